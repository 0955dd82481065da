import { useQuery } from '@apollo/client/react';
import { Alert, Button, EmptyState, Skeleton, Timeline, type TimelineEntry } from '@market/ui';
import { useIntl } from 'react-intl';
import { useFormat } from '../../i18n/index.ts';
import { ResourceHistoryDocument } from '../../graphql/generated.ts';
import { resourceMessages as m } from './messages.ts';

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '∅';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The record's audit log (who changed what, when), newest first. */
export function HistoryPanel({ entityType, id }: { entityType: string; id: string }) {
  const intl = useIntl();
  const format = useFormat();
  const { data, loading, error, refetch } = useQuery(ResourceHistoryDocument, {
    variables: { entityType, id },
    fetchPolicy: 'network-only',
  });
  if (loading && !data)
    return (
      <Skeleton.Root label={intl.formatMessage(m.history)}>
        <Skeleton.Text lines={4} />
      </Skeleton.Root>
    );
  if (error)
    return (
      <Alert
        tone="danger"
        title={intl.formatMessage(m.somethingWrong)}
        action={
          <Button size="sm" onClick={() => void refetch()}>
            {intl.formatMessage(m.retry)}
          </Button>
        }
      />
    );
  const history = data?.history ?? [];
  if (history.length === 0) return <EmptyState title={intl.formatMessage(m.historyEmpty)} headingLevel={3} />;
  const entries: TimelineEntry[] = history.map((entry) => {
    const changes =
      entry.action === 'update' && entry.diff && typeof entry.diff === 'object'
        ? Object.entries(entry.diff as Record<string, { from?: unknown; to?: unknown }>)
            .map(([field, change]) =>
              intl.formatMessage(m.historyChange, { field, from: show(change?.from), to: show(change?.to) }),
            )
            .join('; ')
        : undefined;
    return {
      id: entry.id,
      status: intl.formatMessage(m.historyAction, { action: entry.action }),
      tone: entry.action === 'delete' ? 'danger' : entry.action === 'create' ? 'success' : 'info',
      actor: entry.actorEmail ?? intl.formatMessage(m.system),
      time: format.dateTime(entry.at),
      dateTime: entry.at,
      comment: changes,
    };
  });
  return <Timeline entries={entries} actorPrefix={intl.formatMessage(m.historyBy)} />;
}
