import type { AnyObjectSchema } from 'yup';
import type { Found, Lookup } from './refs.ts';

/**
 * What one import entity is, as data: its columns, its natural key, its references and the form's rules.
 * The shared machinery (run.ts) reads files, resolves references in bulk, validates, reports and writes.
 */

export type CellKind =
  /** Text as typed; empty → the form's default. */
  | 'text'
  /** A whole number. */
  | 'int'
  /** A decimal number (coordinates). */
  | 'number'
  /** true/false, yes/no, 1/0. */
  | 'flag'
  /** An amount in major units with the currency's decimals ("12.50"), stored as minor units. */
  | 'money'
  /** ISO 8601 date or date-time. */
  | 'date';

export interface ImportColumn {
  /** The header name in the file. */
  name: string;
  required: boolean;
  description: string;
  /** The example row of the template. */
  example: string;
  /**
   * The form field this column fills (its rule's key); the field's messages are reported on this column.
   * Absent for a column that only feeds a reference (see `references`).
   */
  field?: string;
  kind?: CellKind;
  /** A column whose kind depends on another cell (a percentage or an amount). */
  convert?: (cell: string, row: RowCells, decimals: number) => { value: unknown } | { problem: string };
}

export interface ImportReference {
  /** The cells that make the key, in the lookup's order; errors are reported on the first. */
  columns: string[];
  lookup: Lookup;
  /** The form field that receives the found id. */
  field: string;
  /** The key may also name a row earlier in the same file (a category's parent). */
  sameFile?: boolean;
  /** Used when every key cell is blank (the form's default, e.g. currency USD). */
  whenBlank?: string[];
}

/** The cells of one row by header name (every known column present; '' when absent from the file). */
export type RowCells = Readonly<Record<string, string>>;

export interface ImportWrite {
  table: string;
  /** The ON CONFLICT target for create-or-update, e.g. `(store_id, sku)` or `((lower(email)))`. */
  conflict: string;
  /** field → column and SQL type (the unnest array's element type). */
  columns: {
    field: string;
    column: string;
    type: 'text' | 'int4' | 'int8' | 'bool' | 'uuid' | 'timestamptz' | 'numeric';
  }[];
}

export interface ImportEntityDescription {
  /** URL and API key, e.g. 'products'. */
  key: string;
  /** The audit log's entity. */
  auditEntity: string;
  /** Singular noun for messages ("A product with … already exists"). */
  noun: string;
  columns: ImportColumn[];
  /** Header names whose values identify a record (unique in the file and in the database). */
  naturalKey: string[];
  /** Finds existing records by the natural key (cells in `naturalKey` order). */
  self: Lookup;
  /** The form field of a single-column natural key (links rows to earlier rows of the same file). */
  naturalKeyField?: string;
  references: ImportReference[];
  /** The same rules the entity's form uses (@market/domain). */
  rules: AnyObjectSchema;
  /** The currency decimals that money columns use for this row (default: the default currency's). */
  decimals?: (found: Readonly<Record<string, Found | undefined>>, fallback: number) => number;
  /** Checks across cells the form does not express (reported per column). */
  rowCheck?: (row: RowCells) => Record<string, string> | null;
  write: ImportWrite;
}

export const describe = (entity: ImportEntityDescription) => entity;
