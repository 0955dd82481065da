import { useQuery } from '@apollo/client/react';
import { StatusBadge } from '@market/ui';
import { useMemo } from 'react';
import { OrderStatusOptionsDocument } from '../../graphql/generated.ts';

export interface ConfiguredStatus {
  name: string;
  colour: string | null;
}

/**
 * The configured order statuses by code (name and colour), loaded once per cache and shared by every
 * badge, filter and page that shows a status.
 */
export function useOrderStatuses(): ReadonlyMap<string, ConfiguredStatus> {
  const { data } = useQuery(OrderStatusOptionsDocument);
  return useMemo(
    () => new Map((data?.list.nodes ?? []).map((s) => [s.code, { name: s.name, colour: s.colour ?? null }])),
    [data],
  );
}

/**
 * An order status as staff configured it: its name in a badge of its colour (text colour chosen for
 * contrast). Before the statuses arrive, or for a code no longer configured, the code in a neutral badge.
 */
export function OrderStatusBadge({ code, size = 'sm' }: { code: string; size?: 'sm' | 'md' }) {
  const statuses = useOrderStatuses();
  return <ConfiguredStatusBadge code={code} status={statuses.get(code)} size={size} />;
}

/** The badge itself, for pages that already hold the statuses (the live board). */
export function ConfiguredStatusBadge({
  code,
  status,
  size = 'sm',
}: {
  code: string;
  status: ConfiguredStatus | undefined;
  size?: 'sm' | 'md';
}) {
  return (
    <StatusBadge size={size} colour={status?.colour} data-status={code}>
      {status?.name ?? code}
    </StatusBadge>
  );
}
