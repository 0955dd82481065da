import styled from 'styled-components';

export const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--ui-space-2);
  block-size: var(--ui-control-height-md);
  padding-inline: var(--ui-space-4);
  border: var(--ui-border-width) solid var(--ui-button-secondary-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-button-secondary-bg);
  color: var(--ui-fg-default);
  font-weight: 500;
  font-size: var(--ui-font-size-md);
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color var(--ui-duration),
    border-color var(--ui-duration),
    box-shadow var(--ui-duration);

  &:hover {
    background: var(--ui-button-secondary-bg-hover);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--ui-focus-ring);
  }

  &[data-variant='primary'] {
    background: var(--ui-button-primary-bg);
    border-color: transparent;
    color: var(--ui-button-primary-fg);
  }
  &[data-variant='primary']:hover {
    background: var(--ui-button-primary-bg-hover);
  }
  &[data-variant='danger'] {
    background: var(--ui-button-danger-bg);
    border-color: transparent;
    color: var(--ui-fg-on-solid);
  }
  &[data-variant='danger']:hover {
    background: var(--ui-button-danger-bg-hover);
  }
  &[data-variant='ghost'] {
    background: transparent;
    border-color: transparent;
    color: var(--ui-fg-default);
  }
  &[data-variant='ghost']:hover {
    background: var(--ui-bg-hover);
  }

  &[data-size='sm'] {
    block-size: var(--ui-control-height-sm);
    padding-inline: var(--ui-space-3);
    font-size: var(--ui-font-size-sm);
  }
  &[data-size='lg'] {
    block-size: var(--ui-control-height-lg);
    padding-inline: var(--ui-space-5);
  }
  &[data-full-width] {
    inline-size: 100%;
  }

  /* A busy button keeps its colour (it is working, not unavailable). */
  &:disabled,
  &[aria-disabled='true']:not([aria-busy='true']) {
    cursor: not-allowed;
    background: var(--ui-bg-muted);
    border-color: var(--ui-border-subtle);
    color: var(--ui-fg-disabled);
  }
  &[aria-busy='true'] {
    cursor: progress;
  }

  & > svg {
    flex: none;
    inline-size: 16px;
    block-size: 16px;
  }
`;
