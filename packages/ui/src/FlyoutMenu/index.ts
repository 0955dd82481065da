export { FlyoutMenu } from './FlyoutMenu.tsx';
export type { FlyoutMenuColor, FlyoutMenuProps, FlyoutMenuType } from './FlyoutMenu.types.ts';
