export { CommandPalette, preloadCommandPalette } from './CommandPalette.tsx';
export type {
  CommandPaletteGroup,
  CommandPaletteItem,
  CommandPaletteLabels,
  CommandPaletteProps,
} from './CommandPalette.types.ts';
export { isCommandPaletteShortcut, useCommandPaletteShortcut } from './useCommandPaletteShortcut.ts';
