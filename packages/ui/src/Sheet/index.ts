export { Sheet } from './Sheet.tsx';
export type { SheetBodyProps, SheetContentProps, SheetFooterProps } from './Sheet.types.ts';
