import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { canAccess, ERROR_CODES } from '@market/domain';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  PageHeader,
  Skeleton,
  Stack,
  StatusBadge,
  Switch,
  useToast,
} from '@market/ui';
import { ArrowRight } from 'lucide-react';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  ChangeOrderStatusDocument,
  LiveBoardOrdersDocument,
  LiveBoardStatusesDocument,
  LiveOrderCreatedDocument,
  LiveOrderUpdatedDocument,
} from '../../graphql/generated.ts';
import { RECONNECTED, socketReconnects } from '../../graphql/index.ts';
import { useFormat } from '../../i18n/index.ts';
import ForbiddenPage from '../../pages/ForbiddenPage.tsx';
import { useSessionUser } from '../../session/index.ts';
import { titles } from '../../shell/titles.ts';
import { errorCode, failureMessage } from '../framework/errors.ts';
import { resourceMessages as rm } from '../framework/messages.ts';
import {
  ageInMinutes,
  boardReducer,
  columnsOf,
  emptyBoard,
  startOfDay,
  type LiveOrder,
} from './liveBoard.ts';
import { ConfiguredStatusBadge } from './OrderStatusBadge.tsx';
import { PaymentStatusBadge } from './orders.tsx';

export const liveBoardDocuments = /* GraphQL */ `
  fragment LiveOrderFields on Order {
    id
    version
    orderNo
    status
    paymentStatus
    customerName
    storeName
    grandTotal
    currencyCode
    placedAt
  }
  query LiveBoardStatuses {
    list: orderStatuses(first: 200, sort: { field: sort, direction: ASC }) {
      totalCount
      nodes {
        id
        code
        name
        colour
        isTerminal
        nextStatuses
      }
    }
  }
  query LiveBoardOrders($filter: OrderFilter) {
    orders(filter: $filter, first: 200, sort: { field: placedAt, direction: DESC }) {
      totalCount
      nodes {
        ...LiveOrderFields
      }
    }
  }
  subscription LiveOrderCreated {
    orderCreated {
      ...LiveOrderFields
    }
  }
  subscription LiveOrderUpdated {
    orderUpdated {
      ...LiveOrderFields
    }
  }
`;

const defined = defineMessages({
  empty: { id: 'liveBoard.empty', defaultMessage: 'No open orders today' },
  emptyColumn: { id: 'liveBoard.emptyColumn', defaultMessage: 'None' },
  sound: { id: 'liveBoard.sound', defaultMessage: 'Sound on new orders' },
  age: { id: 'liveBoard.age', defaultMessage: '{minutes} min' },
  advance: { id: 'liveBoard.advance', defaultMessage: 'Move {orderNo} to {status}' },
  changed: {
    id: 'liveBoard.changed',
    defaultMessage: '{orderNo} was changed by someone else meanwhile; the board shows it as it is now.',
  },
  loadError: { id: 'liveBoard.loadError', defaultMessage: 'The board could not be loaded' },
  more: {
    id: 'liveBoard.more',
    defaultMessage: 'Showing the newest {shown} of {total} open orders; filter the orders list for the rest.',
  },
  live: { id: 'liveBoard.live', defaultMessage: 'Live' },
});
const messages: Record<keyof typeof defined, MessageDescriptor> = defined;

const SOUND_KEY = 'app.liveBoard.sound';
const MAX_ORDERS = 200;

export interface LiveBoardPageProps {
  /** A fixed clock for stories and tests; the board ticks every 30 s otherwise. */
  now?: number;
}

/** `/ecommerce/now`: today's open orders in columns by status, kept live by the order subscriptions. */
export default function LiveBoardPage(props: LiveBoardPageProps) {
  const { role } = useSessionUser();
  if (!canAccess(role, 'live-orders')) return <ForbiddenPage />;
  return <LiveBoard {...props} />;
}

function useClock(fixed: number | undefined): number {
  const [now, setNow] = useState(() => fixed ?? Date.now());
  useEffect(() => {
    if (fixed !== undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [fixed]);
  return fixed ?? now;
}

/** A short beep through Web Audio; silently nothing where audio is unavailable or not yet allowed. */
function beep() {
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    tone.frequency.value = 880;
    tone.connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.15);
    tone.onended = () => void audio.close();
  } catch {
    // No audio here (tests, a locked-down browser): the board still updates.
  }
}

function LiveBoard({ now: fixedNow }: LiveBoardPageProps) {
  const intl = useIntl();
  const client = useApolloClient();
  const { toast } = useToast();
  const now = useClock(fixedNow);
  const today = startOfDay(now);
  const [board, dispatch] = useReducer(boardReducer, today, emptyBoard);
  const [total, setTotal] = useState(0);
  const [loadFailed, setLoadFailed] = useState(false);
  const [sound, setSound] = useState(() => localStorage.getItem(SOUND_KEY) === 'true');
  // The subscription callback reads the switch through a ref, set where the switch flips.
  const soundRef = useRef(sound);

  const statusesQuery = useQuery(LiveBoardStatusesDocument);
  const statuses = useMemo(() => statusesQuery.data?.list.nodes ?? [], [statusesQuery.data]);
  const openCodes = useMemo(() => statuses.filter((s) => !s.isTerminal).map((s) => s.code), [statuses]);
  const names = useMemo(() => new Map(statuses.map((s) => [s.code, s.name])), [statuses]);
  const configured = useMemo(
    () => new Map(statuses.map((s) => [s.code, { name: s.name, colour: s.colour ?? null }])),
    [statuses],
  );
  const transitions = useMemo(() => new Map(statuses.map((s) => [s.code, s.nextStatuses])), [statuses]);

  if (board.since !== today) dispatch({ type: 'newDay', since: today });
  // How many events the board had taken when a load starts: orders heard of after that survive it.
  const eventsHeard = useRef(0);
  useEffect(() => {
    eventsHeard.current = board.events;
  }, [board.events]);

  // Loads today's open orders; runs at start, on a new day, and after the socket comes back from a drop
  // (events sent while it was down are lost; the reducer's versions keep the merge exact).
  const load = useCallback(async () => {
    if (openCodes.length === 0) return;
    const startedAt = eventsHeard.current;
    try {
      const { data } = await client.query({
        query: LiveBoardOrdersDocument,
        variables: { filter: { placedAt_gte: today, status_in: openCodes } },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('no data');
      setLoadFailed(false);
      setTotal(data.orders.totalCount);
      dispatch({ type: 'loaded', orders: data.orders.nodes, startedAt });
    } catch {
      setLoadFailed(true);
    }
  }, [client, openCodes, today]);

  useEffect(() => {
    // load() sets state only once the server has answered, never synchronously.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
    const reload = () => void load();
    socketReconnects.addEventListener(RECONNECTED, reload);
    return () => socketReconnects.removeEventListener(RECONNECTED, reload);
  }, [load]);

  useSubscription(LiveOrderCreatedDocument, {
    onData: ({ data }) => {
      const order = data.data?.orderCreated;
      if (!order) return;
      dispatch({ type: 'event', order });
      if (soundRef.current) beep();
    },
  });
  useSubscription(LiveOrderUpdatedDocument, {
    onData: ({ data }) => {
      const order = data.data?.orderUpdated;
      if (order) dispatch({ type: 'event', order });
    },
  });

  const advance = async (order: LiveOrder, toStatus: string) => {
    try {
      const { data } = await client.mutate({
        mutation: ChangeOrderStatusDocument,
        variables: {
          id: order.id,
          version: order.version,
          input: { toStatus, comment: null, notifyCustomer: false },
        },
      });
      const saved = data?.changeOrderStatus;
      if (saved) dispatch({ type: 'event', order: { ...order, ...saved } });
    } catch (e) {
      if (errorCode(e) === ERROR_CODES.CONFLICT) {
        toast({ tone: 'warning', title: intl.formatMessage(messages.changed, { orderNo: order.orderNo }) });
        void load();
      } else toast({ tone: 'error', title: intl.formatMessage(failureMessage(e)) });
    }
  };

  const title = intl.formatMessage(titles.liveOrders);
  const columns = columnsOf(board, statuses);
  const shown = columns.reduce((sum, c) => sum + c.orders.length, 0);
  const loading = statusesQuery.loading && statuses.length === 0;

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Stack direction="row" gap={3} align="center">
            <StatusBadge tone="success" dot>
              {intl.formatMessage(messages.live)}
            </StatusBadge>
            <Switch
              label={intl.formatMessage(messages.sound)}
              checked={sound}
              onCheckedChange={(on) => {
                setSound(on);
                soundRef.current = on;
                localStorage.setItem(SOUND_KEY, String(on));
              }}
            />
          </Stack>
        }
      />
      {(loadFailed || statusesQuery.error) && (
        <Alert
          tone="danger"
          title={intl.formatMessage(messages.loadError)}
          action={
            <Button size="sm" onClick={() => void (statusesQuery.error ? statusesQuery.refetch() : load())}>
              {intl.formatMessage(rm.retry)}
            </Button>
          }
        />
      )}
      {total > MAX_ORDERS && (
        <Alert tone="info" title={intl.formatMessage(messages.more, { shown: MAX_ORDERS, total })} />
      )}
      {loading ? (
        <Skeleton.Root label={title}>
          <Skeleton.Text lines={6} />
        </Skeleton.Root>
      ) : shown === 0 && !loadFailed ? (
        <Card>
          <EmptyState title={intl.formatMessage(messages.empty)} headingLevel={2} />
        </Card>
      ) : (
        <Columns>
          {columns.map((column) => (
            <Column key={column.status} aria-labelledby={`live-${column.status}`}>
              <ColumnHeading id={`live-${column.status}`}>
                <ConfiguredStatusBadge
                  code={column.status}
                  status={configured.get(column.status)}
                  size="md"
                />
                <StatusBadge tone="neutral">{intl.formatNumber(column.orders.length)}</StatusBadge>
              </ColumnHeading>
              {column.orders.length === 0 ? (
                <Muted>{intl.formatMessage(messages.emptyColumn)}</Muted>
              ) : (
                <Cards>
                  {column.orders.map((order) => (
                    <li key={order.id}>
                      <OrderCard
                        order={order}
                        now={now}
                        next={transitions.get(order.status) ?? []}
                        statusName={(code) => names.get(code) ?? code}
                        onAdvance={(to) => void advance(order, to)}
                      />
                    </li>
                  ))}
                </Cards>
              )}
            </Column>
          ))}
        </Columns>
      )}
    </>
  );
}

function OrderCard({
  order,
  now,
  next,
  statusName,
  onAdvance,
}: {
  order: LiveOrder;
  now: number;
  next: readonly string[];
  statusName: (code: string) => string;
  onAdvance: (toStatus: string) => void;
}) {
  const intl = useIntl();
  const format = useFormat();
  const minutes = ageInMinutes(order.placedAt, now);
  return (
    <Card
      title={<Link to={`/ecommerce/orders/view/${order.id}`}>{order.orderNo}</Link>}
      headingLevel={3}
      actions={
        <StatusBadge tone={minutes >= 30 ? 'danger' : minutes >= 15 ? 'warning' : 'neutral'} size="sm">
          <time dateTime={order.placedAt}>
            {intl.formatMessage(messages.age, { minutes: intl.formatNumber(minutes) })}
          </time>
        </StatusBadge>
      }
    >
      <Stack gap={2}>
        <div>{order.customerName}</div>
        <Muted>{order.storeName}</Muted>
        <Stack direction="row" gap={2} align="center" justify="between">
          <strong>{format.money(order.grandTotal, order.currencyCode)}</strong>
          <PaymentStatusBadge status={order.paymentStatus} />
        </Stack>
        {next.length > 0 && (
          <Stack direction="row" gap={2} wrap>
            {next.map((code) => (
              <Button
                key={code}
                size="sm"
                iconEnd={<ArrowRight aria-hidden data-mirror-rtl="" />}
                aria-label={intl.formatMessage(messages.advance, {
                  orderNo: order.orderNo,
                  status: statusName(code),
                })}
                onClick={() => onAdvance(code)}
              >
                {statusName(code)}
              </Button>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

// Columns scroll sideways on narrow screens; logical properties keep RTL mirrored.
const Columns = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(16rem, 1fr);
  gap: var(--ui-space-4);
  overflow-x: auto;
  padding-block-end: var(--ui-space-2);
`;

const Column = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
  min-inline-size: 0;
`;

const ColumnHeading = styled.h2`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--ui-space-2);
  margin: 0;
  font-size: var(--ui-font-size-md);
`;

const Cards = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.p`
  margin: 0;
  color: var(--ui-fg-muted);
`;
