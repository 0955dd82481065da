import { describe, expect, it } from 'vitest';
import { buildThemeCss } from './css.ts';
import { declaredTokenNames } from './tokens.ts';
import { VARIANT_NAMES, variants } from './variants.ts';
import { STYLE_NAMES } from './styles.ts';

const css = buildThemeCss();
const declared = declaredTokenNames(css);

describe('theme stylesheet', () => {
  it('declares every variable that any token references', () => {
    const referenced = new Set(Array.from(css.matchAll(/var\(--ui-([a-z0-9-]+)\)/g), (m) => m[1]!));
    const missing = [...referenced].filter((name) => !declared.has(name));
    expect(missing).toEqual([]);
  });

  it('gives each variant its own accent and each style its own block', () => {
    for (const name of VARIANT_NAMES) {
      expect(css).toContain(`--ui-primary: ${variants[name].primaryColor};`);
    }
    for (const name of STYLE_NAMES) expect(css).toMatch(new RegExp(`\\[data-style="${name}"\\]`));
    expect(new Set(VARIANT_NAMES.map((n) => variants[n].primaryColor)).size).toBe(VARIANT_NAMES.length);
  });

  it('keeps the default primary colour of the spec', () => {
    expect(variants.default.primaryColor).toBe('#4b7cf3');
  });

  it('sets color-scheme for dark mode', () => {
    expect(css).toContain(
      ':root[data-mode="dark"], [data-theme-scope][data-mode="dark"] { color-scheme: dark; }',
    );
  });

  it('themes only the root and marked scopes, never a component that has its own data-variant', () => {
    // Every selector that sets tokens or a background names :root or the scope marker.
    const selectors = Array.from(css.matchAll(/^([^@{}\n][^{}\n]*)\{/gm), (m) => m[1]!.trim());
    const stray = selectors
      .flatMap((sel) => sel.split(',').map((part) => part.trim()))
      .filter(
        (part) => /data-(mode|variant|style)/.test(part) && !/^(:root|\[data-theme-scope\])/.test(part),
      );
    expect(stray).toEqual([]);
  });

  it('declares the semantic and component tokens', () => {
    expect(declared.has('bg-surface')).toBe(true);
    expect(declared.has('button-primary-bg')).toBe(true);
  });

  it('gives every variant a distinct layout preset', () => {
    const presets = VARIANT_NAMES.map((n) => JSON.stringify(variants[n].preset));
    expect(new Set(presets).size).toBe(VARIANT_NAMES.length);
  });
});
