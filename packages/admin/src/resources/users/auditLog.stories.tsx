import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { auditLog } from './auditLog.tsx';

const entry = (
  id: string,
  at: string,
  entity: string,
  entityId: string,
  action: string,
  diff: Record<string, unknown>,
) => ({
  __typename: 'AuditEntry' as const,
  id,
  version: 1,
  at,
  actorId: 'a0000000-0000-4000-8000-000000000001',
  actorEmail: 'admin@example.com',
  entity,
  entityId,
  action,
  diff,
});

const rows = [
  entry('e3', '2026-11-24T10:05:00.000Z', 'stores', '5e0a1c2d-0000-4000-8000-000000000001', 'update', {
    name: { from: 'Delta', to: 'Delta Electronics' },
    minimumOrderAmount: { from: 1000, to: 1500 },
  }),
  entry('e2', '2026-11-24T09:00:00.000Z', 'orders', '0d000000-0000-4000-8000-000000000001', 'status', {
    status: { from: 'pending', to: 'confirmed' },
  }),
  entry('e1', '2026-11-23T08:00:00.000Z', 'languages', '1a000000-0000-4000-8000-000000000001', 'create', {
    name: 'French',
    code: 'fr',
  }),
];

const stories = resourceStories(auditLog, {
  rows,
  record: rows[0]!,
  options: {
    actorId: [
      { __typename: 'Admin', id: 'a0000000-0000-4000-8000-000000000001', email: 'admin@example.com' },
      { __typename: 'Admin', id: 'a0000000-0000-4000-8000-000000000002', email: 'support@example.com' },
    ],
  },
  noMatchFilter: { action: 'delete' },
});

// The audit log (admins only): who changed what and when, with the field diff and a link to the record.
const meta = {
  title: 'Pages/Resources/AuditLog',
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;

export const ListFilled = stories.ListFilled;
export const ListLoading = stories.ListLoading;
export const ListEmpty = stories.ListEmpty;
export const ListNoMatch = stories.ListNoMatch;
export const ListError = stories.ListError;
export const ListForbidden = stories.ListForbidden;
