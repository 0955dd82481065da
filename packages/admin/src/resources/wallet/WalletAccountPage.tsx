import { useApolloClient, useQuery } from '@apollo/client/react';
import { canAccess, validate, walletAdjustmentRules } from '@market/domain';
import {
  Alert,
  Button,
  Card,
  DataTable,
  DescriptionList,
  MoneyField,
  PageHeader,
  SegmentedControl,
  Skeleton,
  Stack,
  TextArea,
  useToast,
  type DataTableProps,
} from '@market/ui';
import { useMemo, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useParams } from 'react-router';
import {
  PostWalletAdjustmentDocument,
  WalletAccountRecordDocument,
  WalletPostingsDocument,
  type WalletPostingsQuery,
} from '../../graphql/generated.ts';
import { useFormat } from '../../i18n/index.ts';
import ForbiddenPage from '../../pages/ForbiddenPage.tsx';
import { useSessionUser } from '../../session/index.ts';
import { fieldErrors, failureMessage } from '../framework/errors.ts';
import { resourceMessages as rm } from '../framework/messages.ts';
import { translateRuleMessage } from '../framework/ruleMessages.ts';
import { useLocalListState } from '../framework/listState.ts';
import { useTableLabels } from '../framework/tableLabels.ts';
import { useResourceList } from '../framework/useResourceList.ts';
import type { ResourceDescription, ResourceRow } from '../framework/types.ts';

export const walletAccountDocuments = /* GraphQL */ `
  query WalletPostings($filter: WalletPostingFilter, $first: Int, $offset: Int) {
    walletPostings(
      filter: $filter
      first: $first
      offset: $offset
      sort: { field: createdAt, direction: DESC }
    ) {
      totalCount
      nodes {
        id
        amount
        journalType
        note
        createdAt
      }
    }
  }
  mutation PostWalletAdjustment($input: WalletAdjustmentInput!) {
    postWalletAdjustment(input: $input) {
      journalId
      accountId
      amount
      balance
      replayed
    }
  }
`;

const defined = defineMessages({
  balance: { id: 'wallet.account.balance', defaultMessage: 'Balance' },
  floor: { id: 'wallet.account.floor', defaultMessage: 'Lowest allowed balance' },
  noFloor: { id: 'wallet.account.noFloor', defaultMessage: 'None (may go negative)' },
  currency: { id: 'wallet.account.currency', defaultMessage: 'Currency' },
  postings: { id: 'wallet.account.postings', defaultMessage: 'Postings' },
  when: { id: 'wallet.account.when', defaultMessage: 'When' },
  type: { id: 'wallet.account.type', defaultMessage: 'Type' },
  note: { id: 'wallet.account.note', defaultMessage: 'Note' },
  amount: { id: 'wallet.account.amount', defaultMessage: 'Amount' },
  adjust: { id: 'wallet.account.adjust', defaultMessage: 'Manual credit or debit' },
  direction: { id: 'wallet.account.direction', defaultMessage: 'Credit or debit' },
  credit: { id: 'wallet.account.credit', defaultMessage: 'Credit' },
  debit: { id: 'wallet.account.debit', defaultMessage: 'Debit' },
  reason: { id: 'wallet.account.reason', defaultMessage: 'Reason' },
  post: { id: 'wallet.account.post', defaultMessage: 'Post' },
  posted: { id: 'wallet.account.posted', defaultMessage: 'Posted. New balance: {balance}' },
  notFound: { id: 'wallet.account.notFound', defaultMessage: 'This wallet does not exist.' },
});
const messages: Record<keyof typeof defined, MessageDescriptor> = defined;

const PAGE_SIZE = 25;
type Posting = WalletPostingsQuery['walletPostings']['nodes'][number];

/** A wallet account: balance, its postings, and an idempotent manual credit/debit (admin only). */
export function walletAccountPage(
  description: Pick<ResourceDescription<ResourceRow>, 'resource' | 'messages'>,
) {
  return function WalletAccountScreen() {
    const { role } = useSessionUser();
    if (!canAccess(role, description.resource)) return <ForbiddenPage />;
    return <WalletAccount title={description.messages.title} />;
  };
}

function WalletAccount({ title }: { title: MessageDescriptor }) {
  const intl = useIntl();
  const format = useFormat();
  const { id = '' } = useParams();
  // An account page opened without an id (a wallet's …/edit link with nothing after it) names no account:
  // it is not found, not a failed load.
  const account = useQuery(WalletAccountRecordDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
    skip: !id,
  });
  // The postings, newest first, page by page: the framework's list logic in this page's own state.
  const list = useLocalListState({ pageSize: PAGE_SIZE });
  const { page, pageSize } = list.state;
  const postings = useResourceList({
    list,
    document: WalletPostingsDocument,
    variables: { filter: { accountId: id }, first: pageSize, offset: (page - 1) * pageSize },
    connection: (data) => data.walletPostings,
    fetchPolicy: id ? 'network-only' : 'standby',
    // Another page shows the loading rows until it arrives.
    keepPreviousRows: false,
  });
  const tableLabels = useTableLabels();
  const record = account.data?.record;
  const listTitle = intl.formatMessage(title);
  const currency = record?.currencyCode ?? 'USD';

  const columns = useMemo<DataTableProps<Posting>['columns']>(
    () => [
      {
        id: 'createdAt',
        header: intl.formatMessage(messages.when),
        cell: ({ row }) => format.dateTime(row.original.createdAt),
      },
      { id: 'journalType', header: intl.formatMessage(messages.type), accessorKey: 'journalType' },
      { id: 'note', header: intl.formatMessage(messages.note), accessorKey: 'note' },
      {
        id: 'amount',
        header: intl.formatMessage(messages.amount),
        meta: { align: 'end' },
        cell: ({ row }) => format.money(row.original.amount, currency),
      },
    ],
    [intl, format, currency],
  );

  if (!record) {
    return (
      <>
        <PageHeader title={listTitle} />
        {account.loading ? (
          <Card>
            <Skeleton.Root label={listTitle}>
              <Skeleton.Text lines={6} />
            </Skeleton.Root>
          </Card>
        ) : (
          <Alert
            tone={account.error ? 'danger' : 'warning'}
            title={intl.formatMessage(account.error ? rm.loadRecordError : messages.notFound)}
            action={
              account.error ? (
                <Button size="sm" onClick={() => void account.refetch()}>
                  {intl.formatMessage(rm.retry)}
                </Button>
              ) : undefined
            }
          />
        )}
      </>
    );
  }

  const refresh = () => {
    void account.refetch();
    void postings.refetch();
  };

  return (
    <>
      <PageHeader title={`${listTitle}: ${record.ownerName}`} />
      <Stack gap={4}>
        <Card>
          <DescriptionList
            columns={3}
            items={[
              {
                term: intl.formatMessage(messages.balance),
                detail: <strong>{format.money(record.balance, currency)}</strong>,
              },
              { term: intl.formatMessage(messages.currency), detail: currency },
              {
                term: intl.formatMessage(messages.floor),
                detail:
                  record.balanceFloor === null || record.balanceFloor === undefined
                    ? intl.formatMessage(messages.noFloor)
                    : format.money(record.balanceFloor, currency),
              },
            ]}
          />
        </Card>
        <AdjustmentForm accountId={record.id} currency={currency} onPosted={refresh} />
        <Card title={intl.formatMessage(messages.postings)} flush>
          <DataTable<Posting>
            caption={intl.formatMessage(messages.postings)}
            columns={columns}
            data={postings.rows}
            getRowId={(posting) => posting.id}
            locale={intl.locale}
            loading={postings.loading}
            error={postings.error ? intl.formatMessage(rm.somethingWrong) : undefined}
            onRetry={() => void postings.refetch()}
            page={page}
            pageSize={pageSize}
            total={postings.total}
            onPageChange={list.setPage}
            labels={tableLabels.labels}
            paginationLabels={tableLabels.paginationLabels}
          />
        </Card>
      </Stack>
    </>
  );
}

/**
 * Posts a credit or debit with a reason. The idempotency key is made when the form starts and kept until
 * a posting succeeds, so a double click or a retry after a lost answer posts once.
 */
function AdjustmentForm({
  accountId,
  currency,
  onPosted,
}: {
  accountId: string;
  currency: string;
  onPosted: () => void;
}) {
  const intl = useIntl();
  const format = useFormat();
  const client = useApolloClient();
  const { toast } = useToast();
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const input = {
      accountId,
      amount: amount === null ? null : direction === 'debit' ? -amount : amount,
      reason,
      idempotencyKey: key,
    };
    const checked = validate(walletAdjustmentRules, input);
    if (!checked.ok) {
      setErrors(checked.fields);
      // A problem with a field the form does not show (the account id) must not pass silently.
      if (Object.keys(checked.fields).some((name) => name !== 'amount' && name !== 'reason'))
        toast({ tone: 'error', title: intl.formatMessage(rm.somethingWrong) });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const { data } = await client.mutate({
        mutation: PostWalletAdjustmentDocument,
        variables: { input: checked.value },
      });
      const posted = data?.postWalletAdjustment;
      if (posted) {
        toast({
          tone: 'success',
          title: intl.formatMessage(messages.posted, { balance: format.money(posted.balance, currency) }),
        });
      }
      setAmount(null);
      setReason('');
      setKey(crypto.randomUUID());
      onPosted();
    } catch (e) {
      const fields = fieldErrors(e);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else toast({ tone: 'error', title: intl.formatMessage(failureMessage(e)) });
    } finally {
      setSaving(false);
    }
  };

  const error = (name: string) => translateRuleMessage(intl, errors[name]);
  return (
    <Card title={intl.formatMessage(messages.adjust)}>
      <form
        noValidate
        aria-label={intl.formatMessage(messages.adjust)}
        onSubmit={(e) => {
          e.preventDefault();
          if (!saving) void submit();
        }}
      >
        <Stack gap={3}>
          <SegmentedControl.Root
            aria-label={intl.formatMessage(messages.direction)}
            value={direction}
            onValueChange={(value) => setDirection(value === 'debit' ? 'debit' : 'credit')}
          >
            <SegmentedControl.Item value="credit">
              {intl.formatMessage(messages.credit)}
            </SegmentedControl.Item>
            <SegmentedControl.Item value="debit">{intl.formatMessage(messages.debit)}</SegmentedControl.Item>
          </SegmentedControl.Root>
          <MoneyField
            label={intl.formatMessage(messages.amount)}
            currency={currency}
            locale={intl.locale}
            value={amount}
            onChange={setAmount}
            error={error('amount')}
          />
          <TextArea
            label={intl.formatMessage(messages.reason)}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={error('reason')}
          />
          <div>
            <Button type="submit" variant="primary" loading={saving}>
              {intl.formatMessage(messages.post)}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
