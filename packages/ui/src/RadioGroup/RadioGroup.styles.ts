import { Label, RadioGroup } from 'radix-ui';
import styled from 'styled-components';

export const GroupRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  min-inline-size: 0;
`;

export const GroupLabel = styled.span`
  color: var(--ui-fg-default);
  font-size: var(--ui-font-size-sm);
  font-weight: var(--ui-font-weight-strong);
  overflow-wrap: anywhere;
`;

export const RequiredMark = styled.span`
  margin-inline-start: var(--ui-space-1);
  color: var(--ui-fg-danger);
`;

export const Choices = styled(RadioGroup.Root)`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);

  &[data-orientation='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
    gap: var(--ui-space-3) var(--ui-space-6);
  }
`;

export const Choice = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--ui-space-2);
  min-inline-size: 0;
`;

export const Radio = styled(RadioGroup.Item)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: 18px;
  block-size: 18px;
  margin-block-start: calc((1lh - 18px) / 2);
  padding: 0;
  border: var(--ui-border-width) solid var(--ui-border-strong);
  border-radius: var(--ui-radius-full);
  background: var(--ui-input-bg);
  cursor: pointer;

  &:hover {
    border-color: var(--ui-fg-muted);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--ui-focus-ring);
  }
  &[data-state='checked'] {
    border-color: var(--ui-bg-accent-solid);
    background: var(--ui-bg-accent-solid);
  }
  [data-invalid] & {
    border-color: var(--ui-border-danger);
  }
  &:disabled {
    cursor: not-allowed;
    background: var(--ui-input-bg-disabled);
    border-color: var(--ui-border-default);
  }
`;

export const Dot = styled(RadioGroup.Indicator)`
  display: block;
  inline-size: 8px;
  block-size: 8px;
  border-radius: var(--ui-radius-full);
  background: var(--ui-fg-on-solid);

  [data-disabled] > & {
    background: var(--ui-fg-muted);
  }
`;

export const Text = styled.span`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
`;

export const ChoiceLabel = styled(Label.Root)`
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

export const Hint = styled.p`
  margin: 0;
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-sm);
`;

export const ErrorText = styled.p`
  margin: 0;
  color: var(--ui-fg-danger);
  font-size: var(--ui-font-size-sm);

  &:empty {
    display: none;
  }
`;
