// One description per entity; ListPage and EditPage render any of them.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Resource } from '@market/domain';
import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { AnyObjectSchema } from 'yup';

/** What every listed row carries: its id and the version an edit starts from (CONFLICT detection). */
export interface ResourceRow {
  id: string;
  version: number;
}

export interface Connection<Row> {
  nodes: Row[];
  totalCount: number;
}

/**
 * The documents alias their root field (`list`, `record`, `saved`, `deleted`) so one page can read
 * any entity's answer; variables are the server's generic list/get/create/update/delete arguments.
 * They are typed `never` here: the framework builds them from the description's own names.
 */
export interface ResourceDocuments<Row extends ResourceRow> {
  list: TypedDocumentNode<{ list: Connection<Row> }, never>;
  get: TypedDocumentNode<{ record?: (ResourceRow & Record<string, unknown>) | null }, never>;
  /** Absent when staff cannot create this entity here (orders are placed by customers): no Add button. */
  create?: TypedDocumentNode<{ saved: ResourceRow }, never>;
  /** Absent when rows are never edited through the shared form (wallet accounts: ledger only). */
  update?: TypedDocumentNode<{ saved: ResourceRow }, never>;
  /** Absent when this entity is never deleted (orders): no row selection, no Delete button. */
  delete?: TypedDocumentNode<{ deleted: { id: string } }, never>;
}

export interface ColumnDescription<Row> {
  /** The row field (and the server's sort field when `sortable`). */
  id: string;
  header: MessageDescriptor;
  /** The cell; the raw field value by default. */
  cell?: (row: Row) => ReactNode;
  sortable?: boolean;
  align?: 'start' | 'center' | 'end';
}

export interface FilterDescription {
  /** The server filter's field, e.g. `name_contains`; also the URL parameter. */
  name: string;
  label: MessageDescriptor;
  /**
   * text: a search box; boolean: any/yes/no; select: one of `choices`; dateFrom / dateTo: a day, sent as
   * the start / end of that day in the user's time zone (for `…_gte` / `…_lte` filters).
   */
  kind: 'text' | 'boolean' | 'select' | 'dateFrom' | 'dateTo';
  /** `select`: fixed choices; their values go to the server as numbers when `numeric`. */
  choices?: readonly { value: string; label: MessageDescriptor }[];
  numeric?: boolean;
  /** `select`: choices loaded from the server instead (e.g. the configurable order statuses). */
  options?: OptionSource;
}

/** Options of a reference field, loaded from the server (e.g. the states a city belongs to). */
export interface OptionSource {
  document: TypedDocumentNode<{ list: Connection<{ id: string } & Record<string, unknown>> }, never>;
  /** The field shown for each option. */
  labelField: string;
  /** The field stored as the value; the record id by default (order statuses use their code). */
  valueField?: string;
}

export interface FieldDescription {
  /** The GraphQL input field (and the domain rule's key). */
  name: string;
  label: MessageDescriptor;
  kind:
    | 'text'
    | 'textarea'
    | 'number'
    | 'switch'
    | 'reference'
    | 'select'
    | 'money'
    | 'date'
    | 'datetime'
    | 'color'
    | 'image';
  /** `reference`: the records to pick from. */
  options?: OptionSource;
  /** `select`: the fixed choices (usually a domain enum), stored as their value. */
  choices?: readonly { value: string; label: MessageDescriptor }[];
  /** `money`: the ISO currency the amount is in (minor units); USD when omitted. */
  currency?: string;
  /** Text that reads left to right in every language (codes, versions, patterns, keys). */
  ltr?: boolean;
  /** `image`: the upload rule — images ≤ 2 MB, slider images ≤ 5 MB. */
  uploadKind?: 'image' | 'slider';
  hint?: MessageDescriptor;
}

export interface ResourceMessages {
  /** The list page title (the menu's). */
  title: MessageDescriptor;
  /** One row, lower case in sentences: "language". */
  singular: MessageDescriptor;
}

export interface ResourceDescription<Row extends ResourceRow = ResourceRow> {
  /** The domain permission resource (menu, routes and server share it). */
  resource: Resource;
  /** The GraphQL list name, also the export path `/api/export/<listName>`. */
  listName: string;
  /** The GraphQL type name the audit log files changes under, e.g. "Language". */
  entityType: string;
  /** The list route; the edit route is `<path>/edit/:id?`. */
  path: string;
  documents: ResourceDocuments<Row>;
  columns: ColumnDescription<Row>[];
  filters: FilterDescription[];
  fields: FieldDescription[];
  /** The domain yup schema for the form (`languageRules`…). */
  rules: AnyObjectSchema;
  /** What a row is called for screen readers and confirmations. */
  rowLabel: (row: Row) => string;
  messages: ResourceMessages;
  /** The sort when the URL names none. */
  defaultSort?: { field: string; direction: 'asc' | 'desc' };
  /** Filter values always sent, not shown (the customer wallet screen lists `ownerType: customer`). */
  fixedFilter?: Record<string, string | number | boolean>;
  /** Where a clicked row leads; its edit page by default (orders open their view page). */
  rowHref?: (row: Row) => string;
}

/** Checks a description against its row type at the definition site. */
export function defineResource<Row extends ResourceRow>(
  description: ResourceDescription<Row>,
): ResourceDescription<Row> {
  return description;
}
