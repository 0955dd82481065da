// Searchable references: a form field or list filter that picks one record of a big list (stores,
// merchants, customers…) by searching the server (`referenceChoices`), and shows the chosen record's
// label again when a record or a filtered URL is opened (looked up by id).
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { ReferenceEntity } from '@market/domain';
import { Combobox, type ComboboxOption } from '@market/ui';
import { useCallback, useMemo, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { ReferenceChoicesDocument, type ReferenceChoicesQuery } from '../../graphql/generated.ts';

export const referenceDocuments = /* GraphQL */ `
  query ReferenceChoices($entity: ReferenceEntity!, $search: String, $ids: [ID!], $first: Int) {
    referenceChoices(entity: $entity, search: $search, ids: $ids, first: $first) {
      id
      label
      detail
      currencyCode
    }
  }
`;

export type ReferenceChoice = ReferenceChoicesQuery['referenceChoices'][number];

/** How many matches a search shows; typing more narrows them. */
export const REFERENCE_PAGE = 20;

const messages: Record<
  'searching' | 'noResults' | 'failed' | 'clear' | 'results' | 'placeholder',
  MessageDescriptor
> = defineMessages({
  searching: { id: 'reference.searching', defaultMessage: 'Searching…' },
  noResults: { id: 'reference.noResults', defaultMessage: 'Nothing found' },
  failed: { id: 'reference.failed', defaultMessage: 'Could not search. Keep typing to retry.' },
  clear: { id: 'reference.clear', defaultMessage: 'Clear' },
  results: {
    id: 'reference.results',
    defaultMessage: '{count, plural, one {# result} other {# results}}',
  },
  placeholder: { id: 'reference.placeholder', defaultMessage: 'Type to search' },
});

const toOption = (choice: ReferenceChoice): ComboboxOption => ({
  value: choice.id,
  label: choice.label,
  ...(choice.detail ? { description: choice.detail } : {}),
});

/** The chosen record of a reference (label, currency…), looked up by its id; null while none or loading. */
export function useReferenceChoice(entity: ReferenceEntity | undefined, id: string): ReferenceChoice | null {
  const { data } = useQuery(ReferenceChoicesDocument, {
    variables: { entity: entity ?? 'Store', ids: [id] },
    skip: !entity || id === '',
  });
  return data?.referenceChoices.find((choice) => choice.id === id) ?? null;
}

export interface ReferenceComboboxProps {
  entity: ReferenceEntity;
  label: string;
  /** The chosen record's id ('' for none). */
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: string | undefined;
  size?: 'sm' | 'md';
}

/** A Combobox over one entity's reference choices: searches as the user types, keeps the id. */
export function ReferenceCombobox({
  entity,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  size,
}: ReferenceComboboxProps) {
  const intl = useIntl();
  const client = useApolloClient();
  const loaded = useReferenceChoice(entity, value);
  // What the user just picked shows at once; a value set from outside (a record, the URL) shows its label
  // once looked up.
  const [picked, setPicked] = useState<ComboboxOption | null>(null);
  const selected = useMemo(
    () =>
      value === ''
        ? null
        : picked?.value === value
          ? picked
          : loaded
            ? toOption(loaded)
            : { value, label: '' },
    [value, picked, loaded],
  );
  const loadOptions = useCallback(
    async (search: string) => {
      const { data } = await client.query({
        query: ReferenceChoicesDocument,
        variables: { entity, search: search.trim() || null, first: REFERENCE_PAGE },
        fetchPolicy: 'network-only',
      });
      return (data?.referenceChoices ?? []).map(toOption);
    },
    [client, entity],
  );
  return (
    <Combobox
      label={label}
      hint={hint}
      error={error}
      size={size}
      loadOptions={loadOptions}
      value={selected}
      onChange={(option) => {
        setPicked(option);
        onChange(option?.value ?? '');
      }}
      onBlur={onBlur}
      placeholder={intl.formatMessage(messages.placeholder)}
      loadingLabel={intl.formatMessage(messages.searching)}
      noResultsLabel={intl.formatMessage(messages.noResults)}
      errorLabel={intl.formatMessage(messages.failed)}
      clearLabel={intl.formatMessage(messages.clear)}
      resultsLabel={(count) => intl.formatMessage(messages.results, { count })}
    />
  );
}
