export { IconButton } from './IconButton.tsx';
export type { IconButtonProps } from './IconButton.types.ts';
