// A store-type collection's member stores on its edit page: paged and searchable, selected rows removed,
// and stores added by searching among the thousands that are not members yet (server-side filters
// `collectionId` and `notInCollectionId`; see packages/api/README.md "Membership").
import { useApolloClient } from '@apollo/client/react';
import {
  Button,
  Combobox,
  ConfirmDialog,
  DataTable,
  EmptyState,
  SearchField,
  Stack,
  useToast,
  type ComboboxOption,
  type DataTableProps,
} from '@market/ui';
import { Trash2 } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import {
  AddCollectionStoresDocument,
  CollectionMemberStoresDocument,
  CollectionStoreCandidatesDocument,
  RemoveCollectionStoresDocument,
  type CollectionMemberStoresQuery,
} from '../../graphql/generated.ts';
import { failureMessage } from '../framework/errors.ts';
import type { RecordSectionProps } from '../framework/index.ts';
import { resourceMessages } from '../framework/index.ts';
import { PAGE_SIZES, useLocalListState } from '../framework/listState.ts';
import { useTableLabels } from '../framework/tableLabels.ts';
import { useResourceList } from '../framework/useResourceList.ts';

export const collectionStoresDocuments = /* GraphQL */ `
  query CollectionMemberStores($filter: StoreFilter!, $first: Int!, $offset: Int!) {
    list: stores(filter: $filter, first: $first, offset: $offset, sort: { field: name }) {
      totalCount
      nodes {
        id
        version
        name
        merchantName
        cityName
      }
    }
  }
  query CollectionStoreCandidates($filter: StoreFilter!) {
    candidates: stores(filter: $filter, first: 20, sort: { field: name }) {
      nodes {
        id
        name
        cityName
      }
    }
  }
  mutation AddCollectionStores($input: CollectionStoresInput!) {
    addCollectionStores(input: $input) {
      changed
      memberCount
    }
  }
  mutation RemoveCollectionStores($input: CollectionStoresInput!) {
    removeCollectionStores(input: $input) {
      changed
      memberCount
    }
  }
`;

const defined = defineMessages({
  caption: { id: 'resource.storeTypeCollections.members', defaultMessage: 'Stores in this collection' },
  add: { id: 'resource.storeTypeCollections.addStore', defaultMessage: 'Add a store' },
  addHint: {
    id: 'resource.storeTypeCollections.addStoreHint',
    defaultMessage: 'Search the stores that are not in the collection yet',
  },
  added: { id: 'resource.storeTypeCollections.added', defaultMessage: '{name} added' },
  search: { id: 'resource.storeTypeCollections.searchMembers', defaultMessage: 'Search the stores' },
  name: { id: 'resource.storeTypeCollections.storeName', defaultMessage: 'Store' },
  merchant: { id: 'resource.storeTypeCollections.merchant', defaultMessage: 'Merchant' },
  city: { id: 'resource.storeTypeCollections.city', defaultMessage: 'City' },
  remove: { id: 'resource.storeTypeCollections.remove', defaultMessage: 'Remove from collection' },
  removeTitle: {
    id: 'resource.storeTypeCollections.removeTitle',
    defaultMessage: 'Remove {count, plural, one {# store} other {# stores}} from the collection?',
  },
  removeText: {
    id: 'resource.storeTypeCollections.removeText',
    defaultMessage: 'The stores themselves stay; only their place in this collection goes.',
  },
  removed: { id: 'resource.storeTypeCollections.removed', defaultMessage: 'Removed from the collection' },
  empty: { id: 'resource.storeTypeCollections.empty', defaultMessage: 'No stores in this collection yet' },
  noMatch: { id: 'resource.storeTypeCollections.noMatch', defaultMessage: 'No member store matches' },
  searching: { id: 'resource.storeTypeCollections.searching', defaultMessage: 'Searching…' },
  nothingFound: { id: 'resource.storeTypeCollections.nothingFound', defaultMessage: 'Nothing found' },
  failed: {
    id: 'resource.storeTypeCollections.failed',
    defaultMessage: 'Could not search. Keep typing to retry.',
  },
});

// Plain descriptors, so messages with values ({name}, {count}) take them in formatMessage.
const messages: Record<keyof typeof defined, MessageDescriptor> = defined;

type Member = CollectionMemberStoresQuery['list']['nodes'][number];

export function CollectionStoresSection({ record }: RecordSectionProps) {
  const intl = useIntl();
  const client = useApolloClient();
  const { toast } = useToast();
  const tableLabels = useTableLabels();
  const collectionId = record.id;
  // The members' paging, search and selection: the framework's list logic, kept in this section's state.
  const list = useLocalListState({ pageSize: 10 });
  const { page, pageSize } = list.state;
  const search = typeof list.state.filter.name_contains === 'string' ? list.state.filter.name_contains : '';
  const members = useResourceList({
    list,
    document: CollectionMemberStoresDocument,
    variables: {
      filter: { collectionId, ...(search ? { name_contains: search } : {}) },
      first: pageSize,
      offset: (page - 1) * pageSize,
    },
    connection: (data) => data.list,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { selected, refetch } = members;
  const [confirming, setConfirming] = useState(false);
  // The add picker starts empty again after each add.
  const [pickerKey, setPickerKey] = useState(0);

  const columns = useMemo<DataTableProps<Member>['columns']>(
    () =>
      (
        [
          ['name', messages.name],
          ['merchantName', messages.merchant],
          ['cityName', messages.city],
        ] as const
      ).map(([id, header]) => ({
        id,
        header: intl.formatMessage(header),
        accessorFn: (row: Member) => row[id],
        meta: { label: intl.formatMessage(header) },
        cell: ({ row }) => row.original[id] ?? '',
      })),
    [intl],
  );

  const loadCandidates = useCallback(
    async (query: string): Promise<ComboboxOption[]> => {
      const { data: found } = await client.query({
        query: CollectionStoreCandidatesDocument,
        variables: {
          filter: {
            notInCollectionId: collectionId,
            ...(query.trim() ? { name_contains: query.trim() } : {}),
          },
        },
        fetchPolicy: 'network-only',
      });
      return (found?.candidates.nodes ?? []).map((store) => ({
        value: store.id,
        label: store.name,
        ...(store.cityName ? { description: store.cityName } : {}),
      }));
    },
    [client, collectionId],
  );

  const change = async (mode: 'add' | 'remove', storeIds: string[]) => {
    try {
      await client.mutate({
        mutation: mode === 'add' ? AddCollectionStoresDocument : RemoveCollectionStoresDocument,
        variables: { input: { collectionId, storeIds } },
      });
      return true;
    } catch (e) {
      toast({ tone: 'error', title: intl.formatMessage(failureMessage(e)) });
      return false;
    }
  };

  const add = async (option: ComboboxOption | null) => {
    if (!option) return;
    if (await change('add', [option.value])) {
      toast({ tone: 'success', title: intl.formatMessage(messages.added, { name: option.label }) });
      setPickerKey((key) => key + 1);
      await refetch().catch(() => undefined);
    }
  };

  const removeSelected = async () => {
    if (await change('remove', selected)) {
      toast({ tone: 'success', title: intl.formatMessage(messages.removed) });
      members.clearSelection();
      await refetch().catch(() => undefined);
    }
  };

  return (
    <Stack gap={4}>
      <Combobox
        key={pickerKey}
        label={intl.formatMessage(messages.add)}
        hint={intl.formatMessage(messages.addHint)}
        loadOptions={loadCandidates}
        onChange={(option) => void add(option)}
        loadingLabel={intl.formatMessage(messages.searching)}
        noResultsLabel={intl.formatMessage(messages.nothingFound)}
        errorLabel={intl.formatMessage(messages.failed)}
      />
      <DataTable<Member>
        caption={intl.formatMessage(messages.caption)}
        columns={columns}
        data={members.rows}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.name}
        locale={intl.locale}
        toolbar={
          <SearchField
            aria-label={intl.formatMessage(messages.search)}
            placeholder={intl.formatMessage(messages.search)}
            defaultValue={search}
            onValueChange={(value) => list.setFilter('name_contains', value.trim())}
            onSearch={(value) => list.setFilter('name_contains', value.trim())}
          />
        }
        page={page}
        pageSize={pageSize}
        total={members.total}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        pageSizeOptions={PAGE_SIZES}
        selectedIds={selected}
        onSelectionChange={members.select}
        bulkActions={() => (
          <Button
            variant="danger"
            size="sm"
            iconStart={<Trash2 aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            {intl.formatMessage(messages.remove)}
          </Button>
        )}
        loading={members.loading}
        error={
          members.error && !members.fetching ? intl.formatMessage(resourceMessages.somethingWrong) : undefined
        }
        onRetry={() => void refetch()}
        emptyState={
          <EmptyState
            title={intl.formatMessage(search ? messages.noMatch : messages.empty)}
            headingLevel={3}
          />
        }
        labels={tableLabels.labels}
        paginationLabels={tableLabels.paginationLabels}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="danger"
        title={intl.formatMessage(messages.removeTitle, { count: selected.length })}
        description={intl.formatMessage(messages.removeText)}
        confirmLabel={intl.formatMessage(messages.remove)}
        cancelLabel={intl.formatMessage(resourceMessages.cancel)}
        onConfirm={removeSelected}
      />
    </Stack>
  );
}
