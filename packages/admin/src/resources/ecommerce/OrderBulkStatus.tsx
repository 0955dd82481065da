import { useApolloClient } from '@apollo/client/react';
import { Button, Select, useToast } from '@market/ui';
import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { BulkChangeOrderStatusDocument } from '../../graphql/generated.ts';
import { failureMessage } from '../framework/errors.ts';
import type { BulkActionProps } from '../framework/index.ts';
import { useOrderStatuses } from './OrderStatusBadge.tsx';

export const orderBulkDocuments = /* GraphQL */ `
  mutation BulkChangeOrderStatus($ids: [ID!]!, $toStatus: String!, $versions: [Int!]) {
    bulkChangeOrderStatus(ids: $ids, toStatus: $toStatus, versions: $versions) {
      changed
      results {
        id
        ok
        code
        fromStatus
      }
    }
  }
`;

const defined = defineMessages({
  newStatus: { id: 'orders.bulk.newStatus', defaultMessage: 'New status' },
  choose: { id: 'orders.bulk.choose', defaultMessage: 'Choose a status' },
  apply: { id: 'orders.bulk.apply', defaultMessage: 'Change status' },
  changed: {
    id: 'orders.bulk.changed',
    defaultMessage: '{count, plural, one {# changed} other {# changed}}',
  },
  notAllowed: { id: 'orders.bulk.notAllowed', defaultMessage: '{count} not allowed from {status}' },
  conflict: { id: 'orders.bulk.conflict', defaultMessage: '{count} changed by someone else meanwhile' },
  notFound: { id: 'orders.bulk.notFound', defaultMessage: '{count} no longer exist' },
});

const messages: Record<keyof typeof defined, MessageDescriptor> = defined;

export interface BulkRowResult {
  id: string;
  ok: boolean;
  code?: string | null;
  fromStatus?: string | null;
}

/**
 * What happened, in words: "12 changed, 2 not allowed from Delivered". Refused rows are grouped by reason
 * and, for a refused transition, by the status the orders are in (its configured name).
 */
export function summarizeBulkStatus(
  results: readonly BulkRowResult[],
  format: (descriptor: MessageDescriptor, values: Record<string, string | number>) => string,
  statusName: (code: string) => string,
  formatNumber: (n: number) => string = String,
): string {
  const parts = [format(messages.changed, { count: results.filter((r) => r.ok).length })];
  const notAllowed = new Map<string, number>();
  let conflict = 0;
  let notFound = 0;
  for (const r of results) {
    if (r.ok) continue;
    if (r.code === 'NOT_ALLOWED' && r.fromStatus)
      notAllowed.set(r.fromStatus, (notAllowed.get(r.fromStatus) ?? 0) + 1);
    else if (r.code === 'CONFLICT') conflict += 1;
    else notFound += 1;
  }
  for (const [from, count] of notAllowed)
    parts.push(format(messages.notAllowed, { count: formatNumber(count), status: statusName(from) }));
  if (conflict) parts.push(format(messages.conflict, { count: formatNumber(conflict) }));
  if (notFound) parts.push(format(messages.notFound, { count: formatNumber(notFound) }));
  return parts.join(', ');
}

/** The orders list's bulk action: move the selected orders to one status, each along its own transitions. */
export function OrderBulkStatus({ ids, versions, onDone }: BulkActionProps) {
  const intl = useIntl();
  const client = useApolloClient();
  const { toast } = useToast();
  const statuses = useOrderStatuses();
  const [toStatus, setToStatus] = useState('');
  const [saving, setSaving] = useState(false);

  const apply = async () => {
    if (!toStatus) return;
    setSaving(true);
    try {
      const { data } = await client.mutate({
        mutation: BulkChangeOrderStatusDocument,
        variables: { ids: [...ids], toStatus, versions: ids.map((id) => versions[id] ?? 0) },
      });
      const results = data?.bulkChangeOrderStatus.results ?? [];
      const refused = results.filter((r) => !r.ok);
      toast({
        tone: refused.length === 0 ? 'success' : results.length > refused.length ? 'warning' : 'error',
        title: summarizeBulkStatus(
          results,
          (descriptor, values) => intl.formatMessage(descriptor, values),
          (code) => statuses.get(code)?.name ?? code,
          (n) => intl.formatNumber(n),
        ),
      });
      // The refused orders stay selected, to try another status or look at them.
      onDone(refused.map((r) => r.id));
    } catch (e) {
      toast({ tone: 'error', title: intl.formatMessage(failureMessage(e)) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Select
        aria-label={intl.formatMessage(messages.newStatus)}
        size="sm"
        placeholder={intl.formatMessage(messages.choose)}
        options={[...statuses].map(([code, s]) => ({ value: code, label: s.name }))}
        value={toStatus}
        onValueChange={setToStatus}
      />
      <Button size="sm" variant="primary" disabled={!toStatus} loading={saving} onClick={() => void apply()}>
        {intl.formatMessage(messages.apply)}
      </Button>
    </>
  );
}
