import type { GraphQLResolveInfo } from 'graphql/index.js';
import { parseResolveInfo, type ResolveTree } from 'graphql-parse-resolve-info';

/**
 * The field names a list query's document reads on its `nodes` (aliases, fragments and @skip/@include
 * resolved by graphql-parse-resolve-info, PostGraphile's look-ahead), so the list's statement works out
 * only those of its per-row lookups. Undefined (= every field) when the selection cannot be read.
 */
export function askedNodeFields(info: GraphQLResolveInfo, nodeType: string): ReadonlySet<string> | undefined {
  const tree = parseResolveInfo(info) as ResolveTree | null | undefined;
  if (!tree) return undefined;
  const names = new Set<string>();
  for (const connectionFields of Object.values(tree.fieldsByTypeName)) {
    for (const field of Object.values(connectionFields)) {
      if (field.name !== 'nodes') continue;
      for (const [typeName, nodeFields] of Object.entries(field.fieldsByTypeName)) {
        if (typeName !== nodeType) return undefined;
        for (const nodeField of Object.values(nodeFields)) names.add(nodeField.name);
      }
    }
  }
  return names;
}
