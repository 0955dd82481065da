// Sample filters for the stories and tests: an orders list's search, status, store and date range.
import { useState } from 'react';
import { SearchField } from '../SearchField/index.ts';
import { Select } from '../Select/index.ts';
import { FilterBar } from './FilterBar.tsx';
import type { FilterBarChip, FilterBarLabels, FilterBarProps } from './FilterBar.types.ts';

export const sampleLabels: FilterBarLabels = {
  addFilter: 'Add filter',
  filters: 'Filters',
  remove: (chip) => `Remove filter ${chip.field}`,
  noValue: '(choose)',
  clearAll: 'Clear filters',
};

export const SAMPLE_FIELDS = [
  { id: 'status', label: 'Status' },
  { id: 'paymentStatus', label: 'Payment' },
  { id: 'storeId', label: 'Store' },
  { id: 'placedAt', label: 'Placed' },
] as const;

const STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'delivered', label: 'Delivered' },
];

export const sampleSearch = <SearchField aria-label="Order number" placeholder="Order number" />;

export function statusChip(
  value: string | undefined,
  onChange: (value: string) => void = () => {},
): FilterBarChip {
  return {
    id: 'status',
    field: 'Status',
    operator: 'is',
    value: STATUSES.find((s) => s.value === value)?.label,
    editor: <Select label="Status" options={STATUSES} value={value ?? ''} onValueChange={onChange} />,
  };
}

export const storeChip: FilterBarChip = {
  id: 'storeId',
  field: 'Store',
  operator: 'is',
  value: 'Green Basket Market — Maadi branch',
  editor: (
    <Select label="Store" options={[{ value: 'g', label: 'Green Basket Market — Maadi branch' }]} value="g" />
  ),
};

export const placedChip: FilterBarChip = {
  id: 'placedAt',
  field: 'Placed',
  operator: 'between',
  value: 'Nov 1 – Nov 30, 2026',
  editor: <Select label="Placed" options={[{ value: 'nov', label: 'Nov 1 – Nov 30, 2026' }]} value="nov" />,
};

/** A working bar: adding, editing and removing chips changes its own state, as a list's URL would. */
export function LiveFilterBar(props: Partial<FilterBarProps>) {
  const [status, setStatus] = useState<string | undefined>('pending');
  const [shown, setShown] = useState<string[]>(['status']);
  const chips = shown.map((id) =>
    id === 'status' ? statusChip(status, setStatus) : id === 'storeId' ? storeChip : placedChip,
  );
  return (
    <FilterBar
      search={sampleSearch}
      chips={chips}
      fields={SAMPLE_FIELDS.filter((f) => f.id !== 'paymentStatus' && !shown.includes(f.id))}
      onAdd={(id) => setShown((s) => [...s, id])}
      onRemove={(id) => setShown((s) => s.filter((x) => x !== id))}
      onClearAll={() => setShown([])}
      labels={sampleLabels}
      {...props}
    />
  );
}
