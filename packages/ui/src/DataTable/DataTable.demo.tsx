import { useState } from 'react';
import { DataTable } from './DataTable.tsx';
import { makeOrders, type Order } from './DataTable.fixtures.tsx';
import type { DataTableColumnVisibility, DataTableProps, DataTableSort } from './DataTable.types.ts';

function compare(a: Order, b: Order, id: string): number {
  const x = a[id as keyof Order];
  const y = b[id as keyof Order];
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return String(x).localeCompare(String(y));
}

/** Stands in for the server in stories: sorts in memory and builds each page deterministically. */
export function sortOrders(rows: Order[], sort: DataTableSort | null): Order[] {
  if (!sort) return rows;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(a, b, sort.id));
}

/** A DataTable whose callbacks also drive local state, so stories are interactive and still log actions. */
export function OrdersDemo(props: DataTableProps<Order>) {
  const [sort, setSort] = useState<DataTableSort | null>(props.sort ?? null);
  const [page, setPage] = useState(props.page ?? 1);
  const [pageSize, setPageSize] = useState(props.pageSize ?? 10);
  const [selected, setSelected] = useState<string[]>([...(props.selectedIds ?? [])]);
  const [visibility, setVisibility] = useState<DataTableColumnVisibility>(props.columnVisibility ?? {});
  const paged = props.total !== undefined && props.onPageChange !== undefined;
  const source = paged ? makeOrders(pageSize, (page - 1) * pageSize) : props.data;
  return (
    <DataTable<Order>
      {...props}
      data={sortOrders(source, sort)}
      sort={sort}
      onSortChange={
        props.onSortChange &&
        ((next) => {
          setSort(next);
          props.onSortChange?.(next);
        })
      }
      page={page}
      pageSize={pageSize}
      onPageChange={
        props.onPageChange &&
        ((next) => {
          setPage(next);
          props.onPageChange?.(next);
        })
      }
      onPageSizeChange={
        props.onPageSizeChange &&
        ((next) => {
          setPageSize(next);
          setPage(1);
          props.onPageSizeChange?.(next);
        })
      }
      selectedIds={selected}
      onSelectionChange={
        props.onSelectionChange &&
        ((ids) => {
          setSelected(ids);
          props.onSelectionChange?.(ids);
        })
      }
      columnVisibility={visibility}
      onColumnVisibilityChange={
        props.onColumnVisibilityChange &&
        ((next) => {
          setVisibility(next);
          props.onColumnVisibilityChange?.(next);
        })
      }
    />
  );
}
