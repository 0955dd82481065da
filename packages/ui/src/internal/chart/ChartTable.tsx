import { Table } from './ChartFrame.styles.ts';

export interface ChartTableRow {
  key: string;
  /** The row's name: a date, a store, a payment method. */
  header: string;
  /** Formatted values, one per column after the first. */
  cells: readonly string[];
}

/** The chart's figures as a table: first column names the row, then one column per measure. */
export function ChartTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly ChartTableRow[];
}) {
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, i) => (
            <th key={i} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.header}</th>
            {row.cells.map((cell, i) => (
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
