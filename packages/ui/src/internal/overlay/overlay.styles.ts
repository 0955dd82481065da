import { Dialog } from 'radix-ui';
import styled, { css, keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const popIn = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

// Shared with ConfirmDialog (Radix AlertDialog) and Sheet so every modal surface looks alike.
// The content sits inside the overlay, a grid that centres it with no direction-dependent offsets.
export const overlayStyles = css`
  position: fixed;
  inset: 0;
  z-index: var(--ui-z-overlay);
  display: grid;
  place-items: center;
  padding: var(--ui-space-4);
  overflow-y: auto;
  background: var(--ui-bg-overlay);

  &[data-state='open'] {
    animation: ${fadeIn} var(--ui-duration) ease-out;
  }
`;

export const contentStyles = css`
  position: relative;
  display: flex;
  flex-direction: column;
  inline-size: min(560px, 100%);
  max-block-size: calc(100dvh - var(--ui-space-8));
  border: var(--ui-border-width) solid var(--ui-border-subtle);
  border-radius: var(--ui-radius-lg);
  background: var(--ui-bg-surface);
  color: var(--ui-fg-default);
  box-shadow: var(--ui-shadow-lg);

  &[data-size='sm'] {
    inline-size: min(400px, 100%);
  }
  &[data-size='lg'] {
    inline-size: min(800px, 100%);
  }
  &[data-state='open'] {
    animation: ${popIn} var(--ui-duration) ease-out;
  }
  &:focus-visible {
    outline: none;
  }
`;

export const Overlay = styled(Dialog.Overlay)`
  ${overlayStyles}
`;

export const Content = styled(Dialog.Content)`
  ${contentStyles}
`;

export const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-1);
  padding: var(--ui-space-5) var(--ui-space-5) var(--ui-space-3);
  /* Room for the corner close button. */
  padding-inline-end: calc(var(--ui-space-5) + var(--ui-control-height-sm));
`;

export const titleStyles = css`
  margin: 0;
  font-size: var(--ui-font-size-lg);
  font-weight: var(--ui-font-weight-strong);
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

export const descriptionStyles = css`
  margin: 0;
  color: var(--ui-fg-muted);
  font-size: var(--ui-font-size-sm);
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
  padding: var(--ui-space-2) var(--ui-space-5) var(--ui-space-5);

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
  position: absolute;
  inset-block-start: var(--ui-space-4);
  inset-inline-end: var(--ui-space-4);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: var(--ui-control-height-sm);
  block-size: var(--ui-control-height-sm);
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
