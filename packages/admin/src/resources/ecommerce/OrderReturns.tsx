// An order's returns on its view page: request one for some of its items with a reason, approve or reject
// it, and refund an approved one to the customer's wallet (the server credits the wallet journal once per
// return: its key is the return's id). Each return shows its own timeline from the audit log.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { ERROR_CODES } from '@market/domain';
import {
  Alert,
  Button,
  Card,
  Dialog,
  MoneyField,
  NumberField,
  Stack,
  StatusBadge,
  TextArea,
  Timeline,
  useToast,
  type StatusTone,
} from '@market/ui';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import {
  CreateOrderReturnDocument,
  DecideOrderReturnDocument,
  OrderReturnsDocument,
  ReturnHistoryDocument,
  type OrderReturnsQuery,
} from '../../graphql/generated.ts';
import { useCurrencyDecimals, useFormat } from '../../i18n/index.ts';
import { errorCode, failureMessage, fieldErrors } from '../framework/errors.ts';
import { translateRuleMessage } from '../framework/ruleMessages.ts';

export const orderReturnsDocuments = /* GraphQL */ `
  query OrderReturns($orderId: ID!) {
    returns(filter: { orderId: $orderId }, first: 50) {
      nodes {
        id
        version
        status
        reason
        items
        refundAmount
        createdAt
      }
    }
  }
  query ReturnHistory($id: ID!) {
    history(entityType: "Return", id: $id, first: 50) {
      id
      action
      actorEmail
      diff
      at
    }
  }
  mutation CreateOrderReturn($input: CreateReturnInput!) {
    createReturn(input: $input) {
      id
      version
      status
    }
  }
  mutation DecideOrderReturn($id: ID!, $version: Int!, $input: ReturnDecisionInput!) {
    decideReturn(id: $id, version: $version, input: $input) {
      id
      version
      status
      refundAmount
    }
  }
`;

const defined = defineMessages({
  title: { id: 'order.returns.title', defaultMessage: 'Returns' },
  none: { id: 'order.returns.none', defaultMessage: 'No returns for this order' },
  request: { id: 'order.returns.request', defaultMessage: 'Request a return' },
  requestText: {
    id: 'order.returns.requestText',
    defaultMessage: 'Choose how many of each item come back, and why.',
  },
  returnQty: { id: 'order.returns.returnQty', defaultMessage: '{item}: quantity to return (of {qty})' },
  reason: { id: 'order.returns.reason', defaultMessage: 'Reason' },
  noItems: { id: 'order.returns.noItems', defaultMessage: 'Choose at least one item' },
  submit: { id: 'order.returns.submit', defaultMessage: 'Request return' },
  cancel: { id: 'order.returns.cancel', defaultMessage: 'Cancel' },
  approve: { id: 'order.returns.approve', defaultMessage: 'Approve' },
  reject: { id: 'order.returns.reject', defaultMessage: 'Reject' },
  refund: { id: 'order.returns.refund', defaultMessage: 'Refund to wallet' },
  refundAmount: { id: 'order.returns.refundAmount', defaultMessage: 'Amount refunded to the wallet' },
  refundText: {
    id: 'order.returns.refundText',
    defaultMessage:
      "The amount goes to the customer's wallet once; it cannot exceed the returned items' worth.",
  },
  line: { id: 'order.returns.line', defaultMessage: '{qty} × {item}' },
  tooMuch: { id: 'order.returns.tooMuch', defaultMessage: 'At most {amount}' },
  worth: { id: 'order.returns.worth', defaultMessage: 'Worth {amount}' },
  refunded: { id: 'order.returns.refunded', defaultMessage: 'Refunded {amount} to the wallet' },
  returnOf: { id: 'order.returns.returnOf', defaultMessage: 'Return of {date}' },
  requested: { id: 'order.returns.status.requested', defaultMessage: 'Requested' },
  approved: { id: 'order.returns.status.approved', defaultMessage: 'Approved' },
  rejected: { id: 'order.returns.status.rejected', defaultMessage: 'Rejected' },
  refundedStatus: { id: 'order.returns.status.refunded', defaultMessage: 'Refunded' },
  done: { id: 'order.returns.done', defaultMessage: 'The return was updated' },
  created: { id: 'order.returns.created', defaultMessage: 'The return was requested' },
  changed: {
    id: 'order.returns.changed',
    defaultMessage:
      'Someone else changed this return meanwhile. It has been reloaded; check it and try again.',
  },
  by: { id: 'order.returns.by', defaultMessage: 'by' },
  current: { id: 'order.returns.current', defaultMessage: 'Current status' },
  history: { id: 'order.returns.history', defaultMessage: 'Return history' },
  historyEmpty: { id: 'order.returns.historyEmpty', defaultMessage: 'No changes recorded yet' },
});
const messages: Record<keyof typeof defined, MessageDescriptor> = defined;

type Return = OrderReturnsQuery['returns']['nodes'][number];
interface ReturnedLine {
  orderItemId: string;
  name: string;
  unitPrice: number;
  qty: number;
}

const STATUS: Record<string, { label: MessageDescriptor; tone: StatusTone }> = {
  requested: { label: messages.requested, tone: 'warning' },
  approved: { label: messages.approved, tone: 'info' },
  rejected: { label: messages.rejected, tone: 'danger' },
  refunded: { label: messages.refundedStatus, tone: 'success' },
};

export interface OrderReturnsProps {
  order: {
    id: string;
    currencyCode: string;
    items: readonly { id: string; name: string; qty: number; unitPrice: number }[];
  };
}

const linesOf = (ret: Return): ReturnedLine[] =>
  Array.isArray(ret.items) ? (ret.items as ReturnedLine[]) : [];
const worthOf = (ret: Return) => linesOf(ret).reduce((sum, l) => sum + l.unitPrice * l.qty, 0);

export function OrderReturns({ order }: OrderReturnsProps) {
  const intl = useIntl();
  const { data, refetch } = useQuery(OrderReturnsDocument, {
    variables: { orderId: order.id },
    fetchPolicy: 'network-only',
  });
  const [requesting, setRequesting] = useState(false);
  const returns = data?.returns.nodes ?? [];
  // What each line may still return: its quantity less what other, not rejected, returns took.
  const taken = new Map<string, number>();
  for (const ret of returns) {
    if (ret.status === 'rejected') continue;
    for (const line of linesOf(ret))
      taken.set(line.orderItemId, (taken.get(line.orderItemId) ?? 0) + line.qty);
  }
  const returnable = order.items
    .map((item) => ({ ...item, left: item.qty - (taken.get(item.id) ?? 0) }))
    .filter((item) => item.left > 0);

  return (
    <Card
      title={intl.formatMessage(messages.title)}
      actions={
        returnable.length > 0 ? (
          <Button size="sm" iconStart={<Undo2 aria-hidden />} onClick={() => setRequesting(true)}>
            {intl.formatMessage(messages.request)}
          </Button>
        ) : undefined
      }
    >
      {returns.length === 0 ? (
        <p>{intl.formatMessage(messages.none)}</p>
      ) : (
        <Stack gap={4}>
          {returns.map((ret) => (
            <ReturnEntry
              key={ret.id}
              ret={ret}
              currency={order.currencyCode}
              onChanged={() => void refetch()}
            />
          ))}
        </Stack>
      )}
      {requesting && (
        <RequestDialog
          orderId={order.id}
          items={returnable}
          onClose={() => setRequesting(false)}
          onDone={() => {
            setRequesting(false);
            void refetch();
          }}
        />
      )}
    </Card>
  );
}

function ReturnEntry({ ret, currency, onChanged }: { ret: Return; currency: string; onChanged: () => void }) {
  const intl = useIntl();
  const format = useFormat();
  const client = useApolloClient();
  const { toast } = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const status = STATUS[ret.status];
  const history = useQuery(ReturnHistoryDocument, { variables: { id: ret.id }, fetchPolicy: 'network-only' });
  const worth = worthOf(ret);
  const heading = intl.formatMessage(messages.returnOf, { date: format.dateTime(ret.createdAt) });

  const decide = async (decision: 'approved' | 'rejected' | 'refunded', refundAmount?: number) => {
    setBusy(decision);
    setStale(false);
    try {
      await client.mutate({
        mutation: DecideOrderReturnDocument,
        variables: {
          id: ret.id,
          version: ret.version,
          input: { status: decision, ...(refundAmount !== undefined ? { refundAmount } : {}) },
        },
      });
      toast({ tone: 'success', title: intl.formatMessage(messages.done) });
      setRefunding(false);
      onChanged();
      void history.refetch();
    } catch (e) {
      if (errorCode(e) === ERROR_CODES.CONFLICT) {
        setStale(true);
        onChanged();
      } else toast({ tone: 'error', title: intl.formatMessage(failureMessage(e)) });
    } finally {
      setBusy(null);
    }
  };

  const entries = (history.data?.history ?? []).map((entry) => {
    const diff = (entry.diff ?? {}) as { status?: { to?: string }; refundAmount?: number };
    const to = entry.action === 'create' ? 'requested' : (diff.status?.to ?? entry.action);
    return {
      id: entry.id,
      status:
        to === 'refunded' && typeof diff.refundAmount === 'number'
          ? intl.formatMessage(messages.refunded, { amount: format.money(diff.refundAmount, currency) })
          : STATUS[to]
            ? intl.formatMessage(STATUS[to].label)
            : to,
      tone: STATUS[to]?.tone,
      actor: entry.actorEmail ?? undefined,
      time: format.dateTime(entry.at),
      dateTime: entry.at,
    };
  });

  return (
    <section aria-label={heading} data-testid="order-return">
      <Stack gap={2}>
        <Stack direction="row" gap={2} align="center" wrap>
          <strong>{heading}</strong>
          <StatusBadge tone={status?.tone ?? 'neutral'}>
            {status ? intl.formatMessage(status.label) : ret.status}
          </StatusBadge>
        </Stack>
        {stale && <Alert tone="warning" title={intl.formatMessage(messages.changed)} />}
        <ul>
          {linesOf(ret).map((line) => (
            <li key={line.orderItemId}>
              {intl.formatMessage(messages.line, { qty: format.number(line.qty), item: line.name })}
            </li>
          ))}
        </ul>
        <p>{ret.reason}</p>
        <p>
          {ret.status === 'refunded'
            ? intl.formatMessage(messages.refunded, { amount: format.money(ret.refundAmount, currency) })
            : intl.formatMessage(messages.worth, { amount: format.money(worth, currency) })}
        </p>
        {ret.status === 'requested' && (
          <Stack direction="row" gap={2}>
            <Button
              variant="primary"
              loading={busy === 'approved'}
              disabled={busy !== null}
              onClick={() => void decide('approved')}
            >
              {intl.formatMessage(messages.approve)}
            </Button>
            <Button
              variant="danger"
              loading={busy === 'rejected'}
              disabled={busy !== null}
              onClick={() => void decide('rejected')}
            >
              {intl.formatMessage(messages.reject)}
            </Button>
          </Stack>
        )}
        {ret.status === 'approved' && (
          <div>
            <Button variant="primary" onClick={() => setRefunding(true)}>
              {intl.formatMessage(messages.refund)}
            </Button>
          </div>
        )}
        <Timeline
          aria-label={intl.formatMessage(messages.history)}
          entries={[...entries]}
          currentId={entries[0]?.id}
          currentLabel={intl.formatMessage(messages.current)}
          actorPrefix={intl.formatMessage(messages.by)}
          emptyText={intl.formatMessage(messages.historyEmpty)}
        />
      </Stack>
      {refunding && (
        <RefundDialog
          worth={worth}
          currency={currency}
          busy={busy === 'refunded'}
          onClose={() => setRefunding(false)}
          onRefund={(amount) => void decide('refunded', amount)}
        />
      )}
    </section>
  );
}

function RefundDialog({
  worth,
  currency,
  busy,
  onClose,
  onRefund,
}: {
  worth: number;
  currency: string;
  busy: boolean;
  onClose: () => void;
  onRefund: (amount: number) => void;
}) {
  const intl = useIntl();
  const decimalsOf = useCurrencyDecimals();
  const format = useFormat();
  const [amount, setAmount] = useState<number | null>(worth);
  const tooMuch = amount !== null && amount > worth;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content
        title={intl.formatMessage(messages.refund)}
        description={intl.formatMessage(messages.refundText)}
        size="sm"
      >
        <form
          aria-label={intl.formatMessage(messages.refund)}
          onSubmit={(e) => {
            e.preventDefault();
            if (amount !== null && amount > 0 && !tooMuch) onRefund(amount);
          }}
        >
          <Dialog.Body>
            <MoneyField
              label={intl.formatMessage(messages.refundAmount)}
              currency={currency}
              decimals={decimalsOf(currency)}
              locale={intl.locale}
              value={amount}
              onChange={setAmount}
              error={
                tooMuch
                  ? intl.formatMessage(messages.tooMuch, { amount: format.money(worth, currency) })
                  : undefined
              }
            />
          </Dialog.Body>
          <Dialog.Footer>
            <Button onClick={onClose}>{intl.formatMessage(messages.cancel)}</Button>
            <Button type="submit" variant="primary" loading={busy} disabled={!amount || tooMuch}>
              {intl.formatMessage(messages.refund)}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function RequestDialog({
  orderId,
  items,
  onClose,
  onDone,
}: {
  orderId: string;
  items: readonly { id: string; name: string; left: number }[];
  onClose: () => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const client = useApolloClient();
  const { toast } = useToast();
  const [qty, setQty] = useState<Record<string, number | null>>({});
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const chosen = items
    .map((item) => ({ orderItemId: item.id, qty: qty[item.id] ?? 0 }))
    .filter((line) => line.qty > 0);

  const submit = async () => {
    if (chosen.length === 0) {
      setErrors({ items: intl.formatMessage(messages.noItems) });
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      await client.mutate({
        mutation: CreateOrderReturnDocument,
        variables: { input: { orderId, reason: reason.trim(), items: chosen } },
      });
      toast({ tone: 'success', title: intl.formatMessage(messages.created) });
      onDone();
    } catch (e) {
      const fields = fieldErrors(e);
      if (Object.keys(fields).length > 0) {
        setErrors(
          Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, translateRuleMessage(intl, v) ?? v])),
        );
      } else toast({ tone: 'error', title: intl.formatMessage(failureMessage(e)) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content
        title={intl.formatMessage(messages.request)}
        description={intl.formatMessage(messages.requestText)}
        size="md"
      >
        <form
          aria-label={intl.formatMessage(messages.request)}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Dialog.Body>
            <Stack gap={3}>
              {errors.items && <Alert tone="danger" title={errors.items} />}
              {items.map((item, i) => (
                <NumberField
                  key={item.id}
                  label={intl.formatMessage(messages.returnQty, { item: item.name, qty: item.left })}
                  min={0}
                  max={item.left}
                  value={qty[item.id] ?? null}
                  onChange={(value) => setQty((current) => ({ ...current, [item.id]: value }))}
                  error={errors[`items[${i}].qty`]}
                />
              ))}
              <TextArea
                label={intl.formatMessage(messages.reason)}
                required
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                error={errors.reason}
              />
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button onClick={onClose}>{intl.formatMessage(messages.cancel)}</Button>
            <Button type="submit" variant="primary" loading={saving}>
              {intl.formatMessage(messages.submit)}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
