export { Switch } from './Switch.tsx';
export type { SwitchProps } from './Switch.types.ts';
