import { Progress } from 'radix-ui';
import styled, { keyframes } from 'styled-components';

export const Bar = styled(Progress.Root)`
  position: fixed;
  inset-block-start: 0;
  inset-inline: 0;
  z-index: var(--ui-z-toast);
  block-size: 3px;
  overflow: hidden;
  pointer-events: none;
`;

// Creeps fast at first, then slows: it never reaches the end until the route is done.
const creep = keyframes`
  from { inline-size: 0%; }
  20% { inline-size: 45%; }
  to { inline-size: 90%; }
`;

export const Fill = styled.div`
  block-size: 100%;
  inline-size: var(--route-progress, 90%);
  background: var(--ui-bg-accent-solid);
  box-shadow: 0 0 var(--ui-space-2) var(--ui-accent-9);
  transition: inline-size var(--ui-duration) ease-out;

  &[data-state='loading'][data-creep] {
    animation: ${creep} calc(var(--ui-duration-slow) * 30) cubic-bezier(0.1, 0.6, 0.3, 1) forwards;
  }
  /* With motion off the bar does not creep at all: it rests where the creep would end. */
  @media (prefers-reduced-motion: reduce) {
    &[data-state='loading'][data-creep] {
      animation: none;
    }
  }
  &[data-state='complete'] {
    inline-size: 100%;
  }
`;
