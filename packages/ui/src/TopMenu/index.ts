export { TopMenu } from './TopMenu.tsx';
export type { TopMenuProps } from './TopMenu.types.ts';
