import { Dialog } from 'radix-ui';
import styled, { keyframes } from 'styled-components';
import { descriptionStyles, titleStyles } from '../internal/overlay/overlay.styles.ts';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

// Slides in from --sheet-from, which each side sets for the reading direction.
const slideIn = keyframes`
  from { transform: translateX(var(--sheet-from)); }
  to { transform: none; }
`;

export const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: var(--ui-z-overlay);
  background: var(--ui-bg-overlay);

  &[data-state='open'] {
    animation: ${fadeIn} var(--ui-duration) ease-out;
  }
`;

export const Content = styled(Dialog.Content)`
  position: fixed;
  inset-block: 0;
  inset-inline-end: 0;
  z-index: var(--ui-z-overlay);
  display: flex;
  flex-direction: column;
  inline-size: min(420px, 100vw);
  background: var(--ui-bg-surface);
  color: var(--ui-fg-default);
  border-inline-start: var(--ui-border-width) solid var(--ui-border-subtle);
  box-shadow: var(--ui-shadow-lg);
  --sheet-from: 100%;

  &:dir(rtl) {
    --sheet-from: -100%;
  }
  &[data-side='start'] {
    inset-inline-end: auto;
    inset-inline-start: 0;
    border-inline-start: 0;
    border-inline-end: var(--ui-border-width) solid var(--ui-border-subtle);
    --sheet-from: -100%;
  }
  &[data-side='start']:dir(rtl) {
    --sheet-from: 100%;
  }
  &[data-size='sm'] {
    inline-size: min(320px, 100vw);
  }
  &[data-size='lg'] {
    inline-size: min(640px, 100vw);
  }
  &[data-state='open'] {
    animation: ${slideIn} var(--ui-duration-slow) cubic-bezier(0.2, 0.8, 0.2, 1);
  }
  &:focus-visible {
    outline: none;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--ui-space-3);
  padding: var(--ui-space-4) var(--ui-space-5);
  border-block-end: var(--ui-border-width) solid var(--ui-border-subtle);
`;

export const HeaderText = styled.div`
  flex: 1;
  min-inline-size: 0;
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-1);
`;

export const Title = styled(Dialog.Title)`
  ${titleStyles}
`;

export const Description = styled(Dialog.Description)`
  ${descriptionStyles}
`;

export const Body = styled.div`
  flex: 1 1 auto;
  min-block-size: 0;
  overflow-y: auto;
  padding: var(--ui-space-4) var(--ui-space-5);

  &:focus-visible {
    outline: none;
    box-shadow: inset 0 0 0 2px var(--ui-border-focus);
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--ui-space-2);
  padding: var(--ui-space-3) var(--ui-space-5);
  border-block-start: var(--ui-border-width) solid var(--ui-border-subtle);
`;

export const CloseButton = styled(Dialog.Close)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  inline-size: var(--ui-control-height-sm);
  block-size: var(--ui-control-height-sm);
  margin-inline-end: calc(var(--ui-space-2) * -1);
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
  & > svg {
    inline-size: 16px;
    block-size: 16px;
  }
`;
