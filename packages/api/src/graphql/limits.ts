import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql/index.js';

export const MAX_DEPTH = 8;
export const MAX_FIELDS = 300;

interface Measure {
  depth: number;
  fields: number;
}

/**
 * Refuses operations nested deeper than MAX_DEPTH or selecting more than MAX_FIELDS fields (a cost bound).
 * Both are measured with fragments expanded where they are spread: counting a fragment once where it is
 * defined would let `{ a: me { ...F } b: me { ...F } … }` multiply a large fragment for free.
 */
export function queryLimitsRule(context: ValidationContext): ASTVisitor {
  const measure = (set: SelectionSetNode | undefined, visiting: Set<string>): Measure => {
    if (!set) return { depth: 0, fields: 0 };
    let depth = 0;
    let fields = 0;
    for (const selection of set.selections) {
      let inner: Measure;
      if (selection.kind === Kind.FIELD) {
        inner = measure(selection.selectionSet, visiting);
        fields += 1;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = measure(selection.selectionSet, visiting);
      } else {
        const name = selection.name.value;
        const fragment = context.getFragment(name);
        // Unknown or cyclic fragments are reported by GraphQL's own rules.
        if (!fragment || visiting.has(name)) continue;
        visiting.add(name);
        inner = measure(fragment.selectionSet, visiting);
        visiting.delete(name);
      }
      depth = Math.max(depth, inner.depth);
      fields += inner.fields;
      // Stop early: a hostile document could otherwise make this count itself expensive.
      if (fields > MAX_FIELDS) break;
    }
    return { depth: depth + 1, fields };
  };
  return {
    OperationDefinition(operation) {
      const { depth, fields } = measure(operation.selectionSet, new Set());
      // Every selection set is a level, fragments included: `{ me { id } }` is two levels deep.
      if (depth > MAX_DEPTH) {
        context.reportError(
          new GraphQLError(`Query is nested deeper than ${MAX_DEPTH} levels`, {
            nodes: operation,
            extensions: { code: 'VALIDATION', limit: 'depth' },
          }),
        );
      } else if (fields > MAX_FIELDS) {
        context.reportError(
          new GraphQLError(`Query selects more than ${MAX_FIELDS} fields`, {
            nodes: operation,
            extensions: { code: 'VALIDATION', limit: 'fields' },
          }),
        );
      }
      return false;
    },
  };
}
