import type { MenuItem, RenderMenuLink } from '../../SideMenu/SideMenu.types.ts';

/** Plain anchor used when the app passes no router link. */
export const defaultRenderLink: RenderMenuLink = (item, content) => (
  <a href={item.url} target={item.target} rel={item.target === '_blank' ? 'noreferrer' : undefined}>
    {content}
  </a>
);

/** Keys of the items above `key`, so the sub-menus leading to the current page start open. */
export function ancestorKeys(items: MenuItem[], key: string | undefined): string[] {
  if (!key) return [];
  for (const item of items) {
    if (item.key === key) return [];
    if (item.children) {
      const below = ancestorKeys(item.children, key);
      if (below.length > 0 || item.children.some((child) => child.key === key)) {
        return item.category ? below : [item.key, ...below];
      }
    }
  }
  return [];
}

/** Whether `key` is somewhere under `item`, so a parent can show it holds the current page. */
export function containsKey(item: MenuItem, key: string | undefined): boolean {
  if (!key || !item.children) return false;
  return item.children.some((child) => child.key === key || containsKey(child, key));
}
