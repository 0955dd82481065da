export { Dialog } from './Dialog.tsx';
export type { DialogBodyProps, DialogContentProps, DialogFooterProps } from './Dialog.types.ts';
