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
import { grantRoleRules, inviteStaffRules, validate } from '@market/domain';
import { validationError } from '../resources/errors.ts';
import {
  MEMBERSHIPS,
  changeMembership,
  deactivateStaff,
  grantStaffRole,
  inviteStaff,
  type Membership,
} from '../staff/service.ts';
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
      return changeMembership(ctx.db, viewer, m, mode, groupId, ids);
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
        return inviteStaff(ctx, viewer, ctx.adminUrl, parsed.value);
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
        return grantStaffRole(ctx, viewer, parsed.value);
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
        return deactivateStaff(ctx, viewer, args.id, args.version);
      },
    },
  };
  return fields;
}
