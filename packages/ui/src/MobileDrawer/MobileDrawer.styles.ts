import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;
const slideIn = keyframes`
  from { translate: calc(-100% * var(--drawer-from)) 0; }
  to { translate: 0 0; }
`;

export const DrawerOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: var(--ui-z-overlay);
  background: var(--ui-bg-overlay);
  animation: ${fadeIn} var(--ui-duration-slow) ease-out;
`;

export const DrawerPanel = styled.div`
  /* The panel slides in from the inline-start edge: from the left in LTR, from the right in RTL. */
  --drawer-from: 1;
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  z-index: var(--ui-z-overlay);
  display: flex;
  inline-size: min(var(--ui-menu-width), 85vw);
  max-inline-size: 100%;
  background: var(--ui-menu-bg);
  box-shadow: var(--ui-shadow-lg);
  animation: ${slideIn} var(--ui-duration-slow) ease-out;

  [dir='rtl'] & {
    --drawer-from: -1;
  }
  &:focus-visible {
    outline: none;
  }
  & > nav {
    flex: 1;
    inline-size: 100%;
    border-inline-end: 0;
  }
`;

export const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  inline-size: var(--ui-control-height-md);
  block-size: var(--ui-control-height-md);
  margin-inline-start: auto;
  border: 0;
  border-radius: var(--ui-radius-md);
  background: transparent;
  color: var(--ui-menu-fg);
  cursor: pointer;

  &:hover {
    background: var(--ui-menu-bg-hover);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--ui-focus-ring);
  }
  & > svg {
    inline-size: 18px;
    block-size: 18px;
  }
`;

export const HeaderContent = styled.span`
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
