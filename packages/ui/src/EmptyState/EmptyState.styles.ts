import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--ui-space-2);
  padding: var(--ui-space-8) var(--ui-space-6);
  text-align: center;
  color: var(--ui-fg-default);

  &[data-size='sm'] {
    padding: var(--ui-space-5) var(--ui-space-4);
  }
`;

export const Icon = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 48px;
  block-size: 48px;
  margin-block-end: var(--ui-space-2);
  border-radius: var(--ui-radius-full);
  background: var(--ui-bg-muted);
  color: var(--ui-fg-muted);

  & > svg {
    inline-size: 24px;
    block-size: 24px;
  }
`;

export const Title = styled.h2`
  margin: 0;
  font-size: var(--ui-font-size-lg);
  font-weight: var(--ui-font-weight-strong);
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

export const Description = styled.p`
  margin: 0;
  max-inline-size: 44ch;
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-md);
  overflow-wrap: anywhere;
`;

export const Action = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--ui-space-2);
  margin-block-start: var(--ui-space-3);
`;
