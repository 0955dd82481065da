export { DataTable, DataTableText } from './DataTable.tsx';
export type {
  DataTableColumnVisibility,
  DataTableLabels,
  DataTableProps,
  DataTableSort,
} from './DataTable.types.ts';
