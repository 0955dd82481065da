export { CheckReportTable } from './CheckReportTable.tsx';
export type {
  CheckReportError,
  CheckReportTableLabels,
  CheckReportTableProps,
} from './CheckReportTable.types.ts';
