import styled from 'styled-components';

export const SaveBarRoot = styled.div`
  position: sticky;
  inset-block-end: 0;
  z-index: var(--ui-z-sticky);
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-3);
  margin-block-start: var(--ui-space-4);
  padding-block: var(--ui-space-3);
  padding-inline: var(--ui-space-4);
  background: var(--ui-bg-surface);
  color: var(--ui-fg-default);
  border: var(--ui-border-width) solid var(--ui-border-default);
  border-radius: var(--ui-radius-lg);
  box-shadow: var(--ui-shadow-lg);

  &[data-error] {
    border-color: var(--ui-border-danger);
  }
`;

export const SaveBarMessage = styled.p`
  flex: 1 1 12rem;
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);
  margin: 0;
  min-inline-size: 0;
  font-weight: var(--ui-font-weight-strong);
  overflow-wrap: anywhere;

  &[data-error] {
    color: var(--ui-fg-danger);
  }

  svg {
    flex: none;
    inline-size: 1.125em;
    block-size: 1.125em;
  }
`;

export const SaveBarActions = styled.div`
  display: flex;
  flex: none;
  flex-wrap: wrap;
  gap: var(--ui-space-2);
  margin-inline-start: auto;
`;
