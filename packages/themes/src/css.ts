// Generates the theme stylesheet from the three token tiers. Everything that references another
// variable is declared on every theming scope (root or any element with data-mode/variant/style),
// so a nested scope — e.g. one cell of the theme matrix story — resolves its own values.
import { component } from './component.ts';
import { categorical, gray, hues, MIX, type Mode } from './palette.ts';
import { semantic } from './semantic.ts';
import { STYLE_NAMES, styles } from './styles.ts';
import { VARIANT_NAMES, variants } from './variants.ts';

const STATUS_HUES = Object.keys(hues) as (keyof typeof hues)[];

function block(selector: string, decls: Record<string, string>): string {
  const body = Object.entries(decls)
    .map(([name, value]) => `  --ui-${name}: ${value};`)
    .join('\n');
  return `${selector} {\n${body}\n}`;
}

/** A 12-step ramp mixed from one base colour against the mode's background and text partners. */
function ramp(name: string, base: string): Record<string, string> {
  const decls: Record<string, string> = {};
  MIX.forEach(
    (pct, i) => (decls[`${name}-${i + 1}`] = `color-mix(in oklab, ${base} ${pct}%, var(--ui-mix-bg))`),
  );
  decls[`${name}-9`] = base;
  decls[`${name}-10`] = `color-mix(in oklab, ${base} 86%, var(--ui-mix-deep))`;
  decls[`${name}-11`] = `color-mix(in oklab, ${base} var(--ui-text-strength), var(--ui-mix-text))`;
  decls[`${name}-12`] = `color-mix(in oklab, ${base} var(--ui-text-strength-high), var(--ui-mix-text))`;
  // Solid fills carry white text: darkened enough for 4.5:1 contrast in both modes.
  decls[`${name}-solid`] = `color-mix(in oklab, ${base} 74%, black)`;
  decls[`${name}-solid-hover`] = `color-mix(in oklab, ${base} 64%, black)`;
  return decls;
}

/** Declarations whose values depend on other variables (ramps, semantic, component tier). */
function derivedDeclarations(): Record<string, string> {
  const ramps = STATUS_HUES.map((hue) => ramp(hue, `var(--ui-${hue}-base)`));
  return Object.assign(ramp('accent', 'var(--ui-primary)'), ...ramps, semantic, component);
}

function modeDeclarations(mode: Mode): Record<string, string> {
  const decls: Record<string, string> = {};
  gray[mode].forEach((value, i) => (decls[`gray-${i + 1}`] = value));
  for (const hue of STATUS_HUES) decls[`${hue}-base`] = hues[hue][mode];
  categorical[mode].forEach((value, i) => (decls[`categorical-${i + 1}`] = value));
  if (mode === 'light') {
    Object.assign(decls, {
      surface: '#ffffff',
      'mix-bg': '#ffffff',
      'mix-deep': 'black',
      'mix-text': 'black',
      'text-strength': '68%',
      'text-strength-high': '38%',
    });
  } else {
    Object.assign(decls, {
      surface: gray.dark[1]!,
      'mix-bg': gray.dark[0]!,
      'mix-deep': 'white',
      'mix-text': 'white',
      'text-strength': '55%',
      'text-strength-high': '22%',
    });
  }
  return decls;
}

/** Menu colours as overrides of the menu component tokens, scoped to the menu element. */
const menuColors: Record<string, Record<string, string>> = {
  gray: {
    'menu-bg': 'var(--ui-gray-3)',
    'menu-bg-hover': 'var(--ui-gray-5)',
  },
  dark: {
    'menu-bg': '#141821',
    'menu-fg': '#aab2c2',
    'menu-fg-active': '#ffffff',
    'menu-bg-active': 'color-mix(in oklab, var(--ui-primary) 55%, #141821)',
    'menu-bg-hover': '#232937',
    'menu-heading': '#8c95a8',
    'menu-border': '#232937',
  },
  blue: {
    'menu-bg': 'color-mix(in oklab, var(--ui-primary) 55%, black)',
    'menu-fg': '#e3e9f7',
    'menu-fg-active': '#ffffff',
    'menu-bg-active': 'color-mix(in oklab, var(--ui-primary) 35%, black)',
    'menu-bg-hover': 'color-mix(in oklab, var(--ui-primary) 45%, black)',
    'menu-heading': '#d0d9ee',
    'menu-border': 'color-mix(in oklab, var(--ui-primary) 45%, black)',
  },
};

/**
 * Marks an element as a nested theming scope (e.g. one cell of the theme matrix or a variant
 * preview). Without it, data-variant/data-mode on an element are just that component's own
 * attributes (a Button's data-variant="primary", a calendar's data-mode="single") and the theme
 * leaves them alone.
 */
export const THEME_SCOPE_ATTRIBUTE = 'data-theme-scope';

const SCOPE = `[${THEME_SCOPE_ATTRIBUTE}]`;

/** The root or any nested scope carrying `attr="value"`; `isDefault` also matches the bare root. */
function when(attr: 'mode' | 'variant' | 'style', value: string, isDefault: boolean): string {
  const match = `[data-${attr}="${value}"]`;
  return `${isDefault ? ':root' : `:root${match}`}, ${SCOPE}${match}`;
}

export function buildThemeCss(): string {
  const scope = `:root, ${SCOPE}`;
  const parts = [
    block(when('mode', 'light', true), modeDeclarations('light')),
    `${when('mode', 'dark', false)} { color-scheme: dark; }`,
    block(when('mode', 'dark', false), modeDeclarations('dark')),
    ...VARIANT_NAMES.map((name) =>
      block(when('variant', name, name === 'default'), { primary: variants[name].primaryColor }),
    ),
    ...STYLE_NAMES.map((name) => block(when('style', name, name === 'fluent'), { ...styles[name] })),
    block(scope, derivedDeclarations()),
    ...Object.entries(menuColors).map(([color, decls]) => block(`[data-menu-color="${color}"]`, decls)),
    // Base typography and colours for any themed scope.
    `${scope} {\n  font-family: var(--ui-font-family);\n  font-size: var(--ui-font-size-md);\n  line-height: var(--ui-line-height);\n  color: var(--ui-fg-default);\n}`,
    `:root { background: var(--ui-bg-canvas); }`,
    `${SCOPE} { background-color: var(--ui-bg-canvas); }`,
    // Screenshots and users who ask for less motion get none.
    `@media (prefers-reduced-motion: reduce) { :root { --ui-duration: 0ms; --ui-duration-slow: 0ms; } }`,
    `[data-motion="off"] { --ui-duration: 0ms; --ui-duration-slow: 0ms; }`,
  ];
  return parts.join('\n\n') + '\n';
}
