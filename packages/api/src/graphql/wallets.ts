import {
  GraphQLBoolean,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfigMap,
} from 'graphql/index.js';
import { validate, walletAdjustmentRules, type Resource } from '@market/domain';
import { validationError } from '../resources/errors.ts';
import { postWalletAdjustment, walletAccountOf, type Adjustment } from '../wallets/service.ts';
import { needs, requireAccess, requireAnyAccess, type GraphQLContext } from './context.ts';
import { Money } from './scalars.ts';

const WALLET_SCREEN: Record<string, Resource> = {
  customer: 'customer-wallet',
  merchant: 'merchant-wallet',
  platform: 'admin-wallet',
};

const WALLET_SCREENS = Object.values(WALLET_SCREEN);

const WalletAdjustment = new GraphQLObjectType({
  name: 'WalletAdjustment',
  fields: {
    journalId: { type: new GraphQLNonNull(GraphQLID) },
    accountId: { type: new GraphQLNonNull(GraphQLID) },
    amount: { type: new GraphQLNonNull(Money) },
    balance: { type: new GraphQLNonNull(Money), description: 'The account balance after the posting.' },
    replayed: {
      type: new GraphQLNonNull(GraphQLBoolean),
      description: 'True when this idempotency key was already posted: nothing new was written.',
    },
  },
});

const WalletAdjustmentInput = new GraphQLInputObjectType({
  name: 'WalletAdjustmentInput',
  fields: {
    accountId: { type: GraphQLID },
    amount: { type: Money, description: 'Positive credits the wallet, negative debits it.' },
    reason: { type: GraphQLString },
    idempotencyKey: {
      type: GraphQLString,
      description: 'Client-chosen; retries with the same key post once.',
    },
  },
});

export function walletMutations(): GraphQLFieldConfigMap<unknown, GraphQLContext> {
  return {
    postWalletAdjustment: {
      type: new GraphQLNonNull(WalletAdjustment),
      args: { input: { type: new GraphQLNonNull(WalletAdjustmentInput) } },
      extensions: needs(WALLET_SCREENS),
      resolve: async (_root, args: { input: Record<string, unknown> }, ctx): Promise<Adjustment> => {
        // Whoever may use no wallet screen is refused before the input is even read; the account's own
        // screen is checked once the account is known.
        requireAnyAccess(ctx, WALLET_SCREENS);
        const parsed = validate(walletAdjustmentRules, args.input);
        if (!parsed.ok) throw validationError(parsed.fields);
        const input = parsed.value;
        const account = await walletAccountOf(ctx.db, input.accountId);
        if (!account) throw validationError({ accountId: 'Does not exist' });
        const viewer = requireAccess(ctx, WALLET_SCREEN[account.ownerType] ?? 'admin-wallet');
        return postWalletAdjustment(ctx.db, viewer, account, input);
      },
    },
  };
}
