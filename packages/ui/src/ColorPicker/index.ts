export { ColorPicker, defaultColorSwatches } from './ColorPicker.tsx';
export type { ColorPickerProps, ColorSwatch } from './ColorPicker.types.ts';
export { isHexColor, normalizeHex } from './color.ts';
