import styled, { keyframes } from 'styled-components';

const slideUp = keyframes`
  from { opacity: 0; transform: translateY(16px); }
  to { opacity: 1; transform: none; }
`;
// Moves towards the inline end in either direction (the sign flips under dir=rtl below).
const slideSideways = keyframes`
  from { opacity: 0; transform: translateX(calc(-16px * var(--shell-inline-sign, 1))); }
  to { opacity: 1; transform: none; }
`;
const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;
const zoomIn = keyframes`
  from { opacity: 0; transform: scale(0.98); }
  to { opacity: 1; transform: none; }
`;

/**
 * The page as it enters after a navigation: the `routerAnimation` setting, for the slow duration
 * (300 ms), which the theme zeroes under prefers-reduced-motion.
 */
export const PageTransition = styled.div`
  animation-duration: var(--ui-duration-slow);
  animation-timing-function: ease-out;
  animation-fill-mode: both;

  [dir='rtl'] & {
    --shell-inline-sign: -1;
  }
  &[data-animation='slide-fadein-up'] {
    animation-name: ${slideUp};
  }
  &[data-animation='slide-fadein-right'] {
    animation-name: ${slideSideways};
  }
  &[data-animation='fadein'] {
    animation-name: ${fadeIn};
  }
  &[data-animation='zoom-fadein'] {
    animation-name: ${zoomIn};
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Brand = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-2);
  font-weight: 600;
  white-space: nowrap;

  & > svg {
    flex: none;
    inline-size: 22px;
    block-size: 22px;
    color: var(--ui-fg-accent);
  }
`;
