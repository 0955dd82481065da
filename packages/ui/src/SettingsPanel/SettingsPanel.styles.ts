import { Accordion, Dialog, RadioGroup, Switch } from 'radix-ui';
import styled from 'styled-components';

export const GearButton = styled.button`
  position: fixed;
  z-index: var(--ui-z-menu);
  inset-inline-end: 0;
  inset-block-start: 50%;
  translate: 0 -50%;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 44px;
  block-size: 44px;
  border: none;
  border-start-start-radius: var(--ui-radius-md);
  border-end-start-radius: var(--ui-radius-md);
  background: var(--ui-bg-accent-solid);
  color: var(--ui-fg-on-solid);
  box-shadow: var(--ui-shadow-md);
  cursor: pointer;

  &:hover {
    background: var(--ui-bg-accent-solid-hover);
  }
  & > svg {
    inline-size: 20px;
    block-size: 20px;
  }
`;

export const Panel = styled(Dialog.Content)`
  position: fixed;
  z-index: var(--ui-z-overlay);
  inset-block-start: var(--ui-space-4);
  inset-inline-end: var(--ui-space-4);
  display: flex;
  flex-direction: column;
  inline-size: min(360px, calc(100vw - 2 * var(--ui-space-4)));
  max-block-size: calc(100vh - 2 * var(--ui-space-4));
  background: var(--ui-bg-surface);
  color: var(--ui-fg-default);
  border: var(--ui-border-width) solid var(--ui-border-subtle);
  border-radius: var(--ui-radius-lg);
  box-shadow: var(--ui-shadow-lg);

  /* Once moved, the position comes from the drag/keyboard state as two custom properties. */
  &[data-moved] {
    inset-inline-end: auto;
    inset-inline-start: var(--settings-panel-x);
    inset-block-start: var(--settings-panel-y);
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ui-space-1);
  padding: var(--ui-space-2);
  border-block-end: var(--ui-border-width) solid var(--ui-border-subtle);
`;

export const Handle = styled.button`
  flex: 1;
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);
  min-block-size: var(--ui-control-height-md);
  padding-inline: var(--ui-space-2);
  border: none;
  border-radius: var(--ui-radius-md);
  background: transparent;
  color: var(--ui-fg-default);
  font-size: var(--ui-font-size-lg);
  font-weight: var(--ui-font-weight-strong);
  text-align: start;
  cursor: grab;
  touch-action: none;
  user-select: none;

  &:active {
    cursor: grabbing;
  }
  & > svg {
    flex: none;
    inline-size: 16px;
    block-size: 16px;
    color: var(--ui-fg-muted);
  }
`;

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  inline-size: var(--ui-control-height-md);
  block-size: var(--ui-control-height-md);
  border: none;
  border-radius: var(--ui-radius-md);
  background: transparent;
  color: var(--ui-fg-muted);
  cursor: pointer;

  &:hover {
    background: var(--ui-bg-hover);
    color: var(--ui-fg-default);
  }
  & > svg {
    inline-size: 18px;
    block-size: 18px;
  }
`;

export const Body = styled(Accordion.Root)`
  flex: 1;
  min-block-size: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

export const GroupItem = styled(Accordion.Item)`
  border-block-end: var(--ui-border-width) solid var(--ui-border-subtle);

  &:last-child {
    border-block-end: none;
  }
`;

export const GroupHeading = styled(Accordion.Header)`
  margin: 0;
  font-size: var(--ui-font-size-md);
`;

export const GroupTrigger = styled(Accordion.Trigger)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  inline-size: 100%;
  padding-block: var(--ui-space-3);
  padding-inline: var(--ui-space-4);
  border: none;
  background: transparent;
  color: var(--ui-fg-default);
  font-weight: var(--ui-font-weight-strong);
  text-align: start;
  cursor: pointer;

  &:hover {
    background: var(--ui-bg-subtle);
  }
  & > svg {
    inline-size: 16px;
    block-size: 16px;
    color: var(--ui-fg-muted);
    transition: rotate var(--ui-duration);
  }
  &[data-state='open'] > svg {
    rotate: 180deg;
  }
`;

export const GroupContent = styled(Accordion.Content)`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
  padding-block: 0 var(--ui-space-4);
  padding-inline: var(--ui-space-4);

  /* Radix keeps closed groups in the DOM with hidden; the flex display must not undo that. */
  &[hidden] {
    display: none;
  }
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--ui-space-3);
  min-block-size: var(--ui-control-height-sm);

  &[data-stacked] {
    flex-direction: column;
    align-items: stretch;
    gap: var(--ui-space-2);
  }
`;

export const FieldLabel = styled.label`
  color: var(--ui-fg-default);
  font-size: var(--ui-font-size-sm);
`;

export const FieldCaption = styled.span`
  color: var(--ui-fg-default);
  font-size: var(--ui-font-size-sm);
`;

export const Segmented = styled(RadioGroup.Root)`
  display: flex;
  flex-wrap: wrap;
  gap: 2px;
  padding: 2px;
  border-radius: var(--ui-radius-md);
  background: var(--ui-bg-muted);
`;

export const Segment = styled(RadioGroup.Item)`
  flex: 1 1 auto;
  min-block-size: var(--ui-control-height-sm);
  padding-inline: var(--ui-space-2);
  border: none;
  border-radius: var(--ui-radius-sm);
  background: transparent;
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-sm);
  cursor: pointer;

  &:hover {
    color: var(--ui-fg-default);
  }
  &[data-state='checked'] {
    background: var(--ui-bg-surface);
    color: var(--ui-fg-default);
    font-weight: 600;
    box-shadow: var(--ui-shadow-sm);
  }
`;

export const PresetGrid = styled(RadioGroup.Root)`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: var(--ui-space-2);
`;

export const PresetCard = styled(RadioGroup.Item)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--ui-space-1);
  padding: var(--ui-space-2);
  border: var(--ui-border-width) solid var(--ui-border-default);
  border-radius: var(--ui-radius-md);
  background: var(--ui-bg-surface);
  color: var(--ui-fg-default);
  font-size: var(--ui-font-size-xs);
  cursor: pointer;

  &:hover {
    border-color: var(--ui-border-strong);
  }
  &[data-state='checked'] {
    border-color: var(--ui-border-focus);
    box-shadow: inset 0 0 0 1px var(--ui-border-focus);
    font-weight: 600;
  }
`;

/* Scoped by data-variant, so the theme resolves this variant's own accent inside the swatch. */
export const Swatch = styled.span`
  &&& {
    display: flex;
    align-items: center;
    justify-content: center;
    inline-size: 100%;
    block-size: 24px;
    border-radius: var(--ui-radius-sm);
    background: var(--ui-accent-solid);
    color: var(--ui-fg-on-solid);
  }
  & > svg {
    inline-size: 14px;
    block-size: 14px;
  }
`;

export const NativeSelect = styled.select`
  min-inline-size: 140px;
  block-size: var(--ui-control-height-sm);
  padding-inline: var(--ui-space-2);
  border: var(--ui-border-width) solid var(--ui-input-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-input-bg);
  color: var(--ui-fg-default);
  font-size: var(--ui-font-size-sm);

  &:hover {
    border-color: var(--ui-input-border-hover);
  }
`;

export const ColorInput = styled.input`
  inline-size: 44px;
  block-size: var(--ui-control-height-sm);
  padding: 2px;
  border: var(--ui-border-width) solid var(--ui-input-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-input-bg);
  cursor: pointer;
`;

export const Range = styled.input`
  flex: 1;
  accent-color: var(--ui-accent-solid);
`;

export const RangeValue = styled.output`
  min-inline-size: 4ch;
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-sm);
  font-variant-numeric: tabular-nums;
  text-align: end;
`;

export const SwitchRoot = styled(Switch.Root)`
  position: relative;
  flex: none;
  inline-size: 36px;
  block-size: 20px;
  padding: 0;
  border: none;
  border-radius: var(--ui-radius-full);
  background: var(--ui-gray-9);
  cursor: pointer;

  &[data-state='checked'] {
    background: var(--ui-bg-accent-solid);
  }
`;

export const SwitchThumb = styled(Switch.Thumb)`
  display: block;
  inline-size: 16px;
  block-size: 16px;
  margin-inline-start: 2px;
  border-radius: var(--ui-radius-full);
  background: var(--ui-fg-on-solid);
  box-shadow: var(--ui-shadow-sm);
  transition: margin var(--ui-duration);

  &[data-state='checked'] {
    margin-inline-start: 18px;
  }
`;
