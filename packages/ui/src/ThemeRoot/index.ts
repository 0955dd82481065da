export { ThemeRoot } from './ThemeRoot.tsx';
export type { ThemeRootProps } from './ThemeRoot.tsx';
export { useDocumentDirection } from './useDocumentDirection.ts';
