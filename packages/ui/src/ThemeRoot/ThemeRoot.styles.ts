import { createGlobalStyle } from 'styled-components';

// A small reset plus the two global rules every component relies on: logical layout and
// mirrored directional icons.
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: var(--ui-font-family);
    font-size: var(--ui-font-size-md);
    line-height: var(--ui-line-height);
    color: var(--ui-fg-default);
    background: var(--ui-bg-canvas);
    -webkit-font-smoothing: antialiased;
  }
  button, input, select, textarea { font: inherit; color: inherit; }
  [dir='rtl'] [data-mirror-rtl], [dir='rtl'][data-mirror-rtl] { transform: scaleX(-1); }
  :focus-visible { outline: none; box-shadow: var(--ui-focus-ring); }
`;
