import type { MockLink } from '@apollo/client/testing';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuditActorOptionsDocument, AuditLogListDocument } from '../../graphql/generated.ts';
import { fakeSupport } from '../../shell/testing.tsx';
import { createMemoryRouter } from 'react-router';
import { ListPage } from '../framework/index.ts';
import { ResourceHarness } from '../framework/testing.tsx';
import { auditChanges, auditLog, auditRecordHref } from './auditLog.tsx';

configure({ asyncUtilTimeout: 5000 });

const row = {
  __typename: 'AuditEntry' as const,
  id: 'e1',
  version: 1,
  at: '2026-11-24T10:05:00.000Z',
  actorId: 'a1',
  actorEmail: 'admin@example.com',
  entity: 'stores',
  entityId: 's1',
  action: 'update',
  diff: { name: { from: 'Delta', to: 'Delta Electronics' } },
};

const actors: MockLink.MockedResponse = {
  request: { query: AuditActorOptionsDocument, variables: {} },
  result: {
    data: {
      list: {
        __typename: 'AdminConnection',
        totalCount: 1,
        nodes: [{ __typename: 'Admin', id: 'a1', email: 'admin@example.com' }],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const page = (variables: Record<string, unknown>, nodes: (typeof row)[]): MockLink.MockedResponse => ({
  request: { query: AuditLogListDocument, variables },
  result: { data: { list: { __typename: 'AuditEntryConnection', totalCount: nodes.length, nodes } } },
});
const sort = { field: 'at', direction: 'DESC' };

describe('the audit log', () => {
  it('reads a diff as field: from → to, or the fields set', () => {
    expect(auditChanges({ name: { from: 'A', to: 'B' }, phone: { from: null, to: '1' } })).toEqual([
      { field: 'name', from: 'A', to: 'B' },
      { field: 'phone', from: '∅', to: '1' },
    ]);
    expect(auditChanges({ name: 'French', tags: ['a'] })).toEqual([
      { field: 'name', to: 'French' },
      { field: 'tags', to: '["a"]' },
    ]);
    expect(auditChanges(null)).toEqual([]);
  });

  it('links an entry to its record: edit pages, the order view; none for a deleted one', () => {
    expect(auditRecordHref({ entity: 'stores', entityId: 's1', action: 'update' })).toBe(
      '/catalog/stores/edit/s1',
    );
    expect(auditRecordHref({ entity: 'orders', entityId: 'o1', action: 'status' })).toBe(
      '/ecommerce/orders/view/o1',
    );
    expect(auditRecordHref({ entity: 'stores', entityId: 's1', action: 'delete' })).toBeUndefined();
    expect(auditRecordHref({ entity: 'unknown', entityId: 'x', action: 'update' })).toBeUndefined();
  });

  it('shows who changed what, asks the server for the filters in the URL, and opens the record', async () => {
    const user = userEvent.setup();
    const path = '/users/audit-log?action=update&entity=stores';
    const router = createMemoryRouter(
      [
        { path: '/users/audit-log', element: <ListPage description={auditLog} /> },
        { path: '/catalog/stores/edit/:id', element: <h1>Store</h1> },
      ],
      { initialEntries: [path] },
    );
    render(
      <ResourceHarness
        description={auditLog}
        path={path}
        router={router}
        mocks={[
          actors,
          page({ first: 25, offset: 0, filter: { action: 'update', entity: 'stores' }, sort }, [row]),
        ]}
      />,
    );
    const cell = await screen.findByText('name: Delta → Delta Electronics');
    const line = cell.closest('tr')!;
    expect(within(line).getByText('admin@example.com')).toBeInTheDocument();
    expect(within(line).getByText('Stores')).toBeInTheDocument();
    expect(within(line).getByText('Updated')).toBeInTheDocument();

    await user.click(within(line).getByRole('link', { name: 'Open Stores s1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/stores/edit/s1'));
    expect(await screen.findByRole('heading', { name: 'Store' })).toBeInTheDocument();
  });

  it('is refused to support', () => {
    render(<ResourceHarness description={auditLog} path="/users/audit-log" mocks={[]} user={fakeSupport} />);
    expect(screen.getByRole('heading', { name: 'Access denied', level: 1 })).toBeInTheDocument();
  });
});
