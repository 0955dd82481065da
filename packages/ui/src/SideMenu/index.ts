export { SideMenu } from './SideMenu.tsx';
export type { MenuItem, RenderMenuLink, SideMenuColor, SideMenuProps } from './SideMenu.types.ts';
