// A list's filter controls, from its filter descriptions: the list page's toolbar and the export page's
// filters are the same controls over the same descriptions.
import { useQuery } from '@apollo/client/react';
import { DatePicker, FormField, SearchField, Select } from '@market/ui';
import { useIntl } from 'react-intl';
import { withVariables } from './documents.ts';
import { optionsOf } from './options.ts';
import { resourceMessages as m } from './messages.ts';
import { ReferenceCombobox } from './references.tsx';
import type { FilterDescription, OptionSource } from './types.ts';

export interface ListFilterControlsProps {
  filters: readonly FilterDescription[];
  /** The filters that are set, by name (as the list's URL state holds them). */
  value: Readonly<Record<string, string | boolean>>;
  /** A filter changed; null clears it. A text filter's change comes once typing pauses (debounced). */
  onChange: (name: string, value: string | boolean | null) => void;
  /**
   * A text filter's text at every keystroke, before the debounced onChange: for a form that acts on what is
   * on screen when a button is pressed (the export page), rather than on what was committed.
   */
  onTyped?: (name: string, text: string) => void;
}

/** One control per filter description: select, options from the server, reference, date, yes/no or text. */
export function ListFilterControls({ filters, value: values, onChange, onTyped }: ListFilterControlsProps) {
  return (
    <>
      {filters.map((f) => (
        <FilterControl key={f.name} filter={f} value={values[f.name]} onChange={onChange} onTyped={onTyped} />
      ))}
    </>
  );
}

export interface FilterControlProps {
  filter: FilterDescription;
  /** The filter's value as the URL holds it; undefined while not set. */
  value: string | boolean | undefined;
  onChange: (name: string, value: string | boolean | null) => void;
  /** A text filter's text at every keystroke (see ListFilterControlsProps.onTyped). */
  onTyped?: (name: string, text: string) => void;
}

/** The control of one filter description (also a filter chip's editor). */
export function FilterControl({ filter: f, value, onChange, onTyped }: FilterControlProps) {
  const intl = useIntl();
  const set = value !== undefined;
  return f.kind === 'select' && f.options ? (
    <OptionsFilter
      label={intl.formatMessage(f.label)}
      anyLabel={intl.formatMessage(m.any)}
      source={f.options}
      value={set ? String(value) : 'any'}
      onChange={(next) => onChange(f.name, next === 'any' ? null : next)}
    />
  ) : f.kind === 'select' ? (
    <Select
      label={intl.formatMessage(f.label)}
      options={[
        { value: 'any', label: intl.formatMessage(m.any) },
        ...(f.choices ?? []).map((c) => ({ value: c.value, label: intl.formatMessage(c.label) })),
      ]}
      value={set ? String(value) : 'any'}
      onValueChange={(next) => onChange(f.name, next === 'any' ? null : next)}
    />
  ) : f.kind === 'reference' && f.reference ? (
    <ReferenceCombobox
      entity={f.reference}
      label={intl.formatMessage(f.label)}
      value={typeof value === 'string' ? value : ''}
      onChange={(id) => onChange(f.name, id || null)}
    />
  ) : f.kind === 'dateFrom' || f.kind === 'dateTo' ? (
    <FormField label={intl.formatMessage(f.label)}>
      <DatePicker
        placeholder={intl.formatMessage(m.datePlaceholder)}
        clearLabel={intl.formatMessage(m.dateClear)}
        calendarLabel={intl.formatMessage(m.dateChoose)}
        value={typeof value === 'string' ? value : null}
        onChange={(next) => onChange(f.name, next)}
        locale={intl.locale}
        clearable
      />
    </FormField>
  ) : f.kind === 'boolean' ? (
    <Select
      label={intl.formatMessage(f.label)}
      options={[
        { value: 'any', label: intl.formatMessage(m.any) },
        { value: 'true', label: intl.formatMessage(m.yes) },
        { value: 'false', label: intl.formatMessage(m.no) },
      ]}
      value={set ? String(value) : 'any'}
      onValueChange={(next) => onChange(f.name, next === 'any' ? null : next === 'true')}
    />
  ) : (
    <SearchField
      // Remount when the URL changes under it (back button, clear filters).
      key={`${f.name}:${String(value ?? '')}`}
      aria-label={intl.formatMessage(f.label)}
      placeholder={intl.formatMessage(f.label)}
      defaultValue={String(value ?? '')}
      onChange={onTyped ? (event) => onTyped(f.name, event.target.value) : undefined}
      onValueChange={(next) => onChange(f.name, next.trim() || null)}
      onSearch={(next) => onChange(f.name, next.trim() || null)}
    />
  );
}

/** A list filter choosing among records loaded from the server (e.g. order statuses). */
function OptionsFilter({
  label,
  anyLabel,
  source,
  value,
  onChange,
}: {
  label: string;
  anyLabel: string;
  source: OptionSource;
  value: string;
  onChange: (value: string) => void;
}) {
  const { data } = useQuery(withVariables(source.document), { variables: {} });
  return (
    <Select
      label={label}
      options={[{ value: 'any', label: anyLabel }, ...optionsOf(data?.list.nodes, source)]}
      value={value}
      onValueChange={onChange}
    />
  );
}
