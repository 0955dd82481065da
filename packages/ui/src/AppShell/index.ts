export { AppShell } from './AppShell.tsx';
export type { AppShellLabels, AppShellLayout, AppShellProps } from './AppShell.types.ts';
