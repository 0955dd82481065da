import { Label, Switch } from 'radix-ui';
import styled from 'styled-components';

export const SwitchRoot = styled.div`
  display: inline-flex;
  align-items: flex-start;
  gap: var(--ui-space-3);
  min-inline-size: 0;

  &[data-label-position='start'] {
    justify-content: space-between;
  }
`;

export const Track = styled(Switch.Root)`
  --switch-width: 36px;
  --switch-height: 20px;
  --switch-thumb: 16px;

  display: inline-flex;
  flex: none;
  align-items: center;
  inline-size: var(--switch-width);
  block-size: var(--switch-height);
  margin-block-start: calc((1lh - var(--switch-height)) / 2);
  padding: 0;
  border: 0;
  border-radius: var(--ui-radius-full);
  background: var(--ui-border-strong);
  cursor: pointer;
  transition: background-color var(--ui-duration);

  &:focus-visible {
    outline: none;
    box-shadow: var(--ui-focus-ring);
  }
  &[data-state='checked'] {
    background: var(--ui-bg-accent-solid);
  }
  &:hover[data-state='checked'] {
    background: var(--ui-bg-accent-solid-hover);
  }
  &:disabled {
    cursor: not-allowed;
    background: var(--ui-bg-active);
  }
  &:disabled[data-state='checked'] {
    background: var(--ui-accent-6);
  }
  &[data-size='sm'] {
    --switch-width: 28px;
    --switch-height: 16px;
    --switch-thumb: 12px;
  }
`;

// Logical margin instead of a transform, so the thumb travels the other way in RTL by itself.
export const Thumb = styled(Switch.Thumb)`
  display: block;
  inline-size: var(--switch-thumb);
  block-size: var(--switch-thumb);
  margin-inline-start: 2px;
  border-radius: var(--ui-radius-full);
  background: var(--ui-fg-on-solid);
  box-shadow: var(--ui-shadow-sm);
  transition: margin-inline-start var(--ui-duration);

  &[data-state='checked'] {
    margin-inline-start: calc(var(--switch-width) - var(--switch-thumb) - 2px);
  }
`;

export const Text = styled.span`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
`;

export const SwitchLabel = styled(Label.Root)`
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
