import { Toast } from 'radix-ui';
import styled, { keyframes } from 'styled-components';

// Slides in from the inline end, whichever side that is in the current direction.
const slideIn = keyframes`
  from { opacity: 0; transform: translateX(var(--toast-from)); }
  to { opacity: 1; transform: none; }
`;

export const Viewport = styled(Toast.Viewport)`
  position: fixed;
  inset-block-end: 0;
  inset-inline-end: 0;
  z-index: var(--ui-z-toast);
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  inline-size: 380px;
  max-inline-size: 100vw;
  max-block-size: 100dvh;
  margin: 0;
  padding: var(--ui-space-4);
  list-style: none;
  outline: none;
`;

export const Root = styled(Toast.Root)`
  display: flex;
  align-items: flex-start;
  gap: var(--ui-space-3);
  padding-block: var(--ui-space-3);
  padding-inline: var(--ui-space-4) var(--ui-space-3);
  border: var(--ui-border-width) solid var(--ui-border-default);
  border-inline-start: 4px solid var(--ui-border-info);
  border-radius: var(--ui-radius-md);
  background: var(--ui-bg-surface);
  color: var(--ui-fg-default);
  box-shadow: var(--ui-shadow-lg);
  --toast-from: calc(100% + var(--ui-space-4));
  --toast-icon: var(--ui-fg-info);

  &:dir(rtl) {
    --toast-from: calc(-100% - var(--ui-space-4));
  }
  &[data-tone='success'] {
    border-inline-start-color: var(--ui-border-success);
    --toast-icon: var(--ui-fg-success);
  }
  &[data-tone='warning'] {
    border-inline-start-color: var(--ui-border-warning);
    --toast-icon: var(--ui-fg-warning);
  }
  &[data-tone='error'] {
    border-inline-start-color: var(--ui-border-danger);
    --toast-icon: var(--ui-fg-danger);
  }
  &[data-state='open'] {
    animation: ${slideIn} var(--ui-duration-slow) cubic-bezier(0.2, 0.8, 0.2, 1);
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: none;
    transition: transform var(--ui-duration) ease-out;
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--ui-focus-ring);
  }
`;

export const Icon = styled.span`
  display: inline-flex;
  flex: none;
  color: var(--toast-icon);
  margin-block-start: calc((var(--ui-font-size-md) * var(--ui-line-height) - 18px) / 2);

  & > svg {
    inline-size: 18px;
    block-size: 18px;
  }
`;

export const Text = styled.div`
  flex: 1;
  min-inline-size: 0;
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-1);
  overflow-wrap: anywhere;
`;

export const Title = styled(Toast.Title)`
  font-weight: var(--ui-font-weight-strong);
`;

export const Description = styled(Toast.Description)`
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-sm);
`;

export const Close = styled(Toast.Close)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  inline-size: var(--ui-control-height-sm);
  block-size: var(--ui-control-height-sm);
  margin-block: calc(var(--ui-space-1) * -1);
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
