import styled from 'styled-components';

export const StyledStatusBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  max-inline-size: 100%;
  block-size: 22px;
  padding-inline: var(--ui-space-2);
  border-radius: var(--ui-radius-full);
  background: var(--ui-bg-muted);
  color: var(--ui-fg-default);
  font-size: var(--ui-font-size-sm);
  font-weight: 500;
  line-height: 1;
  white-space: nowrap;
  vertical-align: middle;

  --status-dot: var(--ui-gray-9);

  &[data-size='sm'] {
    block-size: 20px;
    font-size: var(--ui-font-size-xs);
  }

  &[data-tone='info'] {
    background: var(--ui-bg-info-subtle);
    color: var(--ui-fg-info);
    --status-dot: var(--ui-blue-9);
  }
  &[data-tone='success'] {
    background: var(--ui-bg-success-subtle);
    color: var(--ui-fg-success);
    --status-dot: var(--ui-green-9);
  }
  &[data-tone='warning'] {
    background: var(--ui-bg-warning-subtle);
    color: var(--ui-fg-warning);
    --status-dot: var(--ui-amber-9);
  }
  &[data-tone='danger'] {
    background: var(--ui-bg-danger-subtle);
    color: var(--ui-fg-danger);
    --status-dot: var(--ui-red-9);
  }
  &[data-tone='accent'] {
    background: var(--ui-bg-accent-subtle);
    color: var(--ui-fg-accent);
    --status-dot: var(--ui-accent-9);
  }
`;

export const Dot = styled.span`
  flex: none;
  inline-size: 6px;
  block-size: 6px;
  border-radius: var(--ui-radius-full);
  background: var(--status-dot);
`;

export const Label = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;
