import { Dialog } from 'radix-ui';
import styled from 'styled-components';

export const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: var(--ui-z-overlay);
  background: var(--ui-bg-overlay);
`;

export const Content = styled(Dialog.Content)`
  position: fixed;
  z-index: var(--ui-z-overlay);
  inset-block-start: 12vh;
  inset-inline: 0;
  margin-inline: auto;
  inline-size: min(600px, calc(100vw - 2 * var(--ui-space-4)));
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: var(--ui-bg-surface);
  color: var(--ui-fg-default);
  border: var(--ui-border-width) solid var(--ui-border-subtle);
  border-radius: var(--ui-radius-lg);
  box-shadow: var(--ui-shadow-lg);

  &:focus-visible {
    outline: none;
  }
`;
