import { buildSchema, Kind, parse, print, type DocumentNode, type FragmentDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { codegenTransform, standardOperations, withStandardDocuments } from './standardDocuments.ts';

// A stand-in schema in the API's shape: Widget has every mutation, Gadget can only be updated, Gizmo is
// listed by two Query fields.
const SDL = /* GraphQL */ `
  type Widget {
    id: ID!
    version: Int!
    name: String!
  }
  type WidgetConnection {
    nodes: [Widget!]!
    totalCount: Int!
    totalCountIsEstimate: Boolean!
  }
  input WidgetFilter {
    name_contains: String
  }
  input WidgetSort {
    field: String!
  }
  input WidgetInput {
    name: String
  }
  type Gadget {
    id: ID!
    version: Int!
  }
  type GadgetConnection {
    nodes: [Gadget!]!
    totalCount: Int!
  }
  input GadgetFilter {
    id: ID
  }
  input GadgetSort {
    field: String!
  }
  input GadgetInput {
    id: ID
  }
  type Gizmo {
    id: ID!
  }
  type GizmoConnection {
    nodes: [Gizmo!]!
    totalCount: Int!
  }
  type Deleted {
    id: ID!
  }
  type Query {
    widget(id: ID!): Widget
    widgets(after: String, filter: WidgetFilter, first: Int, offset: Int, sort: WidgetSort): WidgetConnection!
    gadget(id: ID!): Gadget
    gadgetLog(filter: GadgetFilter, sort: GadgetSort, first: Int, offset: Int): GadgetConnection!
    gizmo(id: ID!): Gizmo
    gizmos(filter: String, sort: String, first: Int, offset: Int): GizmoConnection!
    moreGizmos(filter: String, sort: String, first: Int, offset: Int): GizmoConnection!
  }
  type Mutation {
    createWidget(input: WidgetInput!): Widget!
    updateWidget(id: ID!, version: Int!, patch: WidgetInput!): Widget!
    deleteWidget(id: ID!, version: Int!): Deleted!
    updateGadget(id: ID!, version: Int!, patch: GadgetInput!): Gadget!
  }
`;
const schema = buildSchema(SDL);

const fragment = (text: string) => parse(text).definitions[0] as FragmentDefinitionNode;
/** Parsed and printed again: the same layout as standardOperations' answer. */
const canonical = (text: string) => print(parse(text));

describe('standardOperations', () => {
  it('writes the list, record, create, update and delete operations of a fields fragment', () => {
    const widget = fragment('fragment WidgetFields on Widget { id version name }');
    expect(standardOperations(widget, schema)).toBe(
      canonical(/* GraphQL */ `
        query WidgetList($filter: WidgetFilter, $sort: WidgetSort, $first: Int, $offset: Int) {
          list: widgets(filter: $filter, sort: $sort, first: $first, offset: $offset) {
            totalCount
            nodes {
              ...WidgetFields
            }
          }
        }
        query WidgetRecord($id: ID!) {
          record: widget(id: $id) {
            ...WidgetFields
          }
        }
        mutation CreateWidgetRecord($input: WidgetInput!) {
          saved: createWidget(input: $input) {
            id
            version
          }
        }
        mutation UpdateWidgetRecord($id: ID!, $version: Int!, $patch: WidgetInput!) {
          saved: updateWidget(id: $id, version: $version, patch: $patch) {
            id
            version
          }
        }
        mutation DeleteWidgetRecord($id: ID!, $version: Int!) {
          deleted: deleteWidget(id: $id, version: $version) {
            id
          }
        }
      `),
    );
  });

  it('writes no document for a mutation the schema lacks (no create, no delete)', () => {
    const operations = parse(standardOperations(fragment('fragment GadgetFields on Gadget { id }'), schema));
    const names = operations.definitions.map((d) =>
      d.kind === Kind.OPERATION_DEFINITION ? d.name?.value : '',
    );
    expect(names).toEqual(['GadgetList', 'GadgetRecord', 'UpdateGadgetRecord']);
    // The list field is found by what it answers, whatever its name.
    expect(print(operations)).toContain('list: gadgetLog(filter: $filter');
  });

  it('selects totalCountIsEstimate when asked to', () => {
    const widget = fragment('fragment WidgetFields on Widget { id }');
    expect(standardOperations(widget, schema)).not.toContain('totalCountIsEstimate');
    expect(standardOperations(widget, schema, { totalCountIsEstimate: true })).toContain(
      'totalCount\n    totalCountIsEstimate\n    nodes {',
    );
  });

  it('names the fault: a fragment not named <Entity>Fields, a type listed twice or not at all', () => {
    expect(() => standardOperations(fragment('fragment Widget on Widget { id }'), schema)).toThrow(
      'fragment Widget @standardDocuments: the fragment is named <Entity>Fields',
    );
    expect(() => standardOperations(fragment('fragment GizmoFields on Gizmo { id }'), schema)).toThrow(
      'expected one Query field listing Gizmo (filter, sort, first, offset → nodes, totalCount), found 2: gizmos, moreGizmos',
    );
    expect(() => standardOperations(fragment('fragment DeletedFields on Deleted { id }'), schema)).toThrow(
      'expected one Query field listing Deleted',
    );
  });
});

describe('withStandardDocuments', () => {
  const source = /* GraphQL */ `
    fragment WidgetFields on Widget @standardDocuments(totalCountIsEstimate: true) {
      id
      name
    }
    query WidgetNames {
      widgets(first: 5) {
        nodes {
          name
        }
      }
    }
  `;

  it('puts the operations right after the marked fragment, removes the marker and keeps the rest', () => {
    const document = withStandardDocuments(parse(source), schema);
    expect(document.definitions.map((d) => ('name' in d ? d.name?.value : undefined))).toEqual([
      'WidgetFields',
      'WidgetList',
      'WidgetRecord',
      'CreateWidgetRecord',
      'UpdateWidgetRecord',
      'DeleteWidgetRecord',
      'WidgetNames',
    ]);
    const printed = print(document);
    expect(printed).not.toContain('@standardDocuments');
    expect(printed).toContain('fragment WidgetFields on Widget {\n  id\n  name\n}');
    expect(printed).toContain('totalCountIsEstimate');
  });

  it('leaves a document without a marked fragment as it is', () => {
    const document = parse(
      'fragment WidgetFields on Widget { id } query W { widget(id: "1") { ...WidgetFields } }',
    );
    expect(withStandardDocuments(document, schema)).toBe(document);
  });

  it('rejects an unknown option', () => {
    expect(() =>
      withStandardDocuments(
        parse('fragment WidgetFields on Widget @standardDocuments(delete: false) { id }'),
        schema,
      ),
    ).toThrow(
      'fragment WidgetFields @standardDocuments: unknown option "delete" (known: totalCountIsEstimate)',
    );
  });
});

describe('codegenTransform', () => {
  const schemaDocument = parse(SDL);
  // As codegen loads a file: where it is, its documents and their text.
  const file = (location: string, text: string) => ({
    location,
    document: parse(text) as DocumentNode,
    rawSDL: text,
  });

  it('adds the operations to the file holding the fragment, with the file in any error', () => {
    const [widgets, other] = codegenTransform.transform({
      schema: schemaDocument,
      documents: [
        file('widgets.tsx', 'fragment WidgetFields on Widget @standardDocuments { id }'),
        file('other.tsx', 'query W { widget(id: "1") { id } }'),
      ],
    });
    expect(widgets!.document!.definitions).toHaveLength(6);
    expect(widgets!.rawSDL).toContain('mutation DeleteWidgetRecord');
    expect(other!.document!.definitions).toHaveLength(1);
    expect(() =>
      codegenTransform.transform({
        schema: schemaDocument,
        documents: [file('gizmos.tsx', 'fragment GizmoFields on Gizmo @standardDocuments { id }')],
      }),
    ).toThrow('gizmos.tsx: fragment GizmoFields @standardDocuments: expected one Query field');
  });

  it('refuses a standard document also written by hand', () => {
    expect(() =>
      codegenTransform.transform({
        schema: schemaDocument,
        documents: [
          file('widgets.tsx', 'fragment WidgetFields on Widget @standardDocuments { id }'),
          file('old.tsx', 'query WidgetRecord($id: ID!) { record: widget(id: $id) { id } }'),
        ],
      }),
    ).toThrow(
      'widgets.tsx: WidgetRecord is a standard document (@standardDocuments) and is also written by hand in old.tsx',
    );
  });
});
