import {
  getNullableType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  type FragmentDefinitionNode,
  type GraphQLFieldMap,
  type GraphQLOutputType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';

// Sample records of an entity for its generated stories (build/generatedStories.ts), from its fields fragment
// (the one marked `@standardDocuments`) and the API schema: each selected field gets a value of its schema
// type that reads well on a screenshot and never changes from one run to the next.
//
//   sampleRecords(StateFields, schema, 3) →
//     [{ __typename: 'State', id: '00000000-0000-4000-8000-000000000001', version: 1,
//        name: 'Sample state 1', code: 'S1', cityCount: 4 }, … 'Sample state 2' …, … 'Sample state 3' …]
//
// By type: ID a fixed UUID, Int a small multiple of the record's number (`version` and `sort` the number
// itself), Float a multiple of 2.5, Boolean true / false / true…, an enum its values in schema order,
// Money minor units (1250 = 12.50), DateTime and Date fixed days of January 2026, JSON `{}` (null when
// nullable), a list one item, an object its selected fields. A String follows the field's name: `name`,
// `title` and `label` read "Sample state 1", `code` "S1", `slug` "sample-state-1", `email`, `phone`, `link`
// and `url` look like theirs; image fields are empty (no network in a screenshot); any other string is
// the field's words and the number ("Locale 1"). A scalar not listed here fails, naming the field.

/** A sample object as the server answers it (`__typename` included, for the client cache). */
export type SampleRecord = { __typename: string } & Record<string, unknown>;

/** The words of a camelCase name, lower-case: `DeliveryMethod` → `delivery method`. */
export function words(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The `n`th fixed UUID (version 4 layout), so that URLs and reference filters accept it. */
export function sampleId(n: number, group = 0): string {
  return `00000000-0000-4000-8000-${pad(group, 4)}${pad(n, 8)}`;
}

const IMAGE = /(image|logo|banner|avatar|photo|picture)$/i;

/** A string for `field` of the `n`th sample of `type`. */
function sampleString(field: string, type: string, n: number, nullable: boolean): string | null {
  const entity = words(type);
  if (IMAGE.test(field)) return nullable ? null : '';
  switch (field) {
    case 'name':
    case 'title':
    case 'label':
      return `Sample ${entity} ${n}`;
    case 'code':
      return `${entity
        .split(' ')
        .map((w) => w.charAt(0))
        .join('')
        .toUpperCase()}${n}`;
    case 'sku':
      return `SKU-${pad(n, 4)}`;
    case 'slug':
      return `sample-${entity.replaceAll(' ', '-')}-${n}`;
    case 'email':
      return `sample${n}@example.com`;
    case 'phone':
      return `+20 100 000 ${pad(n, 4)}`;
    case 'link':
    case 'url':
      return `https://example.com/${entity.replaceAll(' ', '-')}/${n}`;
    case 'currencyCode':
      return 'EGP';
    default:
      return `${capitalised(words(field))} ${n}`;
  }
}

/** The value of a named (non-list) scalar or enum type for the `n`th sample. */
function sampleLeaf(
  type: GraphQLOutputType,
  field: string,
  parent: string,
  n: number,
  nullable: boolean,
): unknown {
  if (isEnumType(type)) {
    const values = type.getValues();
    return values[(n - 1) % values.length]!.value;
  }
  if (!isScalarType(type)) throw new Error(`${parent}.${field}: ${String(type)} is not a scalar or enum`);
  const day = pad(10 + n, 2);
  switch (type.name) {
    case 'ID':
      return sampleId(n, field === 'id' ? 0 : 1);
    case 'Int':
      return field === 'version' || field === 'sort' ? n : n * 4;
    case 'Float':
      return n * 2.5;
    case 'Boolean':
      return n % 2 === 1;
    case 'String':
      return sampleString(field, parent, n, nullable);
    case 'Money':
      return n * 1250;
    case 'DateTime':
      return `2026-01-${day}T09:30:00.000Z`;
    case 'Date':
      return `2026-01-${day}`;
    case 'JSON':
      return nullable ? null : {};
    case 'ReportValue':
      return n;
    default:
      throw new Error(
        `${parent}.${field}: no sample for the scalar ${type.name} (build/sampleData.ts); write the stories by hand`,
      );
  }
}

function sampleValue(
  schemaType: GraphQLOutputType,
  selection: SelectionSetNode | undefined,
  field: string,
  parent: string,
  n: number,
): unknown {
  const nullable = !isNonNullType(schemaType);
  const type = getNullableType(schemaType);
  if (isListType(type)) return [sampleValue(type.ofType, selection, field, parent, n)];
  if (isObjectType(type)) {
    if (!selection) throw new Error(`${parent}.${field}: an object needs a selection`);
    return sampleObject(type.name, selection, type.getFields(), n);
  }
  return sampleLeaf(type, field, parent, n, nullable);
}

function sampleObject(
  typeName: string,
  selection: SelectionSetNode,
  fields: GraphQLFieldMap<unknown, unknown>,
  n: number,
): SampleRecord {
  const object: SampleRecord = { __typename: typeName };
  for (const node of selection.selections) {
    if (node.kind !== Kind.FIELD) {
      throw new Error(
        `${typeName}: only plain fields get samples, not a ${node.kind}; write the stories by hand`,
      );
    }
    const name = node.name.value;
    if (name === '__typename') continue;
    const field = fields[name];
    if (!field) throw new Error(`${typeName} has no field ${name}`);
    object[node.alias?.value ?? name] = sampleValue(field.type, node.selectionSet, name, typeName, n);
  }
  return object;
}

/** `count` sample objects of the fragment's type (numbered from 1), with the fragment's fields. */
export function sampleRecords(
  fragment: FragmentDefinitionNode,
  schema: GraphQLSchema,
  count: number,
): SampleRecord[] {
  const typeName = fragment.typeCondition.name.value;
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`${fragment.name.value}: ${typeName} is not an object type`);
  return Array.from({ length: count }, (_, i) =>
    sampleObject(typeName, fragment.selectionSet, type.getFields(), i + 1),
  );
}
