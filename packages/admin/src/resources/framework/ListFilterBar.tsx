// A list's filters as one search box and removable chips ("Status is Pending"), from the list's filter
// descriptions: the first text filter is the search box; every other filter is a field of the "Add filter"
// menu, and a day-from / day-to pair of one field (`placedAt_gte`, `placedAt_lte`) is one date-range chip.
// The values stay in the URL (the list's state); a chip just added has no value until its editor sets one.
import { useQuery } from '@apollo/client/react';
import { Button, FilterBar, type FilterBarChip } from '@market/ui';
import { useMemo, useState } from 'react';
import { defineMessages, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { withVariables } from './documents.ts';
import { optionsOf } from './options.ts';
import { FilterControl } from './ListFilters.tsx';
import { resourceMessages as m } from './messages.ts';
import { useReferenceChoice } from './references.tsx';
import type { FilterDescription } from './types.ts';

export const filterBarMessages: Record<
  | 'addFilter'
  | 'filters'
  | 'remove'
  | 'noValue'
  | 'is'
  | 'contains'
  | 'between'
  | 'onOrAfter'
  | 'onOrBefore'
  | 'range',
  MessageDescriptor
> = defineMessages({
  addFilter: { id: 'resource.listFilter.add', defaultMessage: 'Add filter' },
  filters: { id: 'resource.listFilter.group', defaultMessage: 'Filters' },
  remove: { id: 'resource.listFilter.remove', defaultMessage: 'Remove filter {field}' },
  noValue: { id: 'resource.listFilter.noValue', defaultMessage: '(choose)' },
  is: { id: 'resource.listFilter.is', defaultMessage: 'is' },
  contains: { id: 'resource.listFilter.contains', defaultMessage: 'contains' },
  between: { id: 'resource.listFilter.between', defaultMessage: 'between' },
  onOrAfter: { id: 'resource.listFilter.onOrAfter', defaultMessage: 'on or after' },
  onOrBefore: { id: 'resource.listFilter.onOrBefore', defaultMessage: 'on or before' },
  range: { id: 'resource.listFilter.range', defaultMessage: '{from} – {to}' },
});

/** One field of the bar: a single filter, or the from/to pair of one date field. */
export interface FilterGroup {
  /** The filter's name, or the date field's (`placedAt`) for a pair. */
  id: string;
  filters: readonly FilterDescription[];
}

/** The search box's filter (the first text filter) and the other filters grouped into chip fields. */
export function filterGroups(filters: readonly FilterDescription[]): {
  search: FilterDescription | undefined;
  groups: FilterGroup[];
} {
  const search = filters.find((f) => f.kind === 'text');
  const groups: FilterGroup[] = [];
  for (const f of filters) {
    if (f === search) continue;
    if (f.kind === 'dateFrom' || f.kind === 'dateTo') {
      const field = f.name.replace(/_(gte|lte|gt|lt|from|to)$/, '');
      const pair = groups.find(
        (g) => g.id === field && g.filters.every((x) => x.kind === 'dateFrom' || x.kind === 'dateTo'),
      );
      if (pair) {
        pair.filters = [...pair.filters, f];
        continue;
      }
      groups.push({ id: field, filters: [f] });
    } else groups.push({ id: f.name, filters: [f] });
  }
  return { search, groups };
}

type Values = Readonly<Record<string, string | boolean>>;

const isSet = (group: FilterGroup, values: Values) => group.filters.some((f) => f.name in values);

/** The name a chip shows for its field: the description's `chipLabel`, else its label. */
function fieldLabel(intl: IntlShape, group: FilterGroup): string {
  const first = group.filters[0]!;
  return intl.formatMessage(first.chipLabel ?? first.label);
}

function operatorOf(intl: IntlShape, group: FilterGroup, values: Values): string {
  const first = group.filters[0]!;
  if (first.kind === 'dateFrom' || first.kind === 'dateTo') {
    const from = group.filters.find((f) => f.kind === 'dateFrom' && f.name in values);
    const to = group.filters.find((f) => f.kind === 'dateTo' && f.name in values);
    if (from && !to) return intl.formatMessage(filterBarMessages.onOrAfter);
    if (to && !from) return intl.formatMessage(filterBarMessages.onOrBefore);
    return intl.formatMessage(filterBarMessages.between);
  }
  if (first.kind === 'text' && first.name.endsWith('_contains'))
    return intl.formatMessage(filterBarMessages.contains);
  return intl.formatMessage(filterBarMessages.is);
}

const day = (intl: IntlShape, value: string) =>
  intl.formatDate(`${value}T12:00:00`, { year: 'numeric', month: 'short', day: 'numeric' });

/** A chip's value as read: the chosen option's name, the record's label, the days. */
function ChipValue({ group, values }: { group: FilterGroup; values: Values }) {
  const intl = useIntl();
  const first = group.filters[0]!;
  if (first.kind === 'dateFrom' || first.kind === 'dateTo') {
    const from = group.filters.find((f) => f.kind === 'dateFrom');
    const to = group.filters.find((f) => f.kind === 'dateTo');
    const a = from && typeof values[from.name] === 'string' ? day(intl, String(values[from.name])) : null;
    const b = to && typeof values[to.name] === 'string' ? day(intl, String(values[to.name])) : null;
    return <>{a && b ? intl.formatMessage(filterBarMessages.range, { from: a, to: b }) : (a ?? b)}</>;
  }
  const value = values[first.name];
  if (value === undefined) return null;
  if (first.kind === 'boolean') return <>{intl.formatMessage(value === true ? m.yes : m.no)}</>;
  if (first.kind === 'reference') return <ReferenceValue filter={first} id={String(value)} />;
  if (first.kind === 'select' && first.options) return <OptionValue filter={first} value={String(value)} />;
  if (first.kind === 'select') {
    const choice = first.choices?.find((c) => c.value === String(value));
    return <>{choice ? intl.formatMessage(choice.label) : String(value)}</>;
  }
  return <bdi>{String(value)}</bdi>;
}

function ReferenceValue({ filter, id }: { filter: FilterDescription; id: string }) {
  const choice = useReferenceChoice(filter.reference, id);
  return <bdi>{choice?.label ?? '…'}</bdi>;
}

function OptionValue({ filter, value }: { filter: FilterDescription; value: string }) {
  const { data } = useQuery(withVariables(filter.options!.document), { variables: {} });
  const option = optionsOf(data?.list.nodes, filter.options!).find((o) => o.value === value);
  return <bdi>{option?.label ?? value}</bdi>;
}

export interface ListFilterBarProps {
  filters: readonly FilterDescription[];
  /** The filters that are set, by name (the list's URL state). */
  value: Values;
  /** A filter changed; null clears it. */
  onChange: (name: string, value: string | boolean | null) => void;
  /** Clears every filter (the URL keeps sort and page size). */
  onClear: () => void;
}

/** The list's one search box and its filter chips, from its filter descriptions. */
export function ListFilterBar({ filters, value: values, onChange, onClear }: ListFilterBarProps) {
  const intl = useIntl();
  const { search, groups } = useMemo(() => filterGroups(filters), [filters]);
  // Chips added from the menu that have no value yet (not in the URL until their editor sets one).
  const [added, setAdded] = useState<readonly string[]>([]);
  const [open, setOpen] = useState<string | null>(null);
  // Once its value is in the URL, a chip is shown because the URL says so, no longer as "just added": when
  // Back (or a view, or Clear) takes the value out again, the chip goes with it. Kept in `added`, it stayed
  // behind as "Status is (choose)" after Back, unless its editor's close happened to read the URL from
  // before the value (issue 19's flaky orders e2e).
  const settled = added.filter((id) => {
    const group = groups.find((g) => g.id === id);
    return group !== undefined && isSet(group, values);
  });
  if (settled.length > 0) setAdded(added.filter((id) => !settled.includes(id)));
  // A chip stays while its editor is open, even when the value was just cleared in it.
  const shown = groups.filter((g) => isSet(g, values) || added.includes(g.id) || open === g.id);

  const chips: FilterBarChip[] = shown.map((group) => ({
    id: group.id,
    field: fieldLabel(intl, group),
    operator: operatorOf(intl, group, values),
    value: isSet(group, values) ? <ChipValue group={group} values={values} /> : undefined,
    editor: group.filters.map((f) => (
      <FilterControl key={f.name} filter={f} value={values[f.name]} onChange={onChange} />
    )),
  }));

  const remove = (id: string) => {
    const group = groups.find((g) => g.id === id);
    for (const f of group?.filters ?? []) if (f.name in values) onChange(f.name, null);
    setAdded((ids) => ids.filter((x) => x !== id));
    if (open === id) setOpen(null);
  };

  return (
    <FilterBar
      search={search && <FilterControl filter={search} value={values[search.name]} onChange={onChange} />}
      chips={chips}
      fields={groups.filter((g) => !shown.includes(g)).map((g) => ({ id: g.id, label: fieldLabel(intl, g) }))}
      onAdd={(id) => setAdded((ids) => [...ids.filter((x) => x !== id), id])}
      onRemove={remove}
      end={
        Object.keys(values).length > 0 && (
          <Button
            variant="ghost"
            onClick={() => {
              setAdded([]);
              setOpen(null);
              onClear();
            }}
          >
            {intl.formatMessage(m.clearFilters)}
          </Button>
        )
      }
      openChip={open}
      onOpenChipChange={(id) => {
        // A chip closed without a value goes away again.
        if (id === null && open !== null) {
          const closing = groups.find((g) => g.id === open);
          if (closing && !isSet(closing, values)) setAdded((ids) => ids.filter((x) => x !== open));
        }
        setOpen(id);
      }}
      labels={{
        addFilter: intl.formatMessage(filterBarMessages.addFilter),
        filters: intl.formatMessage(filterBarMessages.filters),
        remove: (chip) => intl.formatMessage(filterBarMessages.remove, { field: chip.field }),
        noValue: intl.formatMessage(filterBarMessages.noValue),
      }}
    />
  );
}
