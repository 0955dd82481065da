import {
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfigMap,
} from 'graphql/index.js';
import {
  ERROR_CODES,
  adminGroupMembersRules,
  collectionMembersRules,
  grantRoleRules,
  inviteStaffRules,
  validate,
  type Resource,
} from '@market/domain';
import { appError, validationError } from '../resources/errors.ts';
import { resourceSpec } from '../resources/specs/index.ts';
import { audit } from '../resources/store.ts';
import { issuePasswordLink } from '../auth/passwordLinks.ts';
import { needs, requireAccess, type GraphQLContext } from './context.ts';

type Fields = GraphQLFieldConfigMap<unknown, GraphQLContext>;
const nn = <T extends GraphQLObjectType | typeof GraphQLInt | typeof GraphQLID>(t: T) =>
  new GraphQLNonNull(t);
const idList = new GraphQLList(new GraphQLNonNull(GraphQLID));

const MembershipChange = new GraphQLObjectType({
  name: 'MembershipChange',
  fields: {
    groupId: { type: nn(GraphQLID), description: 'The collection or admin group.' },
    changed: {
      type: nn(GraphQLInt),
      description: 'Members actually added or removed (repeats are ignored).',
    },
    memberCount: { type: nn(GraphQLInt) },
  },
});

interface Membership {
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

const MEMBERSHIPS: Membership[] = [
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

function membershipMutations(m: Membership): Fields {
  const input = new GraphQLInputObjectType({
    name: `${m.name}Input`,
    fields: { [m.groupField]: { type: GraphQLID }, [m.membersField]: { type: idList } },
  });
  const change = (mode: 'add' | 'remove') => ({
    type: nn(MembershipChange),
    args: { input: { type: new GraphQLNonNull(input) } },
    extensions: needs(m.resource),
    resolve: async (_root: unknown, args: { input: Record<string, unknown> }, ctx: GraphQLContext) => {
      const viewer = requireAccess(ctx, m.resource);
      const parsed = validate(m.rules, args.input);
      if (!parsed.ok) throw validationError(parsed.fields);
      const value = parsed.value as Record<string, unknown>;
      const groupId = value[m.groupField] as string;
      const ids = [...new Set(value[m.membersField] as string[])];
      return ctx.db.transaction(async (tx) => {
        // Locks the group so concurrent edits of one collection apply one after the other.
        const group = await tx.query(`select 1 from ${m.groupTable} where id = $1 for update`, [groupId]);
        if (group.rows.length === 0) throw validationError({ [m.groupField]: 'Does not exist' });
        let changed: number;
        if (mode === 'add') {
          const memberTable = m.memberColumn === 'store_id' ? 'stores' : 'accounts';
          const known = await tx.query<{ id: string }>(
            `select id from ${memberTable} where id = any($1::uuid[])`,
            [ids],
          );
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
          changed = rows.length;
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
    },
  });
  return { [`add${m.name}`]: change('add'), [`remove${m.name}`]: change('remove') };
}

const InviteStaffInput = new GraphQLInputObjectType({
  name: 'InviteStaffInput',
  fields: {
    email: { type: GraphQLString },
    firstName: { type: GraphQLString },
    lastName: { type: GraphQLString },
    role: { type: GraphQLString },
    language: {
      type: GraphQLString,
      description:
        'The language of the invitation email and later messages: en or ar (default: the default language).',
    },
  },
});

const GrantRoleInput = new GraphQLInputObjectType({
  name: 'GrantRoleInput',
  fields: { accountId: { type: GraphQLID }, role: { type: GraphQLString } },
});

/** Staff: invite, grant a role to a waiting account, deactivate; admin-group and collection membership. */
export function staffMutations(adminType: GraphQLObjectType): Fields {
  const spec = resourceSpec('Admin');
  const fields: Fields = {
    ...MEMBERSHIPS.reduce<Fields>((all, m) => ({ ...all, ...membershipMutations(m) }), {}),
    inviteStaff: {
      type: new GraphQLNonNull(adminType),
      description:
        'Creates a staff account with a role and no usable password, and emails the person a link (valid 7 days) to choose one.',
      args: { input: { type: new GraphQLNonNull(InviteStaffInput) } },
      extensions: needs('admins'),
      resolve: async (_root, args: { input: Record<string, unknown> }, ctx) => {
        const viewer = requireAccess(ctx, 'admins');
        const parsed = validate(inviteStaffRules, args.input);
        if (!parsed.ok) throw validationError(parsed.fields);
        const { email, firstName, lastName, role, language } = parsed.value;
        const id = await ctx.store.write(spec, 'create', async (tx) => {
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
          await issuePasswordLink(tx, ctx.adminUrl, { id: created, firstName }, 'invite');
          return created;
        });
        return ctx.store.get(spec, id);
      },
    },
    grantStaffRole: {
      type: new GraphQLNonNull(adminType),
      description: 'Gives a self-registered account (waiting for access, no role) its first role.',
      args: { input: { type: new GraphQLNonNull(GrantRoleInput) } },
      extensions: needs('admins'),
      resolve: async (_root, args: { input: Record<string, unknown> }, ctx) => {
        const viewer = requireAccess(ctx, 'admins');
        const parsed = validate(grantRoleRules, args.input);
        if (!parsed.ok) throw validationError(parsed.fields);
        const { accountId, role } = parsed.value;
        await ctx.store.write(spec, 'update', async (tx) => {
          const { rows } = await tx.query<{ role: string | null }>(
            'select role from accounts where id = $1 for update',
            [accountId],
          );
          const account = rows[0];
          if (!account) throw appError(ERROR_CODES.NOT_FOUND);
          if (account.role)
            throw validationError({ accountId: 'Already has a role; change it on the staff page' });
          await tx.query('update accounts set role = $2 where id = $1', [accountId, role]);
          await audit(tx, viewer, spec, accountId, 'update', { role: { from: null, to: role } });
        });
        return ctx.store.get(spec, accountId);
      },
    },
    deactivateStaff: {
      type: new GraphQLNonNull(adminType),
      description: 'Stops an account from signing in and ends its sessions (refresh tokens revoked).',
      args: {
        id: { type: new GraphQLNonNull(GraphQLID) },
        version: { type: new GraphQLNonNull(GraphQLInt) },
      },
      extensions: needs('admins'),
      resolve: async (_root, args: { id: string; version: number }, ctx) => {
        const viewer = requireAccess(ctx, 'admins');
        if (args.id === viewer.id) throw validationError({ id: 'You cannot deactivate yourself' });
        await ctx.store.write(spec, 'update', async (tx) => {
          const current = await ctx.store.lockForChange(spec, args.id, args.version, tx);
          if (!current.isActive) return;
          await tx.query('update accounts set is_active = false where id = $1', [args.id]);
          await tx.query(
            'update refresh_tokens set revoked_at = now() where account_id = $1 and revoked_at is null',
            [args.id],
          );
          await audit(tx, viewer, spec, args.id, 'update', { isActive: { from: true, to: false } });
        });
        return ctx.store.get(spec, args.id);
      },
    },
  };
  return fields;
}
