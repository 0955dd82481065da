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
  /** A filter changed; null clears it. */
  onChange: (name: string, value: string | boolean | null) => void;
}

/** One control per filter description: select, options from the server, reference, date, yes/no or text. */
export function ListFilterControls({ filters, value: values, onChange }: ListFilterControlsProps) {
  const intl = useIntl();
  return (
    <>
      {filters.map((f) =>
        f.kind === 'select' && f.options ? (
          <OptionsFilter
            key={f.name}
            label={intl.formatMessage(f.label)}
            anyLabel={intl.formatMessage(m.any)}
            source={f.options}
            value={f.name in values ? String(values[f.name]) : 'any'}
            onChange={(value) => onChange(f.name, value === 'any' ? null : value)}
          />
        ) : f.kind === 'select' ? (
          <Select
            key={f.name}
            label={intl.formatMessage(f.label)}
            options={[
              { value: 'any', label: intl.formatMessage(m.any) },
              ...(f.choices ?? []).map((c) => ({ value: c.value, label: intl.formatMessage(c.label) })),
            ]}
            value={f.name in values ? String(values[f.name]) : 'any'}
            onValueChange={(value) => onChange(f.name, value === 'any' ? null : value)}
          />
        ) : f.kind === 'reference' && f.reference ? (
          <ReferenceCombobox
            key={f.name}
            entity={f.reference}
            label={intl.formatMessage(f.label)}
            value={typeof values[f.name] === 'string' ? String(values[f.name]) : ''}
            onChange={(id) => onChange(f.name, id || null)}
          />
        ) : f.kind === 'dateFrom' || f.kind === 'dateTo' ? (
          <FormField key={f.name} label={intl.formatMessage(f.label)}>
            <DatePicker
              placeholder={intl.formatMessage(m.datePlaceholder)}
              clearLabel={intl.formatMessage(m.dateClear)}
              calendarLabel={intl.formatMessage(m.dateChoose)}
              value={typeof values[f.name] === 'string' ? String(values[f.name]) : null}
              onChange={(value) => onChange(f.name, value)}
              locale={intl.locale}
              clearable
            />
          </FormField>
        ) : f.kind === 'boolean' ? (
          <Select
            key={f.name}
            label={intl.formatMessage(f.label)}
            options={[
              { value: 'any', label: intl.formatMessage(m.any) },
              { value: 'true', label: intl.formatMessage(m.yes) },
              { value: 'false', label: intl.formatMessage(m.no) },
            ]}
            value={f.name in values ? String(values[f.name]) : 'any'}
            onValueChange={(value) => onChange(f.name, value === 'any' ? null : value === 'true')}
          />
        ) : (
          <SearchField
            // Remount when the URL changes under it (back button, clear filters).
            key={`${f.name}:${String(values[f.name] ?? '')}`}
            aria-label={intl.formatMessage(f.label)}
            placeholder={intl.formatMessage(f.label)}
            defaultValue={String(values[f.name] ?? '')}
            onValueChange={(value) => onChange(f.name, value.trim() || null)}
            onSearch={(value) => onChange(f.name, value.trim() || null)}
          />
        ),
      )}
    </>
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
