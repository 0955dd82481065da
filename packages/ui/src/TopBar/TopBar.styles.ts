import styled from 'styled-components';

export const StyledTopBar = styled.header`
  display: flex;
  align-items: center;
  gap: var(--ui-space-4);
  block-size: var(--ui-topbar-height);
  padding-inline: var(--ui-space-6);
  background: var(--ui-topbar-bg);
  color: var(--ui-fg-default);
  border-block-end: var(--ui-border-width) solid var(--ui-border-subtle);

  &[data-gray] {
    background: var(--ui-bg-muted);
  }
  &[data-fixed] {
    position: sticky;
    inset-block-start: 0;
    z-index: var(--ui-z-sticky);
  }
  &[data-separated] {
    margin-block: var(--ui-space-4) 0;
    margin-inline: var(--ui-space-4);
    padding-inline: var(--ui-space-4);
    border: var(--ui-border-width) solid var(--ui-border-subtle);
    border-radius: var(--ui-radius-lg);
    box-shadow: var(--ui-shadow-md);
  }
  &[data-fixed][data-separated] {
    inset-block-start: var(--ui-space-4);
  }
`;

export const Slot = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);
  min-inline-size: 0;

  &[data-slot='start'] {
    flex: 1 1 0;
    justify-content: flex-start;
  }
  &[data-slot='center'] {
    flex: 0 1 auto;
    justify-content: center;
  }
  &[data-slot='end'] {
    flex: 1 1 0;
    justify-content: flex-end;
  }
`;
