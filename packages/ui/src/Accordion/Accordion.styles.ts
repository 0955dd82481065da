import { Accordion } from 'radix-ui';
import styled, { keyframes } from 'styled-components';

export const Root = styled(Accordion.Root)`
  border: var(--ui-border-width) solid var(--ui-border-default);
  border-radius: var(--ui-radius-md);
  background: var(--ui-bg-surface);
  overflow: hidden;
`;

export const Item = styled(Accordion.Item)`
  & + & {
    border-block-start: var(--ui-border-width) solid var(--ui-border-default);
  }
`;

export const Header = styled(Accordion.Header)`
  margin: 0;
  font-size: inherit;
  font-weight: inherit;
`;

export const Trigger = styled(Accordion.Trigger)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--ui-space-3);
  inline-size: 100%;
  min-block-size: var(--ui-control-height-lg);
  padding: var(--ui-space-3) var(--ui-space-4);
  border: 0;
  background: transparent;
  color: var(--ui-fg-default);
  font-weight: var(--ui-font-weight-strong);
  text-align: start;
  cursor: pointer;
  transition: background-color var(--ui-duration);

  &:hover {
    background: var(--ui-bg-hover);
  }
  &:focus-visible {
    outline: none;
    box-shadow: inset 0 0 0 2px var(--ui-border-focus);
  }
  &[data-disabled] {
    color: var(--ui-fg-disabled);
    background: transparent;
    cursor: not-allowed;
  }

  & > svg {
    flex: none;
    inline-size: 16px;
    block-size: 16px;
    color: var(--ui-fg-muted);
    transition: transform var(--ui-duration) ease-out;
  }
  &[data-state='open'] > svg {
    transform: rotate(180deg);
  }
`;

const expand = keyframes`
  from { block-size: 0; }
  to { block-size: var(--radix-accordion-content-height); }
`;

export const Content = styled(Accordion.Content)`
  overflow: hidden;
  color: var(--ui-fg-default);

  &[data-state='open'] {
    animation: ${expand} var(--ui-duration) ease-out;
  }
`;

export const ContentInner = styled.div`
  padding: 0 var(--ui-space-4) var(--ui-space-4);
`;
