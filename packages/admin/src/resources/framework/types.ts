// One description per entity; ListPage and EditPage render any of them.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { ReferenceEntity, Resource } from '@market/domain';
import type { ComponentType, ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { RuleName } from './rules.ts';

/** What every listed row carries: its id and the version an edit starts from (CONFLICT detection). */
export interface ResourceRow {
  id: string;
  version: number;
}

export interface Connection<Row> {
  nodes: Row[];
  totalCount: number;
  /** True when the server estimated a count too large to count exactly (shown as "about"). */
  totalCountIsEstimate?: boolean;
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
  /**
   * Size the column to its widest value (dates, money, statuses, codes): never cut. Columns aligned to the
   * end (numbers, money) fit by default; the other columns share the rest of the width.
   */
  fit?: boolean;
}

export interface FilterDescription<Name extends string = string> {
  /**
   * The server filter's field, e.g. `name_contains`; also the URL parameter. `defineResource` checks it
   * against the list document's generated filter input, so a misspelt name fails `tsc`.
   */
  name: Name;
  label: MessageDescriptor;
  /**
   * The field's name on a filter chip when `label` says more ("Placed" for "Placed from"); a day-from /
   * day-to pair of one field shows as one chip named after the first of them.
   */
  chipLabel?: MessageDescriptor;
  /**
   * text: a search box; boolean: any/yes/no; select: one of `choices`; dateFrom / dateTo: a day, sent as
   * the start / end of that day in the user's time zone (for `…_gte` / `…_lte` filters); reference: one
   * record of `reference` picked by searching (its id in the URL, its label looked up again on reload).
   */
  kind: 'text' | 'boolean' | 'select' | 'dateFrom' | 'dateTo' | 'reference';
  /** `reference`: the entity searched (`referenceChoices`). */
  reference?: ReferenceEntity;
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
    | 'multiReference'
    | 'select'
    | 'money'
    | 'date'
    | 'datetime'
    | 'color'
    | 'image';
  /** `reference` among a few records (all of them as a select) / `multiReference`: several of them (a list of their values). */
  options?: OptionSource;
  /**
   * `reference` among many records (stores, merchants, customers, cities): a combobox that searches the
   * server and shows the chosen record's label. Whoever may use the screen may search it.
   */
  reference?: ReferenceEntity;
  /** `select`: the fixed choices (usually a domain enum), stored as their value. */
  choices?: readonly { value: string; label: MessageDescriptor }[];
  /** `select`: a first choice meaning "none", stored as null (the field is optional). */
  emptyChoice?: MessageDescriptor;
  /** `money`: the ISO currency the amount is in (minor units); USD when omitted. */
  currency?: string;
  /**
   * `money`: another field that decides the currency — a currency code field, or a `reference` whose chosen
   * record has one (a product's store). Until it is known, `currency`.
   */
  currencyFrom?: string;
  /** `number`: decimal places it takes (coordinates); whole numbers when omitted. */
  decimals?: number;
  /** Text that reads left to right in every language (codes, versions, patterns, keys). */
  ltr?: boolean;
  /** `image`: the upload rule — images ≤ 2 MB, slider images ≤ 5 MB. */
  uploadKind?: 'image' | 'slider';
  hint?: MessageDescriptor;
  /** Values of the hint's placeholders (a default taken from the domain). */
  hintValues?: Record<string, string | number>;
}

/**
 * A titled group of a form's fields (a store's General, Location, Money and commission…). On wide screens
 * (≥ 1200 px) the sections stand in two columns: the main ones, and the `side` ones (status, visibility) in a
 * narrower card beside them; narrow screens stack them all in one column, the side ones last.
 */
export interface FormSection {
  /** Stable key (also the heading's id). */
  id: string;
  title: MessageDescriptor;
  /** Its fields' names, in the order shown; a name the current form lacks (a create form's) is skipped. */
  fields: readonly string[];
  /** In the side column (status and visibility switches). */
  side?: boolean;
}

/** What an extra section of an existing record's edit page gets (a store's opening hours, a collection's stores). */
export interface RecordSectionProps {
  /** The record as the page loaded it (its `version` is `version` below, kept current). */
  record: ResourceRow & Record<string, unknown>;
  /** The version the page's edits start from; a section whose save bumps it reports the new one. */
  version: number;
  onVersionChange: (version: number) => void;
  /** Someone else saved the record meanwhile: load it again (the form and every section). */
  reload: () => Promise<void>;
  /** Unsaved changes in the section: leaving the page asks first. */
  onDirtyChange: (dirty: boolean) => void;
}

export interface RecordSection {
  /** Stable key (also the heading's id). */
  id: string;
  title: MessageDescriptor;
  component: ComponentType<RecordSectionProps>;
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
  /**
   * Titled groups of `fields` (and of `createForm`'s, by name), laid out in two columns on wide screens.
   * Omitted: the form is one card of fields in their order. Fields no section names follow in a last card.
   */
  formSections?: readonly FormSection[];
  /**
   * The domain yup schema for the form, by its name in rules.ts (`'languageRules'`…): the schemas and yup
   * load with the edit form, not with the list page.
   */
  rules: RuleName;
  /**
   * A new record asks for other fields, under another rule, than an existing one is edited with (staff are
   * invited by email, name and role; their phone and activity are edited later). Omitted: `fields`/`rules`.
   */
  createForm?: { fields: FieldDescription[]; rules: RuleName };
  /** What a row is called for screen readers and confirmations. */
  rowLabel: (row: Row) => string;
  messages: ResourceMessages;
  /** The sort when the URL names none. */
  defaultSort?: { field: string; direction: 'asc' | 'desc' };
  /** Filter values always sent, not shown (the customer wallet screen lists `ownerType: customer`). */
  fixedFilter?: Record<string, string | number | boolean>;
  /**
   * Parts of an existing record edited beside the form, each with its own save (a store's weekday timeslots,
   * a collection's member stores); shown under the form once the record is loaded.
   */
  sections?: readonly RecordSection[];
  /** Where a clicked row leads; its edit page by default (orders open their view page). */
  rowHref?: (row: Row) => string;
  /** Offer "Activate" / "Deactivate" for the selected rows (`bulkSetActive<List>` on the server). */
  bulkActive?: boolean;
  /** More actions for the selected rows, beside export and delete (orders: change their status). */
  bulkActions?: ComponentType<BulkActionProps>;
}

/** What a description's own bulk action gets: the selection, with the version each row was read at. */
export interface BulkActionProps {
  ids: readonly string[];
  versions: Readonly<Record<string, number>>;
  /** Called when it changed rows: the list reloads and the selection keeps only `keep`. */
  onDone: (keep: readonly string[]) => void;
}

/** The field names of a list document's generated filter input (`ProductFilter` → `name_contains` | …). */
type FilterNameOf<Vars> = [Vars] extends [{ filter?: infer Filter }]
  ? Extract<keyof NonNullable<Filter>, string>
  : string;

/** The sort fields of a list document's generated sort input (`ProductSortField`). */
type SortFieldOf<Vars> = [Vars] extends [{ sort?: infer Sort }]
  ? NonNullable<Sort> extends { field: infer Field }
    ? Extract<Field, string>
    : string
  : string;

/**
 * A description as written at its definition site: the row type and the list's variables are read from the
 * generated list document, and the names that end up in those variables (filters, the fixed filter, the
 * default sort) are checked against the generated filter and sort inputs.
 */
export type DefinedResource<Row extends ResourceRow, Vars> = Omit<
  ResourceDescription<Row>,
  'documents' | 'filters' | 'fixedFilter' | 'defaultSort'
> & {
  documents: Omit<ResourceDocuments<Row>, 'list'> & {
    list: TypedDocumentNode<{ list: Connection<Row> }, Vars>;
  };
  filters: FilterDescription<FilterNameOf<Vars>>[];
  fixedFilter?: Partial<Record<FilterNameOf<Vars>, string | number | boolean>>;
  defaultSort?: { field: SortFieldOf<Vars>; direction: 'asc' | 'desc' };
};

/** Checks a description against its generated list document at the definition site. */
export function defineResource<Row extends ResourceRow, Vars>(
  description: DefinedResource<Row, Vars>,
): ResourceDescription<Row> {
  return description as ResourceDescription<Row>;
}
