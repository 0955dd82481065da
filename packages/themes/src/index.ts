import './fonts.ts';

export { applyTheme, directionOf, injectThemeStyles } from './apply.ts';
export type { ColorMode, Direction, ThemeAttributes } from './apply.ts';
export { loadBundledFonts } from './fontLoading.ts';
export { buildThemeCss, THEME_SCOPE_ATTRIBUTE } from './css.ts';
export { component } from './component.ts';
export type { ComponentToken } from './component.ts';
export { semantic } from './semantic.ts';
export type { SemanticToken } from './semantic.ts';
export { STYLE_NAMES, styles } from './styles.ts';
export type { StyleName, StyleTokens } from './styles.ts';
export { declaredTokenNames } from './tokens.ts';
export { DEFAULT_PRIMARY_COLOR, VARIANT_NAMES, variants } from './variants.ts';
export type { FlyoutMenuColor, LayoutPreset, MenuColor, Variant, VariantName } from './variants.ts';
