import { Tooltip } from 'radix-ui';
import styled, { keyframes } from 'styled-components';

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const Content = styled(Tooltip.Content)`
  z-index: var(--ui-z-popover);
  max-inline-size: 280px;
  padding: var(--ui-space-1) var(--ui-space-2);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-bg-inverse);
  color: var(--ui-fg-inverse);
  font-size: var(--ui-font-size-sm);
  line-height: var(--ui-line-height);
  box-shadow: var(--ui-shadow-md);
  overflow-wrap: anywhere;
  user-select: none;

  &[data-state='delayed-open'],
  &[data-state='instant-open'] {
    animation: ${appear} var(--ui-duration) ease-out;
  }
`;

export const Arrow = styled(Tooltip.Arrow)`
  fill: var(--ui-bg-inverse);
`;
