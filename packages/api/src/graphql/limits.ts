import {
  GraphQLError,
  Kind,
  getNamedType,
  isObjectType,
  isInterfaceType,
  type ASTVisitor,
  type DocumentNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
} from 'graphql/index.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../resources/store.ts';

/**
 * What one GraphQL document may ask for. A request without a staff token gets the small anonymous
 * allowance (the signed-out admin sends nothing but `me`); a signed-in staff member gets room for every
 * screen's query many times over (the admin's largest document is under 1 KB and about 100 tokens).
 */
export interface Allowance {
  tier: 'anonymous' | 'staff';
  /** The document's size in bytes (UTF-8), checked before it is parsed. */
  maxBytes: number;
  /** Lexical tokens: graphql-js stops parsing past this (`parse(…, { maxTokens })`). */
  maxTokens: number;
  /** Selection sets nested, fragments expanded. */
  maxDepth: number;
  /** Fields selected, fragments counted every time they are spread. */
  maxFields: number;
  /** Aliased fields, fragments counted every time they are spread. */
  maxAliases: number;
  /** `__schema` / `__type` allowed (`__typename` always is). */
  introspection: boolean;
}

export const MAX_DEPTH = 8;
export const MAX_FIELDS = 300;
export const MAX_ALIASES = 100;
export const ANONYMOUS_MAX_DEPTH = 4;
export const ANONYMOUS_MAX_FIELDS = 20;
export const ANONYMOUS_MAX_ALIASES = 2;

export interface AllowanceSizes {
  anonymousMaxBytes: number;
  anonymousMaxTokens: number;
  maxBytes: number;
  maxTokens: number;
}

export function allowances(sizes: AllowanceSizes): Record<Allowance['tier'], Allowance> {
  return {
    anonymous: {
      tier: 'anonymous',
      maxBytes: sizes.anonymousMaxBytes,
      maxTokens: sizes.anonymousMaxTokens,
      maxDepth: ANONYMOUS_MAX_DEPTH,
      maxFields: ANONYMOUS_MAX_FIELDS,
      maxAliases: ANONYMOUS_MAX_ALIASES,
      introspection: false,
    },
    staff: {
      tier: 'staff',
      maxBytes: sizes.maxBytes,
      maxTokens: sizes.maxTokens,
      maxDepth: MAX_DEPTH,
      maxFields: MAX_FIELDS,
      maxAliases: MAX_ALIASES,
      introspection: true,
    },
  };
}

interface Measure {
  depth: number;
  fields: number;
  aliases: number;
}

/**
 * A validation rule refusing operations nested deeper than the allowance or selecting more fields or aliases
 * than it (a cost bound), and, for anonymous callers, introspection. Depth and counts are measured with
 * fragments expanded where they are spread: counting a fragment once where it is defined would let
 * `{ a: me { ...F } b: me { ...F } … }` multiply a large fragment for free. The rule's function name carries
 * the tier, so Yoga's validation cache (keyed by the rules' names) never answers one tier with another's result.
 */
export function queryLimitsRule(allowance: Allowance): (context: ValidationContext) => ASTVisitor {
  const { maxDepth, maxFields, maxAliases } = allowance;
  const rule = (context: ValidationContext): ASTVisitor => {
    const measure = (set: SelectionSetNode | undefined, visiting: Set<string>): Measure => {
      if (!set) return { depth: 0, fields: 0, aliases: 0 };
      let depth = 0;
      let fields = 0;
      let aliases = 0;
      for (const selection of set.selections) {
        let inner: Measure;
        if (selection.kind === Kind.FIELD) {
          inner = measure(selection.selectionSet, visiting);
          fields += 1;
          if (selection.alias) aliases += 1;
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
        aliases += inner.aliases;
        // Stop early: a hostile document could otherwise make this count itself expensive.
        if (fields > maxFields || aliases > maxAliases) break;
      }
      return { depth: depth + 1, fields, aliases };
    };
    const refuse = (message: string, limit: string, node: OperationDefinitionNode) =>
      context.reportError(
        new GraphQLError(message, {
          nodes: node,
          extensions: { code: 'VALIDATION', limit },
        }),
      );
    return {
      Field(node) {
        if (!allowance.introspection && (node.name.value === '__schema' || node.name.value === '__type'))
          context.reportError(
            new GraphQLError('Introspection is only answered to signed-in staff', {
              nodes: node,
              extensions: { code: 'FORBIDDEN', limit: 'introspection' },
            }),
          );
      },
      OperationDefinition(operation) {
        const { depth, fields, aliases } = measure(operation.selectionSet, new Set());
        // Every selection set is a level, fragments included: `{ me { id } }` is two levels deep.
        if (depth > maxDepth) refuse(`Query is nested deeper than ${maxDepth} levels`, 'depth', operation);
        else if (fields > maxFields)
          refuse(`Query selects more than ${maxFields} fields`, 'fields', operation);
        else if (aliases > maxAliases)
          refuse(`Query uses more than ${maxAliases} aliases`, 'aliases', operation);
      },
    };
  };
  Object.defineProperty(rule, 'name', { value: `${allowance.tier}QueryLimits` });
  return rule;
}

/**
 * The rows one operation may ask for: the sum of `first` over every field taking one (its default page when
 * not given), fragments counted where they are spread. Aliases cannot multiply a 200-row page past the bound.
 * Needs the variables, so it runs at execution, not validation.
 */
export function requestedRows(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
  stopAbove: number,
): number {
  const operation = document.definitions.find(
    (d) => d.kind === Kind.OPERATION_DEFINITION && (operationName == null || d.name?.value === operationName),
  );
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) return 0;
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [])),
  );
  const valueOf = (node: ValueNode): unknown =>
    node.kind === Kind.VARIABLE
      ? variables?.[node.name.value]
      : node.kind === Kind.INT
        ? Number(node.value)
        : undefined;
  let total = 0;
  const walk = (
    type: GraphQLNamedType | undefined | null,
    set: SelectionSetNode | undefined,
    visiting: Set<string>,
  ) => {
    if (!set || total > stopAbove) return;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const field =
          type && (isObjectType(type) || isInterfaceType(type))
            ? type.getFields()[selection.name.value]
            : undefined;
        if (field?.args.some((a) => a.name === 'first')) {
          const given = selection.arguments?.find((a) => a.name.value === 'first');
          const value = given ? valueOf(given.value) : undefined;
          // A page above the largest is refused by its own field, with its own message: count the most
          // it could be.
          total +=
            typeof value === 'number' && Number.isFinite(value) && value > 0
              ? Math.min(value, MAX_PAGE_SIZE)
              : given
                ? 0
                : DEFAULT_PAGE_SIZE;
        }
        walk(field ? getNamedType(field.type) : undefined, selection.selectionSet, visiting);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const narrowed = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        walk(narrowed, selection.selectionSet, visiting);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || visiting.has(name)) continue;
        visiting.add(name);
        walk(schema.getType(fragment.typeCondition.name.value), fragment.selectionSet, visiting);
        visiting.delete(name);
      }
      if (total > stopAbove) return;
    }
  };
  const root =
    operation.operation === 'query'
      ? schema.getQueryType()
      : operation.operation === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  walk(root, operation.selectionSet, new Set());
  return total;
}

export interface GuardOptions extends AllowanceSizes {
  /** Most rows one operation may ask for, summed over every list field (`first`) and alias. */
  maxRows: number;
  /** Bound of the parsed-document cache, in estimated heap bytes. */
  cacheMaxBytes: number;
}

/** The GraphQL layer's bounds (Config.graphql). */
export interface GraphQLLimits extends GuardOptions {
  /** Most subscriptions one websocket may hold at once. */
  maxSubscriptionsPerSocket: number;
  /** Interval of the websocket keep-alive pings. */
  keepAliveMs: number;
  /** Largest websocket message accepted, in bytes. */
  maxPayloadBytes: number;
}

export const DEFAULT_GRAPHQL_LIMITS: GraphQLLimits = {
  anonymousMaxBytes: 2048,
  anonymousMaxTokens: 200,
  maxBytes: 65_536,
  maxTokens: 5000,
  maxRows: 1000,
  cacheMaxBytes: 64 * 1024 * 1024,
  maxSubscriptionsPerSocket: 20,
  keepAliveMs: 12_000,
  maxPayloadBytes: 131_072,
};
