// The typed map of token names: `token['bg-surface']` is 'var(--ui-bg-surface)'. A misspelt
// token is then a type error instead of a silently transparent colour.
import type { component } from './component.ts';
import type { semantic } from './semantic.ts';
import type { StyleTokens } from './styles.ts';

type TokenName = keyof typeof semantic | keyof typeof component | keyof StyleTokens;

export const token = new Proxy({} as Record<TokenName, string>, {
  get: (_target, name: string) => `var(--ui-${name})`,
});

/** Every custom property the theme stylesheet declares (without the leading `--ui-`). */
export function declaredTokenNames(css: string): Set<string> {
  return new Set(Array.from(css.matchAll(/--ui-([a-z0-9-]+)\s*:/g), (m) => m[1]!));
}
