export { ConfirmDialog } from './ConfirmDialog.tsx';
export type { ConfirmDialogProps } from './ConfirmDialog.types.ts';
