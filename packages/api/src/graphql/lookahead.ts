import {
  visit,
  type FieldNode,
  type GraphQLResolveInfo,
  type OperationDefinitionNode,
} from 'graphql/index.js';
import { parseResolveInfo, type ResolveTree } from 'graphql-parse-resolve-info';

/**
 * Per list field of a parsed document: the fields asked of its nodes. The guard caches staff documents, so
 * a screen's query is the same DocumentNode on every request and its look-ahead is worked out once.
 */
const askedByField = new WeakMap<FieldNode, { nodeType: string; asked: ReadonlySet<string> | undefined }>();
/** Whether an operation (with its fragments) has @skip/@include: then the answer depends on variables. */
const conditionalOperations = new WeakMap<OperationDefinitionNode, boolean>();

function hasConditions(info: GraphQLResolveInfo): boolean {
  let found = conditionalOperations.get(info.operation);
  if (found !== undefined) return found;
  found = false;
  const directive = {
    Directive(node: { name: { value: string } }) {
      if (node.name.value === 'skip' || node.name.value === 'include') found = true;
    },
  };
  visit(info.operation, directive);
  for (const fragment of Object.values(info.fragments)) visit(fragment, directive);
  conditionalOperations.set(info.operation, found);
  return found;
}

/**
 * The field names a list query's document reads on its `nodes` (aliases, fragments and @skip/@include
 * resolved by graphql-parse-resolve-info, PostGraphile's look-ahead), so the list's statement selects only
 * those columns and works out only those of its per-row lookups. Undefined (= every field) when the
 * selection cannot be read.
 */
export function askedNodeFields(info: GraphQLResolveInfo, nodeType: string): ReadonlySet<string> | undefined {
  const field = info.fieldNodes.length === 1 ? info.fieldNodes[0] : undefined;
  const cacheable = field !== undefined && !hasConditions(info);
  if (cacheable) {
    const cached = askedByField.get(field);
    if (cached && cached.nodeType === nodeType) return cached.asked;
  }
  const asked = readAskedNodeFields(info, nodeType);
  if (cacheable) askedByField.set(field, { nodeType, asked });
  return asked;
}

function readAskedNodeFields(info: GraphQLResolveInfo, nodeType: string): ReadonlySet<string> | undefined {
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
