export { Kbd } from './Kbd.tsx';
export type { KbdProps } from './Kbd.types.ts';
