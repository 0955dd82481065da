import type { InferType } from 'yup';
import {
  ERROR_CODES,
  adminGroupMembersRules,
  collectionMembersRules,
  type grantRoleRules,
  type inviteStaffRules,
  type Resource,
} from '@market/domain';
import type { Queryable, Row } from '../db/index.ts';
import { appError, validationError } from '../resources/errors.ts';
import { resourceSpec } from '../resources/specs/index.ts';
import { audit, type Viewer } from '../resources/store.ts';
import { issuePasswordLink } from '../auth/passwordLinks.ts';
import type { ServiceDeps } from '../services.ts';

export interface Membership {
  /** Mutation names: add<Name>, remove<Name>. */
  name: string;
  resource: Resource;
  table: string;
  groupColumn: string;
  memberColumn: string;
  groupTable: string;
  /** Input field names. */
  groupField: 'collectionId' | 'groupId';
  membersField: 'storeIds' | 'accountIds';
  rules: typeof collectionMembersRules | typeof adminGroupMembersRules;
}

export const MEMBERSHIPS: Membership[] = [
  {
    name: 'CollectionStores',
    resource: 'store-type-collections',
    table: 'store_type_collection_stores',
    groupColumn: 'collection_id',
    memberColumn: 'store_id',
    groupTable: 'store_type_collections',
    groupField: 'collectionId',
    membersField: 'storeIds',
    rules: collectionMembersRules,
  },
  {
    name: 'AdminGroupMembers',
    resource: 'admin-groups',
    table: 'admin_group_members',
    groupColumn: 'group_id',
    memberColumn: 'account_id',
    groupTable: 'admin_groups',
    groupField: 'groupId',
    membersField: 'accountIds',
    rules: adminGroupMembersRules,
  },
];

export interface MembershipChange {
  groupId: string;
  /** Members actually added or removed (repeats are ignored). */
  changed: number;
  memberCount: number;
}

/**
 * Adds or removes members of a store-type collection or an admin group in one transaction, audited when
 * anything changed; members added must exist.
 */
export function changeMembership(
  db: ServiceDeps['db'],
  viewer: Viewer,
  m: Membership,
  mode: 'add' | 'remove',
  groupId: string,
  ids: string[],
): Promise<MembershipChange> {
  return db.transaction(async (tx) => {
    // Locks the group so concurrent edits of one collection apply one after the other.
    const group = await tx.query(`select 1 from ${m.groupTable} where id = $1 for update`, [groupId]);
    if (group.rows.length === 0) throw validationError({ [m.groupField]: 'Does not exist' });
    let changed: number;
    if (mode === 'add') {
      changed = await addMembers(tx, m, groupId, ids);
    } else {
      const { rows } = await tx.query(
        `delete from ${m.table} where ${m.groupColumn} = $1 and ${m.memberColumn} = any($2::uuid[])
         returning ${m.memberColumn}`,
        [groupId, ids],
      );
      changed = rows.length;
    }
    if (changed > 0) {
      await audit(tx, viewer, { table: m.groupTable }, groupId, 'update', {
        [m.membersField]: { [mode === 'add' ? 'added' : 'removed']: ids },
      });
    }
    const count = await tx.query<{ n: number }>(
      `select count(*)::int4 as n from ${m.table} where ${m.groupColumn} = $1`,
      [groupId],
    );
    return { groupId, changed, memberCount: count.rows[0]?.n ?? 0 };
  });
}

async function addMembers(tx: Queryable, m: Membership, groupId: string, ids: string[]): Promise<number> {
  const memberTable = m.memberColumn === 'store_id' ? 'stores' : 'accounts';
  const known = await tx.query<{ id: string }>(`select id from ${memberTable} where id = any($1::uuid[])`, [
    ids,
  ]);
  if (known.rows.length !== ids.length) {
    const found = new Set(known.rows.map((r) => r.id));
    const missing = ids.findIndex((id) => !found.has(id));
    throw validationError({ [`${m.membersField}[${missing}]`]: 'Does not exist' });
  }
  const { rows } = await tx.query(
    `insert into ${m.table} (${m.groupColumn}, ${m.memberColumn})
     select $1, unnest($2::uuid[]) on conflict do nothing returning ${m.memberColumn}`,
    [groupId, ids],
  );
  return rows.length;
}

/**
 * Creates a staff account with a role and no usable password, and queues the email with a link to choose
 * one (`adminUrl` is the admin's public address), in one transaction.
 */
export async function inviteStaff(
  deps: ServiceDeps,
  viewer: Viewer,
  adminUrl: string,
  input: InferType<typeof inviteStaffRules>,
): Promise<Row | null> {
  const spec = resourceSpec('Admin');
  const { email, firstName, lastName, role, language } = input;
  const id = await deps.store.write(spec, 'create', async (tx) => {
    // '!' is never an Argon2 hash, so no password matches until the person sets one.
    const { rows } = await tx.query<{ id: string }>(
      `insert into accounts (email, password_hash, first_name, last_name, role, language_code)
         values ($1, '!invited', $2, $3, $4, $5) returning id`,
      [email, firstName, lastName ?? null, role, language ?? null],
    );
    const created = rows[0]!.id;
    await audit(tx, viewer, spec, created, 'create', {
      email,
      firstName,
      lastName,
      role,
      language,
      invited: true,
    });
    // The invitation email with its link is queued in the same transaction as the account.
    await issuePasswordLink(tx, adminUrl, { id: created, firstName }, 'invite');
    return created;
  });
  return deps.store.get(spec, id);
}

/** Gives a self-registered account (waiting for access, no role) its first role. */
export async function grantStaffRole(
  deps: ServiceDeps,
  viewer: Viewer,
  input: InferType<typeof grantRoleRules>,
): Promise<Row | null> {
  const spec = resourceSpec('Admin');
  const { accountId, role } = input;
  await deps.store.write(spec, 'update', async (tx) => {
    const { rows } = await tx.query<{ role: string | null }>(
      'select role from accounts where id = $1 for update',
      [accountId],
    );
    const account = rows[0];
    if (!account) throw appError(ERROR_CODES.NOT_FOUND);
    if (account.role) throw validationError({ accountId: 'Already has a role; change it on the staff page' });
    await tx.query('update accounts set role = $2 where id = $1', [accountId, role]);
    await audit(tx, viewer, spec, accountId, 'update', { role: { from: null, to: role } });
  });
  return deps.store.get(spec, accountId);
}

/** Stops an account from signing in and ends its sessions (refresh tokens revoked). */
export async function deactivateStaff(
  deps: ServiceDeps,
  viewer: Viewer,
  id: string,
  version: number,
): Promise<Row | null> {
  const spec = resourceSpec('Admin');
  await deps.store.write(spec, 'update', async (tx) => {
    const current = await deps.store.lockForChange(spec, id, version, tx);
    if (!current.isActive) return;
    await tx.query('update accounts set is_active = false where id = $1', [id]);
    await tx.query(
      'update refresh_tokens set revoked_at = now() where account_id = $1 and revoked_at is null',
      [id],
    );
    await audit(tx, viewer, spec, id, 'update', { isActive: { from: true, to: false } });
  });
  return deps.store.get(spec, id);
}
