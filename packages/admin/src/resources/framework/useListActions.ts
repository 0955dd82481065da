// What a resource's list does to its rows, without its view: delete or (de)activate the selection in one
// request, and export the list (or the selection) as CSV — directly, or as a job when it is too big.
import { useApolloClient } from '@apollo/client/react';
import { selectAccessToken } from '@market/auth-machine';
import { canAccess } from '@market/domain';
import { useToast } from '@market/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { StartExportDocument } from '../../jobs/operations.ts';
import { useSessionActorRef, useSessionUser } from '../../session/index.ts';
import { bulkDeleteDocument, bulkMessages, bulkSetActiveDocument } from './bulk.ts';
import { failureMessage } from './errors.ts';
import { fetchExport, isExportNeedsFilter, saveBlob } from './exportCsv.ts';
import type { ListVariables } from './listState.ts';
import { resourceMessages as m } from './messages.ts';
import type { ResourceList } from './useResourceList.ts';
import type { ResourceDescription, ResourceRow } from './types.ts';

export interface ListActionsOptions<Row extends ResourceRow> {
  description: Pick<ResourceDescription<Row>, 'listName' | 'documents'>;
  list: Pick<ResourceList<unknown, Row>, 'selected' | 'clearSelection' | 'versions' | 'refetch'>;
  /** The list's current server arguments: an export takes its filter and sort. */
  variables: Pick<ListVariables, 'filter' | 'sort'>;
}

/** Deletes, (de)activates and exports a resource list's rows; every failure is told in a toast. */
export function useListActions<Row extends ResourceRow>({
  description,
  list,
  variables,
}: ListActionsOptions<Row>) {
  const intl = useIntl();
  const client = useApolloClient();
  const { toast } = useToast();
  const toastFailure = (e: unknown) => toast({ tone: 'error', title: intl.formatMessage(failureMessage(e)) });

  // One request for the whole selection, all or nothing: a row changed or still in use keeps them all.
  const deleteSelected = async () => {
    if (!description.documents.delete) return;
    const ids = [...list.selected];
    try {
      await client.mutate({
        mutation: bulkDeleteDocument(description.listName),
        variables: { ids, versions: ids.map((id) => list.versions[id] ?? 0) },
      });
      list.clearSelection();
      toast({ tone: 'success', title: intl.formatMessage(bulkMessages.deletedCount, { count: ids.length }) });
    } catch (e) {
      toastFailure(e);
    }
    await list.refetch();
  };

  const setActiveSelected = async (active: boolean) => {
    const ids = [...list.selected];
    try {
      const { data: done } = await client.mutate({
        mutation: bulkSetActiveDocument(description.listName),
        variables: { ids, active, versions: null },
      });
      toast({
        tone: 'success',
        title: intl.formatMessage(active ? bulkMessages.activated : bulkMessages.deactivated, {
          count: done?.done.ids.length ?? 0,
        }),
      });
    } catch (e) {
      toastFailure(e);
    }
    await list.refetch();
  };

  return { deleteSelected, setActiveSelected, ...useListExport(description.listName, variables) };
}

/** The list as filtered, or only the selected rows, as a CSV download; too big: offered as a job. */
function useListExport(listName: string, variables: Pick<ListVariables, 'filter' | 'sort'>) {
  const intl = useIntl();
  const client = useApolloClient();
  const session = useSessionActorRef();
  const { toast } = useToast();
  /** Bytes received so far while an export downloads; null when none runs. */
  const [exporting, setExporting] = useState<number | null>(null);
  const [exportProblem, setExportProblem] = useState<string | null>(null);
  // Too many rows for the direct download: an admin may run the export as a job instead (any size).
  const canStartJob = canAccess(useSessionUser().role, 'export-import');
  const [offerJob, setOfferJob] = useState(false);
  const [exportJobId, setExportJobId] = useState<string | null>(null);

  /** The list as filtered, or only the selected rows (`id_in`). */
  const runExport = async (only?: readonly string[]) => {
    setExportProblem(null);
    setOfferJob(false);
    setExportJobId(null);
    setExporting(0);
    try {
      const blob = await fetchExport({
        listName,
        filter: only ? { id_in: [...only] } : variables.filter,
        sort: variables.sort,
        token: selectAccessToken(session.getSnapshot()),
        onProgress: setExporting,
      });
      saveBlob(blob, `${listName}.csv`);
    } catch (e) {
      setExportProblem(intl.formatMessage(isExportNeedsFilter(e) ? m.exportNeedsFilter : m.somethingWrong));
      setOfferJob(isExportNeedsFilter(e) && canStartJob);
    } finally {
      setExporting(null);
    }
  };

  const startExportJob = async () => {
    try {
      const result = await client.mutate({
        mutation: StartExportDocument,
        variables: { entity: listName, filter: variables.filter, sort: variables.sort },
      });
      setExportProblem(null);
      setOfferJob(false);
      setExportJobId(result.data?.startExport.id ?? null);
    } catch (e) {
      toast({ tone: 'error', title: intl.formatMessage(failureMessage(e)) });
    }
  };

  return {
    exporting,
    exportProblem,
    dismissExportProblem: () => setExportProblem(null),
    offerJob,
    exportJobId,
    dismissExportJob: () => setExportJobId(null),
    runExport,
    startExportJob,
  };
}
