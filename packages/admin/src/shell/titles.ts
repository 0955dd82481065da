// The titles of the product's pages and menu groups, by name, as the area manifests define them
// (shell/areas.ts). Its own module, free of any screen's code, so a screen can show its title (and
// another page's) without importing what lazily imports it.
export { AREA_TITLES as titles } from './areas.ts';
