// The public face of @market/ui: one line per component folder.
export * from './ThemeRoot/index.ts';
export * from './Button/index.ts';
export * from './Spinner/index.ts';
