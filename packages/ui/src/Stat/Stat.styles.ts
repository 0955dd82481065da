import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

export const StatRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-1);
  min-inline-size: 0;
`;

export const StatLabel = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-sm);

  & > svg {
    flex: none;
    inline-size: 16px;
    block-size: 16px;
  }
`;

export const StatValue = styled.div`
  color: var(--ui-fg-default);
  font-size: var(--ui-font-size-2xl);
  font-weight: var(--ui-font-weight-strong);
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

export const StatValueRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: var(--ui-space-2) var(--ui-space-4);
  min-inline-size: 0;
`;

export const StatFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-2);
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-sm);
`;

export const Trend = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-1);
  padding-inline: var(--ui-space-1);
  border-radius: var(--ui-radius-sm);
  font-weight: 500;
  font-variant-numeric: tabular-nums;

  &[data-tone='good'] {
    color: var(--ui-fg-success);
    background: var(--ui-bg-success-subtle);
  }
  &[data-tone='bad'] {
    color: var(--ui-fg-danger);
    background: var(--ui-bg-danger-subtle);
  }
  &[data-tone='neutral'] {
    color: var(--ui-fg-muted);
    background: var(--ui-bg-muted);
  }
  & > svg {
    inline-size: 14px;
    block-size: 14px;
  }
`;

export const Skeleton = styled.span`
  display: block;
  inline-size: 8em;
  max-inline-size: 100%;
  block-size: 1em;
  margin-block: 0.1em;
  border-radius: var(--ui-radius-sm);
  background: var(--ui-bg-active);
  animation: ${pulse} 1.4s ease-in-out infinite;

  &[data-size='sm'] {
    inline-size: 10em;
    block-size: 0.9em;
    font-size: var(--ui-font-size-sm);
  }
`;
