// The three styles: shape, density, depth and typeface. Independent of colour and mode.

export const STYLE_NAMES = ['fluent', 'clean', 'air'] as const;
export type StyleName = (typeof STYLE_NAMES)[number];

export interface StyleTokens {
  'radius-sm': string;
  'radius-md': string;
  'radius-lg': string;
  'space-unit': string;
  'control-height-sm': string;
  'control-height-md': string;
  'control-height-lg': string;
  'border-width': string;
  'shadow-sm': string;
  'shadow-md': string;
  'shadow-lg': string;
  'font-family': string;
  'font-size-base': string;
  'font-weight-strong': string;
}

const ARABIC = "'Noto Sans Arabic'";

export const styles: Record<StyleName, StyleTokens> = {
  fluent: {
    'radius-sm': '3px',
    'radius-md': '4px',
    'radius-lg': '6px',
    'space-unit': '4px',
    'control-height-sm': '28px',
    'control-height-md': '34px',
    'control-height-lg': '40px',
    'border-width': '1px',
    'shadow-sm': '0 1px 2px rgb(0 0 0 / 0.08)',
    'shadow-md': '0 2px 8px rgb(0 0 0 / 0.12)',
    'shadow-lg': '0 8px 24px rgb(0 0 0 / 0.16)',
    'font-family': `'Inter', ${ARABIC}, sans-serif`,
    'font-size-base': '14px',
    'font-weight-strong': '600',
  },
  clean: {
    'radius-sm': '4px',
    'radius-md': '6px',
    'radius-lg': '8px',
    'space-unit': '4px',
    'control-height-sm': '28px',
    'control-height-md': '34px',
    'control-height-lg': '40px',
    'border-width': '1px',
    'shadow-sm': 'none',
    'shadow-md': '0 1px 3px rgb(0 0 0 / 0.08)',
    'shadow-lg': '0 4px 16px rgb(0 0 0 / 0.12)',
    'font-family': `'Mukta', ${ARABIC}, sans-serif`,
    'font-size-base': '15px',
    'font-weight-strong': '600',
  },
  air: {
    'radius-sm': '6px',
    'radius-md': '10px',
    'radius-lg': '14px',
    'space-unit': '5px',
    'control-height-sm': '30px',
    'control-height-md': '38px',
    'control-height-lg': '44px',
    'border-width': '1px',
    'shadow-sm': '0 2px 6px rgb(0 0 0 / 0.06)',
    'shadow-md': '0 6px 18px rgb(0 0 0 / 0.09)',
    'shadow-lg': '0 16px 40px rgb(0 0 0 / 0.14)',
    'font-family': `'Source Sans 3', ${ARABIC}, sans-serif`,
    'font-size-base': '15px',
    'font-weight-strong': '700',
  },
};
