import styled from 'styled-components';

export const TextAreaRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-1);
  inline-size: 100%;
  min-inline-size: 0;
`;

export const StyledTextArea = styled.textarea`
  display: block;
  inline-size: 100%;
  min-block-size: var(--ui-control-height-md);
  padding-block: var(--ui-space-2);
  padding-inline: var(--ui-space-3);
  border: var(--ui-border-width) solid var(--ui-input-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-input-bg);
  color: var(--ui-fg-default);
  font-size: var(--ui-font-size-md);
  line-height: var(--ui-line-height);
  text-align: start;
  resize: vertical;
  transition:
    border-color var(--ui-duration),
    box-shadow var(--ui-duration);

  &::placeholder {
    color: var(--ui-fg-muted);
    opacity: 1;
  }
  &:hover {
    border-color: var(--ui-input-border-hover);
  }
  &:focus-visible {
    outline: none;
    border-color: var(--ui-border-focus);
    box-shadow: var(--ui-focus-ring);
  }
  &[aria-invalid='true'] {
    border-color: var(--ui-border-danger);
  }
  &:disabled {
    cursor: not-allowed;
    background: var(--ui-input-bg-disabled);
    border-color: var(--ui-border-subtle);
    color: var(--ui-fg-muted);
  }
  &[data-resizable='false'] {
    resize: none;
  }
`;

export const Counter = styled.p`
  margin: 0;
  align-self: flex-end;
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-sm);
  font-variant-numeric: tabular-nums;

  &[data-at-limit] {
    color: var(--ui-fg-danger);
  }
`;
