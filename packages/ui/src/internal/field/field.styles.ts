import styled from 'styled-components';

// The box every single-line field shares (TextField, NumberField, MoneyField, SearchField,
// Combobox): the border and focus ring sit on the shell so adornments and buttons live inside it.
export const InputShell = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);
  inline-size: 100%;
  min-inline-size: 0;
  block-size: var(--ui-control-height-md);
  padding-inline: var(--ui-space-3);
  border: var(--ui-border-width) solid var(--ui-input-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-input-bg);
  color: var(--ui-fg-default);
  font-size: var(--ui-font-size-md);
  transition:
    border-color var(--ui-duration),
    box-shadow var(--ui-duration);

  &:hover {
    border-color: var(--ui-input-border-hover);
  }
  &:has(input:focus-visible) {
    border-color: var(--ui-border-focus);
    box-shadow: var(--ui-focus-ring);
  }
  &[data-invalid] {
    border-color: var(--ui-border-danger);
  }
  &[data-disabled] {
    cursor: not-allowed;
    background: var(--ui-input-bg-disabled);
    border-color: var(--ui-border-subtle);
    color: var(--ui-fg-muted);
  }

  &[data-size='sm'] {
    block-size: var(--ui-control-height-sm);
    padding-inline: var(--ui-space-2);
    font-size: var(--ui-font-size-sm);
  }
  &[data-size='lg'] {
    block-size: var(--ui-control-height-lg);
    padding-inline: var(--ui-space-4);
  }
`;

export const InputElement = styled.input`
  flex: 1 1 auto;
  min-inline-size: 0;
  block-size: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: inherit;
  text-align: start;

  &::placeholder {
    color: var(--ui-fg-muted);
    opacity: 1;
  }
  &:focus-visible {
    outline: none;
    box-shadow: none;
  }
  &:disabled {
    cursor: not-allowed;
  }
  &[data-align='end'] {
    text-align: end;
  }
`;

export const Adornment = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: var(--ui-space-1);
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-sm);
  white-space: nowrap;

  & > svg {
    inline-size: 16px;
    block-size: 16px;
  }
`;

export const ShellButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: 24px;
  block-size: 24px;
  margin-inline-end: calc(var(--ui-space-1) * -1);
  padding: 0;
  border: 0;
  border-radius: var(--ui-radius-sm);
  background: transparent;
  color: var(--ui-fg-muted);
  cursor: pointer;

  &:hover {
    background: var(--ui-bg-hover);
    color: var(--ui-fg-default);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--ui-focus-ring);
  }
  &:disabled {
    cursor: not-allowed;
    background: transparent;
    color: var(--ui-fg-disabled);
  }
  & > svg {
    inline-size: 16px;
    block-size: 16px;
  }
`;
