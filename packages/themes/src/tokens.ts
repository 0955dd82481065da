/** Every custom property the theme stylesheet declares (without the leading `--ui-`). */
export function declaredTokenNames(css: string): Set<string> {
  return new Set(Array.from(css.matchAll(/--ui-([a-z0-9-]+)\s*:/g), (m) => m[1]!));
}
