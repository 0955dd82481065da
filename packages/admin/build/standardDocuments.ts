import {
  buildASTSchema,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  parse,
  print,
  type DirectiveNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

// The standard documents of an entity — its list, record, create, update and delete operations — are
// written by `pnpm codegen`, not by hand. The admin source holds only the entity's fields fragment, marked
// with `@standardDocuments`:
//
//   fragment ProductFields on Product @standardDocuments { id version name … }
//
// From it and the API schema (the list and record fields of Query answering Product, and the mutations
// createProduct / updateProduct / deleteProduct where the schema has them), a codegen document transform
// (codegenTransform, wired in packages/api/scripts/codegen.config.ts) adds, right after the fragment:
//
//   query ProductList(…) { list: products(…) { totalCount nodes { ...ProductFields } } }
//   query ProductRecord($id: ID!) { record: product(id: $id) { ...ProductFields } }
//   mutation CreateProductRecord / UpdateProductRecord → saved { id version }
//   mutation DeleteProductRecord → deleted { id }
//
// The names are the fragment's name without `Fields`; the aliases are the ones the resource framework reads
// (framework/types.ts). A mutation the schema lacks gets no document (admins are invited, never created
// here; wallet accounts change only through the ledger). The marker is removed from the fragment, so the
// typed documents in generated.ts are what the same operations written by hand gave. It all happens at
// codegen time: the app ships the documents as ASTs and no GraphQL parser.
//
// Options (arguments of the marker):
//   totalCountIsEstimate: true — the list also asks whether the count is an estimate (large tables).

export const DIRECTIVE = 'standardDocuments';

export interface StandardDocumentOptions {
  /** The list selects `totalCountIsEstimate` beside `totalCount`. */
  totalCountIsEstimate?: boolean;
}

const OPTIONS: Record<keyof StandardDocumentOptions, 'boolean'> = { totalCountIsEstimate: 'boolean' };

type Field = GraphQLField<unknown, unknown>;

function fail(fragment: string, message: string): never {
  throw new Error(`fragment ${fragment} @${DIRECTIVE}: ${message}`);
}

function argumentTypes(field: Field, names: string[], fragment: string) {
  const args = new Map(field.args.map((a) => [a.name, String(a.type)]));
  return names.map((name) => {
    const type = args.get(name);
    if (!type) fail(fragment, `${field.name} has no argument "${name}"`);
    return type;
  });
}

/** The one Query field answering a page of `type` (nodes, totalCount) with filter, sort, first and offset. */
function listField(query: GraphQLObjectType, type: string, fragment: string): Field {
  const found = Object.values(query.getFields()).filter((field) => {
    const connection = getNamedType(field.type);
    if (!isObjectType(connection) || isListType(isNonNullType(field.type) ? field.type.ofType : field.type)) {
      return false;
    }
    const { nodes, totalCount } = connection.getFields();
    const names = new Set(field.args.map((a) => a.name));
    return (
      !!nodes &&
      !!totalCount &&
      getNamedType(nodes.type).name === type &&
      ['filter', 'sort', 'first', 'offset'].every((name) => names.has(name))
    );
  });
  if (found.length !== 1) {
    fail(
      fragment,
      `expected one Query field listing ${type} (filter, sort, first, offset → nodes, totalCount), ` +
        `found ${found.length}${found.length ? `: ${found.map((f) => f.name).join(', ')}` : ''}`,
    );
  }
  return found[0]!;
}

/** The one Query field answering a single `type` by `id: ID!`. */
function recordField(query: GraphQLObjectType, type: string, fragment: string): Field {
  const found = Object.values(query.getFields()).filter(
    (field) =>
      getNamedType(field.type).name === type &&
      !isListType(isNonNullType(field.type) ? field.type.ofType : field.type) &&
      field.args.length === 1 &&
      field.args[0]!.name === 'id' &&
      String(field.args[0]!.type) === 'ID!',
  );
  if (found.length !== 1) {
    fail(
      fragment,
      `expected one Query field answering a ${type} by id: ID!, found ${found.length}` +
        (found.length ? `: ${found.map((f) => f.name).join(', ')}` : ''),
    );
  }
  return found[0]!;
}

function optionsOf(marker: DirectiveNode, fragment: string): StandardDocumentOptions {
  const options: StandardDocumentOptions = {};
  for (const arg of marker.arguments ?? []) {
    const name = arg.name.value as keyof StandardDocumentOptions;
    if (!(name in OPTIONS)) {
      fail(fragment, `unknown option "${arg.name.value}" (known: ${Object.keys(OPTIONS).join(', ')})`);
    }
    if (arg.value.kind !== Kind.BOOLEAN) fail(fragment, `option "${name}" takes true or false`);
    options[name] = arg.value.value;
  }
  return options;
}

/**
 * The standard operations of an entity's fields fragment, as GraphQL text: list and record always, create,
 * update and delete where the schema has `create<Type>`, `update<Type>` and `delete<Type>`.
 */
export function standardOperations(
  fragment: FragmentDefinitionNode,
  schema: GraphQLSchema,
  options: StandardDocumentOptions = {},
): string {
  const name = fragment.name.value;
  const type = fragment.typeCondition.name.value;
  if (!name.endsWith('Fields') || name === 'Fields') fail(name, 'the fragment is named <Entity>Fields');
  const entity = name.slice(0, -'Fields'.length);
  if (!isObjectType(schema.getType(type))) fail(name, `${type} is not an object type of the schema`);
  const query = schema.getQueryType();
  if (!query) fail(name, 'the schema has no Query type');
  const mutations = schema.getMutationType()?.getFields() ?? {};

  const list = listField(query, type, name);
  const [filter, sort, first, offset] = argumentTypes(list, ['filter', 'sort', 'first', 'offset'], name);
  const record = recordField(query, type, name);
  const operations = [
    `query ${entity}List($filter: ${filter}, $sort: ${sort}, $first: ${first}, $offset: ${offset}) {
      list: ${list.name}(filter: $filter, sort: $sort, first: $first, offset: $offset) {
        totalCount
        ${options.totalCountIsEstimate ? 'totalCountIsEstimate' : ''}
        nodes { ...${name} }
      }
    }`,
    `query ${entity}Record($id: ${argumentTypes(record, ['id'], name)[0]}) {
      record: ${record.name}(id: $id) { ...${name} }
    }`,
  ];
  const create = mutations[`create${type}`];
  if (create) {
    const [input] = argumentTypes(create, ['input'], name);
    operations.push(`mutation Create${entity}Record($input: ${input}) {
      saved: ${create.name}(input: $input) { id version }
    }`);
  }
  const update = mutations[`update${type}`];
  if (update) {
    const [id, version, patch] = argumentTypes(update, ['id', 'version', 'patch'], name);
    operations.push(`mutation Update${entity}Record($id: ${id}, $version: ${version}, $patch: ${patch}) {
      saved: ${update.name}(id: $id, version: $version, patch: $patch) { id version }
    }`);
  }
  const remove = mutations[`delete${type}`];
  if (remove) {
    const [id, version] = argumentTypes(remove, ['id', 'version'], name);
    operations.push(`mutation Delete${entity}Record($id: ${id}, $version: ${version}) {
      deleted: ${remove.name}(id: $id, version: $version) { id }
    }`);
  }
  // Printed from the parsed text: one canonical layout whatever the template's indentation.
  return print(parse(operations.join('\n')));
}

/**
 * A document with each marked fragment followed by its standard operations and the marker removed; the
 * document itself when it has no marked fragment.
 */
export function withStandardDocuments(document: DocumentNode, schema: GraphQLSchema): DocumentNode {
  let changed = false;
  const definitions = document.definitions.flatMap((definition) => {
    if (definition.kind !== Kind.FRAGMENT_DEFINITION) return [definition];
    const marker = definition.directives?.find((d) => d.name.value === DIRECTIVE);
    if (!marker) return [definition];
    changed = true;
    const fragment: FragmentDefinitionNode = {
      ...definition,
      directives: definition.directives!.filter((d) => d !== marker),
    };
    const options = optionsOf(marker, fragment.name.value);
    return [fragment, ...parse(standardOperations(fragment, schema, options)).definitions];
  });
  return changed ? { ...document, definitions } : document;
}

interface DocumentFile {
  location?: string;
  document?: DocumentNode;
  rawSDL?: string;
}

/** The codegen document transform (`documentTransforms` of an output in the codegen config). */
export const codegenTransform = {
  transform<File extends DocumentFile>({ documents, schema }: { documents: File[]; schema: DocumentNode }) {
    const built = buildASTSchema(schema, { assumeValidSDL: true });
    const written = new Map<string, string>();
    for (const file of documents) {
      for (const definition of file.document?.definitions ?? []) {
        if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) {
          written.set(definition.name.value, file.location ?? 'a document');
        }
      }
    }
    return documents.map((file) => {
      if (!file.document) return file;
      let document: DocumentNode;
      try {
        document = withStandardDocuments(file.document, built);
      } catch (error) {
        throw new Error(`${file.location ?? 'a document'}: ${(error as Error).message}`, { cause: error });
      }
      if (document === file.document) return file;
      // A hand-written operation of the same name would be a second export of that name in generated.ts.
      for (const definition of document.definitions) {
        if (definition.kind !== Kind.OPERATION_DEFINITION || !definition.name) continue;
        const elsewhere = written.get(definition.name.value);
        if (elsewhere && !file.document.definitions.includes(definition)) {
          throw new Error(
            `${file.location ?? 'a document'}: ${definition.name.value} is a standard document ` +
              `(@${DIRECTIVE}) and is also written by hand in ${elsewhere}; remove the hand-written one`,
          );
        }
      }
      return { ...file, document, rawSDL: print(document) };
    });
  },
};
