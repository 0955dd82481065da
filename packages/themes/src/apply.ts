// Applying a theme writes attributes (and at most one custom property) on the root element.
// Nothing goes through React, so a theme switch re-renders no component.
import { buildThemeCss } from './css.ts';
import type { StyleName } from './styles.ts';
import type { VariantName } from './variants.ts';

export type ColorMode = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';

export interface ThemeAttributes {
  variant: VariantName;
  style: StyleName;
  mode: ColorMode;
  dir: Direction;
  lang: string;
  /** A user-picked primary colour; undefined keeps the variant's accent. */
  primaryColor?: string | undefined;
}

const STYLE_ELEMENT_ID = 'ui-theme-tokens';

/** Puts the generated token stylesheet into the document once. */
export function injectThemeStyles(doc: Document = document): void {
  if (doc.getElementById(STYLE_ELEMENT_ID)) return;
  const el = doc.createElement('style');
  el.id = STYLE_ELEMENT_ID;
  el.textContent = buildThemeCss();
  doc.head.appendChild(el);
}

export function applyTheme(
  theme: Partial<ThemeAttributes>,
  root: HTMLElement = document.documentElement,
): void {
  if (theme.variant) root.setAttribute('data-variant', theme.variant);
  if (theme.style) root.setAttribute('data-style', theme.style);
  if (theme.mode) root.setAttribute('data-mode', theme.mode);
  if (theme.dir) root.setAttribute('dir', theme.dir);
  if (theme.lang) root.setAttribute('lang', theme.lang);
  if ('primaryColor' in theme) {
    if (theme.primaryColor) root.style.setProperty('--ui-primary', theme.primaryColor);
    else root.style.removeProperty('--ui-primary');
  }
}

/** Arabic (and other right-to-left scripts) read right to left. */
export function directionOf(locale: string): Direction {
  return /^(ar|he|fa|ur)\b/i.test(locale) ? 'rtl' : 'ltr';
}
