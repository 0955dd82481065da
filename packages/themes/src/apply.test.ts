import { describe, expect, it } from 'vitest';
import { applyTheme, directionOf, injectThemeStyles } from './apply.ts';

describe('applyTheme', () => {
  it('writes the theme as attributes on the root', () => {
    const root = document.createElement('html');
    applyTheme({ variant: 'ocean', style: 'air', mode: 'dark', dir: 'rtl', lang: 'ar-EG' }, root);
    expect(root.getAttribute('data-variant')).toBe('ocean');
    expect(root.getAttribute('data-style')).toBe('air');
    expect(root.getAttribute('data-mode')).toBe('dark');
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(root.getAttribute('lang')).toBe('ar-EG');
  });

  it('sets and clears a user-picked primary colour', () => {
    const root = document.createElement('html');
    applyTheme({ primaryColor: '#ff0000' }, root);
    expect(root.style.getPropertyValue('--ui-primary')).toBe('#ff0000');
    applyTheme({ primaryColor: undefined }, root);
    expect(root.style.getPropertyValue('--ui-primary')).toBe('');
  });

  it('injects the stylesheet once', () => {
    injectThemeStyles(document);
    injectThemeStyles(document);
    expect(document.querySelectorAll('#ui-theme-tokens')).toHaveLength(1);
  });

  it('reads direction from the locale', () => {
    expect(directionOf('ar-EG')).toBe('rtl');
    expect(directionOf('en-US')).toBe('ltr');
  });
});
