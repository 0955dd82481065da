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
import { storeTimeslotSetRules, validate } from '@market/domain';
import type { Queryable } from '../db/index.ts';
import { validationError } from '../resources/errors.ts';
import { resourceSpec } from '../resources/specs/index.ts';
import { audit } from '../resources/store.ts';
import { needs, requireAccess, type GraphQLContext } from './context.ts';

type Fields = GraphQLFieldConfigMap<unknown, GraphQLContext>;

const WeekdaySlotInput = new GraphQLInputObjectType({
  name: 'WeekdaySlotInput',
  fields: {
    weekday: { type: GraphQLInt, description: '0 Sunday … 6 Saturday.' },
    opensAt: { type: GraphQLString, description: 'HH:MM (24-hour).' },
    closesAt: { type: GraphQLString, description: 'HH:MM, after opensAt on the same day.' },
  },
});

const WeekdaySlot = new GraphQLObjectType({
  name: 'WeekdaySlot',
  fields: {
    weekday: { type: new GraphQLNonNull(GraphQLInt) },
    opensAt: { type: new GraphQLNonNull(GraphQLString), description: 'HH:MM' },
    closesAt: { type: new GraphQLNonNull(GraphQLString), description: 'HH:MM' },
  },
});

const StoreTimeslotSet = new GraphQLObjectType({
  name: 'StoreTimeslotSet',
  fields: {
    storeId: { type: new GraphQLNonNull(GraphQLID) },
    version: {
      type: new GraphQLNonNull(GraphQLInt),
      description: "The store's version after the change: the next store edit starts from it.",
    },
    timeslots: {
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(WeekdaySlot))),
      description: 'Sunday first, each day by opening time.',
    },
  },
});

interface Slot {
  weekday: number;
  opensAt: string;
  closesAt: string;
}

async function slotsOf(q: Queryable, storeId: string): Promise<Slot[]> {
  const { rows } = await q.query<{ weekday: number; opensAt: string; closesAt: string }>(
    `select weekday, to_char(opens_at, 'HH24:MI') as "opensAt", to_char(closes_at, 'HH24:MI') as "closesAt"
     from store_timeslots where store_id = $1 order by weekday, opens_at`,
    [storeId],
  );
  return rows.map((r) => ({ weekday: Number(r.weekday), opensAt: r.opensAt, closesAt: r.closesAt }));
}

/**
 * A store's weekly opening hours, read and replaced as one set. The set belongs to the store: replacing it
 * starts from the store's version (CONFLICT when stale) and bumps it, so a store form opened before the
 * change cannot overwrite it unnoticed, nor the other way round.
 */
export function storeTimeslotFields(): { queries: Fields; mutations: Fields } {
  const storeSpec = resourceSpec('Store');
  const slotSpec = resourceSpec('StoreTimeslot');
  return {
    queries: {
      storeWeekdaySlots: {
        type: new GraphQLNonNull(StoreTimeslotSet),
        args: { storeId: { type: new GraphQLNonNull(GraphQLID) } },
        extensions: needs('stores'),
        resolve: async (_root, args: { storeId: string }, ctx) => {
          requireAccess(ctx, 'stores');
          const store = await ctx.store.get(storeSpec, args.storeId);
          if (!store) throw validationError({ storeId: 'Does not exist' });
          return {
            storeId: args.storeId,
            version: store.version,
            timeslots: await slotsOf(ctx.db, args.storeId),
          };
        },
      },
    },
    mutations: {
      setStoreTimeslots: {
        type: new GraphQLNonNull(StoreTimeslotSet),
        description:
          "Replaces a store's weekday timeslots as a whole set, in one transaction, from the store's version.",
        args: {
          storeId: { type: new GraphQLNonNull(GraphQLID) },
          version: {
            type: new GraphQLNonNull(GraphQLInt),
            description: "The store's version the edit started from.",
          },
          timeslots: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(WeekdaySlotInput))) },
        },
        extensions: needs('stores'),
        resolve: async (
          _root,
          args: { storeId: string; version: number; timeslots: Record<string, unknown>[] },
          ctx,
        ) => {
          const viewer = requireAccess(ctx, 'stores');
          const parsed = validate(storeTimeslotSetRules, {
            storeId: args.storeId,
            timeslots: args.timeslots,
          });
          if (!parsed.ok) throw validationError(parsed.fields);
          const slots = parsed.value.timeslots.map((s) => ({
            weekday: s.weekday,
            opensAt: s.opensAt.slice(0, 5),
            closesAt: s.closesAt.slice(0, 5),
          }));
          // Errors are the slot table's (the exclusion constraint backs the rule up).
          return ctx.store.write(slotSpec, 'update', async (tx) => {
            const store = await ctx.store.lockForChange(storeSpec, args.storeId, args.version, tx);
            const before = await slotsOf(tx, args.storeId);
            await tx.query('delete from store_timeslots where store_id = $1', [args.storeId]);
            await tx.query(
              `insert into store_timeslots (store_id, weekday, opens_at, closes_at)
               select $1, s.weekday, s.opens_at, s.closes_at
               from unnest($2::int2[], $3::time[], $4::time[]) as s (weekday, opens_at, closes_at)`,
              [
                args.storeId,
                slots.map((s) => s.weekday),
                slots.map((s) => s.opensAt),
                slots.map((s) => s.closesAt),
              ],
            );
            const after = await slotsOf(tx, args.storeId);
            if (JSON.stringify(before) === JSON.stringify(after)) {
              return { storeId: args.storeId, version: store.version, timeslots: after };
            }
            // touch_row() bumps the version: the set is part of the store.
            const { rows } = await tx.query<{ version: number }>(
              'update stores set updated_at = now() where id = $1 returning version',
              [args.storeId],
            );
            await audit(tx, viewer, storeSpec, args.storeId, 'update', {
              timeslots: { from: before, to: after },
            });
            return { storeId: args.storeId, version: rows[0]!.version, timeslots: after };
          });
        },
      },
    },
  };
}
