// Tier 1 — palette. Neutral and status ramps per mode; the accent ramp is derived from one
// colour (`--ui-primary`) with color-mix, so a variant or a user-picked colour re-tints everything.

export type Mode = 'light' | 'dark';

/** Neutral ramp: 1–2 backgrounds, 3–5 component fills, 6–8 borders, 9–10 solid, 11–12 text. */
export const gray: Record<Mode, readonly string[]> = {
  light: [
    '#fcfcfd',
    '#f8f9fb',
    '#f0f1f4',
    '#e7e9ee',
    '#dfe2e8',
    '#d6d9e1',
    '#c8ccd6',
    '#b2b7c4',
    '#858b9a',
    '#7a8090',
    '#5a5f6d',
    '#1b1e26',
  ],
  dark: [
    '#121419',
    '#181b21',
    '#20232b',
    '#272b34',
    '#2e323c',
    '#363b46',
    '#434956',
    '#5a6170',
    '#6b7282',
    '#787f8f',
    '#b3b9c6',
    '#eef0f4',
  ],
};

/** Base colours of the status hues; ramps are mixed from these against the mode's background. */
export const hues = {
  red: { light: '#d92d3a', dark: '#f2555f' },
  green: { light: '#1f8a4c', dark: '#3dbb72' },
  amber: { light: '#b86e00', dark: '#f0a530' },
  blue: { light: '#2566d8', dark: '#5b9af5' },
} as const;
export type Hue = keyof typeof hues | 'accent';

/** How much of the base colour steps 1–8 hold, mixed into the background; 9 is the base itself. */
export const MIX = [4, 8, 14, 20, 27, 35, 46, 62] as const;

/**
 * Categorical colours for chart series, in a fixed order that keeps neighbours apart in hue.
 * Each is a graphical object beside the surface, so it must reach 3:1 against it (WCAG 1.4.11);
 * palette.test.ts checks that in both modes. Adjacent slices and stack segments are separated by a
 * surface-coloured gap, so they need no contrast with each other.
 */
export const categorical: Record<Mode, readonly string[]> = {
  light: ['#2563eb', '#0f766e', '#c2410c', '#7c3aed', '#be185d', '#4d7c0f', '#a16207', '#0e7490'],
  dark: ['#6b9cf7', '#2ec4b2', '#f59145', '#a98bfa', '#f06aac', '#8cc63f', '#e3b341', '#38bdf8'],
};
