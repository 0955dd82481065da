import { Checkbox, Label } from 'radix-ui';
import styled from 'styled-components';

export const CheckboxRoot = styled.div`
  display: inline-flex;
  align-items: flex-start;
  gap: var(--ui-space-2);
  min-inline-size: 0;
`;

export const Box = styled(Checkbox.Root)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: 18px;
  block-size: 18px;
  /* Centres the box on the first line of the label. */
  margin-block-start: calc((1lh - 18px) / 2);
  padding: 0;
  border: var(--ui-border-width) solid var(--ui-border-strong);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-input-bg);
  color: var(--ui-fg-on-solid);
  cursor: pointer;
  transition:
    background-color var(--ui-duration),
    border-color var(--ui-duration);

  &:hover {
    border-color: var(--ui-fg-muted);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--ui-focus-ring);
  }
  &[data-state='checked'],
  &[data-state='indeterminate'] {
    background: var(--ui-bg-accent-solid);
    border-color: var(--ui-bg-accent-solid);
  }
  &[aria-invalid='true'] {
    border-color: var(--ui-border-danger);
  }
  &:disabled {
    cursor: not-allowed;
    background: var(--ui-input-bg-disabled);
    border-color: var(--ui-border-default);
    color: var(--ui-fg-muted);
  }
`;

export const Indicator = styled(Checkbox.Indicator)`
  display: inline-flex;

  & > svg {
    inline-size: 14px;
    block-size: 14px;
  }
  &[data-state='indeterminate'] > [data-icon='check'],
  &[data-state='checked'] > [data-icon='minus'] {
    display: none;
  }
`;

export const Text = styled.span`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
`;

export const CheckboxLabel = styled(Label.Root)`
  color: var(--ui-fg-default);
  cursor: pointer;
  overflow-wrap: anywhere;

  &[data-disabled] {
    color: var(--ui-fg-muted);
    cursor: not-allowed;
  }
`;

export const Description = styled.span`
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-sm);
  overflow-wrap: anywhere;
`;
