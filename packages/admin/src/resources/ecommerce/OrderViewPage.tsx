import { useApolloClient, useQuery } from '@apollo/client/react';
import { canAccess, ERROR_CODES, PAYMENT_STATUS_TRANSITIONS, type PaymentStatus } from '@market/domain';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  DataTable,
  DescriptionList,
  PageHeader,
  Select,
  Skeleton,
  Stack,
  TextArea,
  Timeline,
  useToast,
  type DataTableProps,
} from '@market/ui';
import { Pencil } from 'lucide-react';
import { useMemo, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useParams } from 'react-router';
import {
  ChangeOrderPaymentStatusDocument,
  ChangeOrderStatusDocument,
  OrderStatusOptionsDocument,
  OrderViewDocument,
  type OrderViewQuery,
} from '../../graphql/generated.ts';
import { useFormat } from '../../i18n/index.ts';
import ForbiddenPage from '../../pages/ForbiddenPage.tsx';
import { useSessionUser } from '../../session/index.ts';
import { titles } from '../../shell/titles.ts';
import { errorCode, failureMessage } from '../framework/errors.ts';
import { resourceMessages as rm } from '../framework/messages.ts';
import { RecordNotFound } from '../framework/RecordNotFound.tsx';
import { useTableLabels } from '../framework/tableLabels.ts';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { useNameRecord } from '../../shell/recordTitle.tsx';
import { OrderReturns } from './OrderReturns.tsx';
import { PaymentStatusBadge, paymentStatusMessages } from './orders.tsx';

export const orderViewDocuments = /* GraphQL */ `
  query OrderView($id: ID!) {
    order(id: $id) {
      id
      version
      orderNo
      status
      nextStatuses
      paymentStatus
      customerName
      storeName
      merchantName
      paymentMethodName
      deliveryMethodName
      deliveryDate
      timeslot
      comments
      currencyCode
      subtotal
      deliveryCharges
      discount
      couponCode
      rewardPointsUsed
      rewardDiscount
      walletUsed
      grandTotal
      placedAt
      items {
        id
        name
        qty
        unitPrice
        lineTotal
      }
      timeline {
        id
        fromStatus
        toStatus
        actorEmail
        comment
        notifyCustomer
        at
      }
    }
  }
  mutation ChangeOrderStatus($id: ID!, $version: Int!, $input: OrderStatusChangeInput!) {
    changeOrderStatus(id: $id, version: $version, input: $input) {
      id
      version
      status
    }
  }
  mutation ChangeOrderPaymentStatus($id: ID!, $version: Int!, $input: PaymentStatusChangeInput!) {
    changePaymentStatus(id: $id, version: $version, input: $input) {
      id
      version
      paymentStatus
    }
  }
`;

const defined = defineMessages({
  title: { id: 'order.view.title', defaultMessage: 'Order {orderNo}' },
  edit: { id: 'order.view.edit', defaultMessage: 'Edit order' },
  details: { id: 'order.view.details', defaultMessage: 'Order details' },
  customer: { id: 'order.view.customer', defaultMessage: 'Customer' },
  store: { id: 'order.view.store', defaultMessage: 'Store' },
  merchant: { id: 'order.view.merchant', defaultMessage: 'Merchant' },
  paymentMethod: { id: 'order.view.paymentMethod', defaultMessage: 'Payment method' },
  deliveryMethod: { id: 'order.view.deliveryMethod', defaultMessage: 'Delivery method' },
  deliveryDate: { id: 'order.view.deliveryDate', defaultMessage: 'Delivery date' },
  timeslot: { id: 'order.view.timeslot', defaultMessage: 'Timeslot' },
  placedAt: { id: 'order.view.placedAt', defaultMessage: 'Placed' },
  comments: { id: 'order.view.comments', defaultMessage: 'Comments' },
  items: { id: 'order.view.items', defaultMessage: 'Items' },
  item: { id: 'order.view.item', defaultMessage: 'Item' },
  qty: { id: 'order.view.qty', defaultMessage: 'Quantity' },
  unitPrice: { id: 'order.view.unitPrice', defaultMessage: 'Unit price' },
  lineTotal: { id: 'order.view.lineTotal', defaultMessage: 'Total' },
  subtotal: { id: 'order.view.subtotal', defaultMessage: 'Subtotal' },
  deliveryCharges: { id: 'order.view.deliveryCharges', defaultMessage: 'Delivery charges' },
  discount: { id: 'order.view.discount', defaultMessage: 'Discount' },
  coupon: { id: 'order.view.coupon', defaultMessage: 'Coupon' },
  rewardPoints: { id: 'order.view.rewardPoints', defaultMessage: 'Reward points ({points})' },
  creditWallet: { id: 'order.view.creditWallet', defaultMessage: 'Credit wallet' },
  grandTotal: { id: 'order.view.grandTotal', defaultMessage: 'Grand total' },
  timeline: { id: 'order.view.timeline', defaultMessage: 'Timeline' },
  timelineEmpty: { id: 'order.view.timelineEmpty', defaultMessage: 'No status changes yet' },
  current: { id: 'order.view.current', defaultMessage: 'Current status' },
  customerNotified: { id: 'order.view.customerNotified', defaultMessage: 'Customer notified' },
  by: { id: 'order.view.by', defaultMessage: 'by' },
  changeStatus: { id: 'order.view.changeStatus', defaultMessage: 'Change status' },
  status: { id: 'order.view.status', defaultMessage: 'Status' },
  nextStatus: { id: 'order.view.nextStatus', defaultMessage: 'New status' },
  comment: { id: 'order.view.comment', defaultMessage: 'Comment' },
  notifyCustomer: { id: 'order.view.notifyCustomer', defaultMessage: 'Notify customer' },
  apply: { id: 'order.view.apply', defaultMessage: 'Change status' },
  finalStatus: { id: 'order.view.finalStatus', defaultMessage: 'This order is in a final status.' },
  payment: { id: 'order.view.payment', defaultMessage: 'Payment' },
  markPayment: { id: 'order.view.markPayment', defaultMessage: 'Mark as {status}' },
  changed: {
    id: 'order.view.changed',
    defaultMessage:
      'Someone else changed this order meanwhile. It has been reloaded; check it and try again.',
  },
  singular: { id: 'order.view.singular', defaultMessage: 'order' },
});
// Plain descriptors, so messages with values ({orderNo}, {points}…) take them in formatMessage.
const messages: Record<keyof typeof defined, MessageDescriptor> = defined;

type Order = NonNullable<OrderViewQuery['order']>;
type Item = Order['items'][number];

/** `/ecommerce/orders/view/:id`: everything about one order, its timeline, and its status changes. */
export default function OrderViewPage() {
  const { role } = useSessionUser();
  if (!canAccess(role, 'orders')) return <ForbiddenPage />;
  return <AllowedOrderView />;
}

function AllowedOrderView() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(OrderViewDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const order = data?.order;
  const listTitle = intl.formatMessage(titles.orders);
  useNameRecord(order?.orderNo ?? null);

  if (!order) {
    return (
      <>
        <PageHeader title={listTitle} />
        {loading ? (
          <Card>
            <Skeleton.Root label={listTitle}>
              <Skeleton.Text lines={8} />
            </Skeleton.Root>
          </Card>
        ) : error && errorCode(error) !== ERROR_CODES.NOT_FOUND ? (
          <Alert
            tone="danger"
            title={intl.formatMessage(rm.loadRecordError)}
            action={
              <Button size="sm" onClick={() => void refetch()}>
                {intl.formatMessage(rm.retry)}
              </Button>
            }
          />
        ) : (
          <RecordNotFound
            singular={intl.formatMessage(messages.singular)}
            listTitle={listTitle}
            listPath="/ecommerce/orders"
          />
        )}
      </>
    );
  }
  return <OrderView order={order} onReload={() => void refetch()} />;
}

function OrderView({ order, onReload }: { order: Order; onReload: () => void }) {
  const intl = useIntl();
  const format = useFormat();
  const money = (amount: number) => format.money(amount, order.currencyCode);
  const tableLabels = useTableLabels();
  const { data: statuses } = useQuery(OrderStatusOptionsDocument);
  const statusName = (code: string | null | undefined) =>
    code ? (statuses?.list.nodes.find((s) => s.code === code)?.name ?? code) : '';

  const totals = [
    { term: intl.formatMessage(messages.subtotal), detail: money(order.subtotal) },
    { term: intl.formatMessage(messages.deliveryCharges), detail: money(order.deliveryCharges) },
    ...(order.discount > 0
      ? [
          {
            term: intl.formatMessage(messages.discount),
            detail: `${money(-order.discount)}${order.couponCode ? ` (${order.couponCode})` : ''}`,
          },
        ]
      : order.couponCode
        ? [{ term: intl.formatMessage(messages.coupon), detail: order.couponCode }]
        : []),
    ...(order.rewardDiscount > 0
      ? [
          {
            term: intl.formatMessage(messages.rewardPoints, {
              points: format.number(order.rewardPointsUsed),
            }),
            detail: money(-order.rewardDiscount),
          },
        ]
      : []),
    ...(order.walletUsed > 0
      ? [{ term: intl.formatMessage(messages.creditWallet), detail: money(-order.walletUsed) }]
      : []),
    {
      term: <strong>{intl.formatMessage(messages.grandTotal)}</strong>,
      detail: <strong>{money(order.grandTotal)}</strong>,
    },
  ];

  const columns = useMemo<DataTableProps<Item>['columns']>(
    () => [
      { id: 'name', header: intl.formatMessage(messages.item), accessorKey: 'name' },
      {
        id: 'qty',
        header: intl.formatMessage(messages.qty),
        accessorKey: 'qty',
        meta: { align: 'end' },
        cell: ({ row }) => format.number(row.original.qty),
      },
      {
        id: 'unitPrice',
        header: intl.formatMessage(messages.unitPrice),
        meta: { align: 'end' },
        cell: ({ row }) => format.money(row.original.unitPrice, order.currencyCode),
      },
      {
        id: 'lineTotal',
        header: intl.formatMessage(messages.lineTotal),
        meta: { align: 'end' },
        cell: ({ row }) => format.money(row.original.lineTotal, order.currencyCode),
      },
    ],
    [intl, format, order.currencyCode],
  );

  const timeline = [...order.timeline].reverse().map((entry) => ({
    id: entry.id,
    status: statusName(entry.toStatus),
    actor: entry.actorEmail ?? undefined,
    time: format.dateTime(entry.at),
    dateTime: entry.at,
    comment: entry.comment ?? undefined,
    customerNotified: entry.notifyCustomer,
  }));

  return (
    <>
      <PageHeader
        title={intl.formatMessage(messages.title, { orderNo: order.orderNo })}
        actions={
          <Button asChild iconStart={<Pencil aria-hidden />}>
            <Link to={`/ecommerce/orders/edit/${order.id}`}>{intl.formatMessage(messages.edit)}</Link>
          </Button>
        }
      />
      <Stack gap={4}>
        <Card title={intl.formatMessage(messages.details)}>
          <DescriptionList
            columns={3}
            items={[
              {
                term: intl.formatMessage(messages.status),
                detail: <OrderStatusBadge code={order.status} size="md" />,
              },
              {
                term: intl.formatMessage(messages.payment),
                detail: <PaymentStatusBadge status={order.paymentStatus} />,
              },
              { term: intl.formatMessage(messages.placedAt), detail: format.dateTime(order.placedAt) },
              { term: intl.formatMessage(messages.customer), detail: order.customerName },
              { term: intl.formatMessage(messages.store), detail: order.storeName },
              { term: intl.formatMessage(messages.merchant), detail: order.merchantName },
              { term: intl.formatMessage(messages.paymentMethod), detail: order.paymentMethodName },
              { term: intl.formatMessage(messages.deliveryMethod), detail: order.deliveryMethodName },
              {
                term: intl.formatMessage(messages.deliveryDate),
                detail: order.deliveryDate ? format.date(order.deliveryDate) : undefined,
              },
              { term: intl.formatMessage(messages.timeslot), detail: order.timeslot },
              { term: intl.formatMessage(messages.comments), detail: order.comments, fullWidth: true },
            ]}
          />
        </Card>
        <Card
          title={intl.formatMessage(messages.items)}
          footer={<DescriptionList layout="inline" items={totals} />}
        >
          <DataTable<Item>
            caption={intl.formatMessage(messages.items)}
            columns={columns}
            data={order.items}
            getRowId={(item) => item.id}
            locale={intl.locale}
            labels={tableLabels.labels}
          />
        </Card>
        <StatusChange order={order} statusName={statusName} onReload={onReload} />
        <PaymentChange order={order} onReload={onReload} />
        <OrderReturns order={order} />
        <Card title={intl.formatMessage(messages.timeline)}>
          <Timeline
            entries={timeline}
            currentId={timeline[0]?.id}
            currentLabel={intl.formatMessage(messages.current)}
            customerNotifiedLabel={intl.formatMessage(messages.customerNotified)}
            actorPrefix={intl.formatMessage(messages.by)}
            emptyText={intl.formatMessage(messages.timelineEmpty)}
          />
        </Card>
      </Stack>
    </>
  );
}

/** Moves the order along its allowed transitions, with a comment and an optional customer notification. */
function StatusChange({
  order,
  statusName,
  onReload,
}: {
  order: Order;
  statusName: (code: string) => string;
  onReload: () => void;
}) {
  const intl = useIntl();
  const client = useApolloClient();
  const { toast } = useToast();
  const [next, setNext] = useState('');
  const [comment, setComment] = useState('');
  const [notify, setNotify] = useState(false);
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);
  const chosen = order.nextStatuses.includes(next) ? next : '';

  const submit = async () => {
    if (!chosen) return;
    setSaving(true);
    setStale(false);
    try {
      await client.mutate({
        mutation: ChangeOrderStatusDocument,
        variables: {
          id: order.id,
          version: order.version,
          input: { toStatus: chosen, comment: comment.trim() || null, notifyCustomer: notify },
        },
      });
      toast({ tone: 'success', title: intl.formatMessage(rm.updated) });
      setNext('');
      setComment('');
      setNotify(false);
      onReload();
    } catch (e) {
      if (errorCode(e) === ERROR_CODES.CONFLICT) {
        setStale(true);
        onReload();
      } else toast({ tone: 'error', title: intl.formatMessage(failureMessage(e)) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={intl.formatMessage(messages.changeStatus)}>
      <Stack gap={3}>
        {stale && <Alert tone="warning" title={intl.formatMessage(messages.changed)} />}
        {order.nextStatuses.length === 0 ? (
          <p>{intl.formatMessage(messages.finalStatus)}</p>
        ) : (
          <form
            aria-label={intl.formatMessage(messages.changeStatus)}
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <Stack gap={3}>
              <Select
                label={intl.formatMessage(messages.nextStatus)}
                options={order.nextStatuses.map((code) => ({ value: code, label: statusName(code) }))}
                value={chosen}
                onValueChange={setNext}
              />
              <TextArea
                label={intl.formatMessage(messages.comment)}
                value={comment}
                onChange={(e) => setComment(e.target.value)}
              />
              <Checkbox
                label={intl.formatMessage(messages.notifyCustomer)}
                checked={notify}
                onCheckedChange={(checked) => setNotify(checked === true)}
              />
              <div>
                <Button type="submit" variant="primary" disabled={!chosen} loading={saving}>
                  {intl.formatMessage(messages.apply)}
                </Button>
              </div>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}

/** Records what the payment provider reported, along 1 → 2 → 3 or 4, and 4 → 2 on retry. */
function PaymentChange({ order, onReload }: { order: Order; onReload: () => void }) {
  const intl = useIntl();
  const client = useApolloClient();
  const { toast } = useToast();
  const [saving, setSaving] = useState<number | null>(null);
  const [stale, setStale] = useState(false);
  const next = PAYMENT_STATUS_TRANSITIONS[order.paymentStatus as PaymentStatus] ?? [];

  const mark = async (paymentStatus: PaymentStatus) => {
    setSaving(paymentStatus);
    setStale(false);
    try {
      await client.mutate({
        mutation: ChangeOrderPaymentStatusDocument,
        variables: { id: order.id, version: order.version, input: { paymentStatus } },
      });
      toast({ tone: 'success', title: intl.formatMessage(rm.updated) });
      onReload();
    } catch (e) {
      if (errorCode(e) === ERROR_CODES.CONFLICT) {
        setStale(true);
        onReload();
      } else toast({ tone: 'error', title: intl.formatMessage(failureMessage(e)) });
    } finally {
      setSaving(null);
    }
  };

  return (
    <Card
      title={intl.formatMessage(messages.payment)}
      actions={<PaymentStatusBadge status={order.paymentStatus} />}
    >
      <Stack gap={3}>
        {stale && <Alert tone="warning" title={intl.formatMessage(messages.changed)} />}
        {next.length > 0 && (
          <Stack direction="row" gap={2} wrap>
            {next.map((status) => (
              <Button
                key={status}
                loading={saving === status}
                disabled={saving !== null}
                onClick={() => void mark(status)}
              >
                {intl.formatMessage(messages.markPayment, {
                  status: intl.formatMessage(paymentStatusMessages[status]),
                })}
              </Button>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
