import { injectThemeStyles } from '@market/themes';
import { Direction } from 'radix-ui';
import type { ReactNode } from 'react';
import { GlobalStyle } from './ThemeRoot.styles.ts';
import { useDocumentDirection } from './useDocumentDirection.ts';

export interface ThemeRootProps {
  children: ReactNode;
}

/**
 * Mount once at the top of an app or story. Theme changes are attribute writes on <html>
 * (see `applyTheme` in @market/themes) and never re-render this tree; only a change of
 * direction does, because Radix needs it for keyboard navigation. No tooltip provider here: each
 * Tooltip (and SideMenu) brings its own, so a page without tooltips loads no tooltip code.
 */
export function ThemeRoot({ children }: ThemeRootProps) {
  if (typeof document !== 'undefined') injectThemeStyles(document);
  const dir = useDocumentDirection();
  return (
    <Direction.Provider dir={dir}>
      <GlobalStyle />
      {children}
    </Direction.Provider>
  );
}
ThemeRoot.displayName = 'ThemeRoot';
