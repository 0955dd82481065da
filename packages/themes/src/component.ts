// Tier 3 — component tokens: the few places where a component needs its own knob, so a
// theme can restyle one component without touching the semantic layer.

export const component = {
  'button-primary-bg': 'var(--ui-bg-accent-solid)',
  'button-primary-bg-hover': 'var(--ui-bg-accent-solid-hover)',
  'button-primary-fg': 'var(--ui-fg-on-solid)',
  'button-secondary-bg': 'var(--ui-bg-surface)',
  'button-secondary-bg-hover': 'var(--ui-bg-hover)',
  'button-secondary-border': 'var(--ui-border-default)',
  'button-danger-bg': 'var(--ui-bg-danger-solid)',
  'button-danger-bg-hover': 'var(--ui-red-solid-hover)',
  'input-bg': 'var(--ui-bg-surface)',
  'input-border': 'var(--ui-border-default)',
  'input-border-hover': 'var(--ui-border-strong)',
  'input-bg-disabled': 'var(--ui-bg-muted)',
  'card-bg': 'var(--ui-bg-surface)',
  'card-border': 'var(--ui-border-subtle)',
  'card-shadow': 'var(--ui-shadow-sm)',
  'table-header-bg': 'var(--ui-bg-subtle)',
  'table-row-hover': 'var(--ui-bg-subtle)',
  'table-row-selected': 'var(--ui-accent-2)',
  'topbar-bg': 'var(--ui-bg-surface)',
  'topbar-height': '64px',
  'menu-width': '256px',
  'menu-width-collapsed': '80px',
  // Menu colours: the menu sets data-color and these follow (white | gray | dark | blue).
  'menu-bg': 'var(--ui-bg-surface)',
  'menu-fg': 'var(--ui-fg-muted)',
  'menu-fg-active': 'var(--ui-fg-accent)',
  'menu-bg-active': 'var(--ui-accent-3)',
  'menu-bg-hover': 'var(--ui-bg-hover)',
  'menu-heading': 'var(--ui-fg-muted)',
  'menu-border': 'var(--ui-border-subtle)',
} as const;

export type ComponentToken = keyof typeof component;
