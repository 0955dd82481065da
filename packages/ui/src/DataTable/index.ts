export { DataTable } from './DataTable.tsx';
export type {
  DataTableColumnVisibility,
  DataTableLabels,
  DataTableProps,
  DataTableSort,
} from './DataTable.types.ts';
