import { Popover } from 'radix-ui';
import styled, { keyframes } from 'styled-components';

const appear = keyframes`
  from { opacity: 0; transform: scale(0.97); }
  to { opacity: 1; transform: scale(1); }
`;

export const Content = styled(Popover.Content)`
  z-index: var(--ui-z-popover);
  inline-size: 320px;
  max-inline-size: calc(100vw - var(--ui-space-4));
  max-block-size: var(--radix-popover-content-available-height);
  overflow: auto;
  padding: var(--ui-space-4);
  border: var(--ui-border-width) solid var(--ui-border-default);
  border-radius: var(--ui-radius-md);
  background: var(--ui-bg-surface);
  color: var(--ui-fg-default);
  box-shadow: var(--ui-shadow-lg);
  transform-origin: var(--radix-popover-content-transform-origin);

  &[data-size='sm'] {
    inline-size: 240px;
  }
  &[data-size='lg'] {
    inline-size: 420px;
  }
  &[data-state='open'] {
    animation: ${appear} var(--ui-duration) ease-out;
  }
  &:focus-visible {
    outline: none;
  }
`;

export const Title = styled.h2`
  margin: 0 0 var(--ui-space-3);
  font-size: var(--ui-font-size-md);
  font-weight: var(--ui-font-weight-strong);
`;

export const Arrow = styled(Popover.Arrow)`
  fill: var(--ui-bg-surface);
  /* Continue the border onto the arrow. */
  stroke: var(--ui-border-default);
  stroke-width: 1px;
  stroke-dasharray: 0 12 16;
`;
