import { ThemeRoot } from '@market/ui';

export const PRODUCT_NAME = 'Marketplace Admin';

/** The app frame. Routes, session and shell land with the session and shell issues. */
export function App() {
  return (
    <ThemeRoot>
      <main style={{ padding: 24 }}>
        <h1>{PRODUCT_NAME}</h1>
      </main>
    </ThemeRoot>
  );
}
