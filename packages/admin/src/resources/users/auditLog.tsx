// /users/audit-log (admins only): every staff change — who, when, which record, what action, the field
// diff — filtered by person, entity, action and date range, each linking to its record. The server's
// auditLog list (the same audit_log the records' History tabs read) does the filtering and paging.
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import {
  AuditActorOptionsDocument,
  AuditEntryRecordDocument,
  AuditLogListDocument,
  type AuditLogListQuery,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { DateTimeCell } from '../framework/cells.tsx';
import { defineResource, resourceScreens } from '../framework/index.ts';
import { resourceMessages as rm } from '../framework/messages.ts';

export const auditLogDocuments = /* GraphQL */ `
  fragment AuditEntryFields on AuditEntry {
    id
    version
    at
    actorId
    actorEmail
    entity
    entityId
    action
    diff
  }
  query AuditLogList($filter: AuditEntryFilter, $sort: AuditEntrySort, $first: Int, $offset: Int) {
    list: auditLog(filter: $filter, sort: $sort, first: $first, offset: $offset) {
      totalCount
      nodes {
        ...AuditEntryFields
      }
    }
  }
  query AuditEntryRecord($id: ID!) {
    record: auditEntry(id: $id) {
      ...AuditEntryFields
    }
  }
  query AuditActorOptions {
    list: admins(first: 200) {
      totalCount
      nodes {
        id
        email
      }
    }
  }
`;

const defined = defineMessages({
  singular: { id: 'resource.auditLog.singular', defaultMessage: 'change' },
  at: { id: 'resource.auditLog.at', defaultMessage: 'When' },
  actor: { id: 'resource.auditLog.actor', defaultMessage: 'Who' },
  entity: { id: 'resource.auditLog.entity', defaultMessage: 'Record type' },
  record: { id: 'resource.auditLog.record', defaultMessage: 'Record' },
  action: { id: 'resource.auditLog.action', defaultMessage: 'Action' },
  changes: { id: 'resource.auditLog.changes', defaultMessage: 'Changes' },
  from: { id: 'resource.auditLog.from', defaultMessage: 'From' },
  to: { id: 'resource.auditLog.to', defaultMessage: 'To' },
  open: { id: 'resource.auditLog.open', defaultMessage: 'Open {entity} {id}' },
  actionCreate: { id: 'resource.auditLog.action.create', defaultMessage: 'Created' },
  actionUpdate: { id: 'resource.auditLog.action.update', defaultMessage: 'Updated' },
  actionDelete: { id: 'resource.auditLog.action.delete', defaultMessage: 'Deleted' },
  actionStatus: { id: 'resource.auditLog.action.status', defaultMessage: 'Status changed' },
  actionPost: { id: 'resource.auditLog.action.post', defaultMessage: 'Posted' },
  actionStart: { id: 'resource.auditLog.action.start', defaultMessage: 'Job started' },
  actionCancel: { id: 'resource.auditLog.action.cancel', defaultMessage: 'Job cancelled' },
  actionRetry: { id: 'resource.auditLog.action.retry', defaultMessage: 'Job retried' },
  actionImport: { id: 'resource.auditLog.action.import', defaultMessage: 'Imported' },
  returns: { id: 'resource.auditLog.entity.returns', defaultMessage: 'Returns' },
  walletPostings: { id: 'resource.auditLog.entity.walletPostings', defaultMessage: 'Wallet postings' },
});
const messages: Record<keyof typeof defined, MessageDescriptor> = defined;

type AuditRow = AuditLogListQuery['list']['nodes'][number];

/** The audit log's entity (a table) → its name and where its records open (edit page, or order view). */
const ENTITIES: Record<string, { label: MessageDescriptor; href?: (id: string) => string }> = {};
const editable = (table: string, page: keyof typeof PAGES) => {
  ENTITIES[table] = { label: PAGES[page].title, href: (id) => `${PAGES[page].path}/edit/${id}` };
};
editable('stores', 'stores');
editable('store_types', 'storeTypes');
editable('store_type_collections', 'storeTypeCollections');
editable('products', 'products');
editable('categories', 'categories');
editable('filters', 'filters');
editable('filter_groups', 'filterGroups');
editable('help', 'help');
editable('help_categories', 'helpCategories');
editable('coupons', 'coupons');
editable('customers', 'customers');
editable('customer_groups', 'customerGroups');
editable('merchants', 'merchants');
editable('accounts', 'admins');
editable('admin_groups', 'adminGroups');
editable('currencies', 'currencies');
editable('languages', 'languages');
editable('cities', 'cities');
editable('states', 'states');
editable('onboardings', 'onboardings');
editable('app_menu', 'appMenu');
editable('payment_methods', 'paymentMethods');
editable('delivery_methods', 'deliveryMethods');
editable('order_statuses', 'orderStatus');
editable('delivery_system_statuses', 'deliverySystemStatuses');
editable('notifications', 'notifications');
editable('pages', 'page');
editable('sliders', 'sliders');
editable('store_sliders', 'storeSliders');
editable('app_starts', 'appStarts');
ENTITIES.orders = { label: PAGES.orders.title, href: (id) => `${PAGES.orders.path}/view/${id}` };
ENTITIES.returns = { label: messages.returns };
ENTITIES.wallet_postings = { label: messages.walletPostings };

const ACTIONS: Record<string, MessageDescriptor> = {
  create: messages.actionCreate,
  update: messages.actionUpdate,
  delete: messages.actionDelete,
  status: messages.actionStatus,
  post: messages.actionPost,
  start: messages.actionStart,
  cancel: messages.actionCancel,
  retry: messages.actionRetry,
  import: messages.actionImport,
};

/** Where an entry's record opens; none for records without a screen of their own, or deleted ones. */
export function auditRecordHref(row: Pick<AuditRow, 'entity' | 'entityId' | 'action'>): string | undefined {
  if (row.action === 'delete') return undefined;
  return ENTITIES[row.entity]?.href?.(row.entityId);
}

const show = (value: unknown): string =>
  value === null || value === undefined || value === ''
    ? '∅'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** The field diff of an entry: field: from → to for an update or status change; the fields set otherwise. */
export function auditChanges(diff: unknown): { field: string; from?: string; to: string }[] {
  if (!diff || typeof diff !== 'object' || Array.isArray(diff)) return [];
  return Object.entries(diff as Record<string, unknown>).map(([field, change]) =>
    change && typeof change === 'object' && !Array.isArray(change) && ('from' in change || 'to' in change)
      ? {
          field,
          from: show((change as { from?: unknown }).from),
          to: show((change as { to?: unknown }).to),
        }
      : { field, to: show(change) },
  );
}

function ChangesCell({ row }: { row: AuditRow }) {
  const intl = useIntl();
  const changes = auditChanges(row.diff);
  if (changes.length === 0) return null;
  return (
    <ul style={{ margin: 0, paddingInlineStart: '1em' }}>
      {changes.slice(0, 6).map((c) => (
        <li key={c.field}>
          {c.from !== undefined
            ? intl.formatMessage(rm.historyChange, { field: c.field, from: c.from, to: c.to })
            : `${c.field}: ${c.to}`}
        </li>
      ))}
      {changes.length > 6 && <li>…</li>}
    </ul>
  );
}

function EntityCell({ entity }: { entity: string }) {
  const intl = useIntl();
  const known = ENTITIES[entity];
  return <>{known ? intl.formatMessage(known.label) : entity}</>;
}

function RecordCell({ row }: { row: AuditRow }) {
  const intl = useIntl();
  const href = auditRecordHref(row);
  const label = row.entityId.length > 8 ? `${row.entityId.slice(0, 8)}…` : row.entityId;
  if (!href) return <span dir="ltr">{label}</span>;
  const known = ENTITIES[row.entity];
  return (
    <Link
      to={href}
      dir="ltr"
      aria-label={intl.formatMessage(messages.open, {
        entity: known ? intl.formatMessage(known.label) : row.entity,
        id: row.entityId,
      })}
      onClick={(e) => e.stopPropagation()}
    >
      {label}
    </Link>
  );
}

export const auditLog = defineResource({
  resource: PAGES.auditLog.resource,
  listName: 'auditLog',
  entityType: 'AuditEntry',
  path: PAGES.auditLog.path,
  documents: { list: AuditLogListDocument, get: AuditEntryRecordDocument },
  columns: [
    { id: 'at', header: messages.at, sortable: true, cell: (row) => <DateTimeCell value={row.at} /> },
    { id: 'actorEmail', header: messages.actor, cell: (row) => row.actorEmail ?? '—' },
    { id: 'entity', header: messages.entity, cell: (row) => <EntityCell entity={row.entity} /> },
    { id: 'entityId', header: messages.record, cell: (row) => <RecordCell row={row} /> },
    {
      id: 'action',
      header: messages.action,
      cell: (row) => {
        const label = ACTIONS[row.action];
        return label ? <ActionLabel label={label} /> : row.action;
      },
    },
    { id: 'diff', header: messages.changes, cell: (row) => <ChangesCell row={row} /> },
  ],
  filters: [
    {
      name: 'actorId',
      label: messages.actor,
      kind: 'select',
      options: { document: AuditActorOptionsDocument, labelField: 'email' },
    },
    {
      name: 'entity',
      label: messages.entity,
      kind: 'select',
      choices: Object.entries(ENTITIES).map(([value, e]) => ({ value, label: e.label })),
    },
    {
      name: 'action',
      label: messages.action,
      kind: 'select',
      choices: Object.entries(ACTIONS).map(([value, label]) => ({ value, label })),
    },
    { name: 'createdAt_gte', label: messages.from, chipLabel: messages.at, kind: 'dateFrom' },
    { name: 'createdAt_lte', label: messages.to, kind: 'dateTo' },
  ],
  fields: [],
  // Nothing is edited here: no form fields, no rules.
  rules: 'none',
  rowLabel: (row) => `${row.action} ${row.entity} ${row.entityId}`,
  defaultSort: { field: 'at', direction: 'desc' },
  messages: { title: titles.auditLog, singular: messages.singular },
  rowHref: (row) => auditRecordHref(row) ?? PAGES.auditLog.path,
});

function ActionLabel({ label }: { label: MessageDescriptor }) {
  const intl = useIntl();
  return <>{intl.formatMessage(label)}</>;
}

export const { List } = resourceScreens(auditLog);
