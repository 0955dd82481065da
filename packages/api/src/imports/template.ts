import { stringify } from 'csv-stringify/sync';
import type { ImportEntityDescription } from './entity.ts';

/** The entity's template: its header row and one example row, UTF-8 with BOM (Excel reads it as UTF-8). */
export function importTemplate(entity: ImportEntityDescription): string {
  return stringify([entity.columns.map((c) => c.name), entity.columns.map((c) => c.example)], {
    bom: true,
    record_delimiter: 'windows',
  });
}

export const templateUrl = (entity: ImportEntityDescription) => `/api/import/templates/${entity.key}.csv`;
