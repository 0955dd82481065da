import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
  min-inline-size: 0;
`;

export const SwatchGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-2);
`;

// The swatch colour is data, not a token: it arrives through --swatch in the style attribute.
export const Swatch = styled.button`
  inline-size: 28px;
  block-size: 28px;
  padding: 0;
  border: var(--ui-border-width) solid var(--ui-border-default);
  border-radius: var(--ui-radius-full);
  background: var(--swatch);
  cursor: pointer;
  transition: box-shadow var(--ui-duration);

  &[data-state='checked'] {
    box-shadow:
      0 0 0 2px var(--ui-bg-surface),
      0 0 0 4px var(--ui-fg-default);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--ui-focus-ring);
  }
  &[data-state='checked']:focus-visible {
    box-shadow:
      0 0 0 2px var(--ui-bg-surface),
      0 0 0 4px var(--ui-fg-default),
      0 0 0 6px var(--ui-border-focus);
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export const InputRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: var(--ui-space-2);
`;

export const HexField = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-1);
`;

export const Label = styled.label`
  color: var(--ui-fg-default);
  font-size: var(--ui-font-size-sm);
  font-weight: 500;
`;

export const HexInput = styled.input`
  inline-size: 120px;
  block-size: var(--ui-control-height-md);
  padding-inline: var(--ui-space-3);
  border: var(--ui-border-width) solid var(--ui-input-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-input-bg);
  color: var(--ui-fg-default);
  font-family: var(--ui-font-mono);
  text-transform: lowercase;
  /* A hex code reads left to right in every language. */
  direction: ltr;
  text-align: start;

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
    background: var(--ui-input-bg-disabled);
    color: var(--ui-fg-disabled);
    cursor: not-allowed;
  }
`;

export const NativeInput = styled.input`
  inline-size: var(--ui-control-height-md);
  block-size: var(--ui-control-height-md);
  padding: 2px;
  border: var(--ui-border-width) solid var(--ui-input-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-input-bg);
  cursor: pointer;

  &:focus-visible {
    outline: none;
    box-shadow: var(--ui-focus-ring);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  color: var(--ui-fg-danger);
  font-size: var(--ui-font-size-sm);
`;
