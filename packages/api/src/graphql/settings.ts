import {
  GraphQLBoolean,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfigMap,
  type GraphQLScalarType,
} from 'graphql/index.js';
import { ERROR_CODES, appSettingsPatchRules, validate, type Resource } from '@market/domain';
import type { Queryable } from '../db/index.ts';
import { appError, validationError } from '../resources/errors.ts';
import { audit } from '../resources/store.ts';
import { needs, requireAccess, requireAnyAccess, type GraphQLContext } from './context.ts';

interface SettingSpec {
  /** app_settings row and the path inside its JSON value. */
  key: string;
  path: string[];
  type: GraphQLScalarType;
  screen: Resource;
  /** Write-only: stored, never returned (only whether it is set). */
  secret?: boolean;
}

const S = (key: string, path: string[], type: GraphQLScalarType, screen: Resource, secret = false) => ({
  key,
  path,
  type,
  screen,
  secret,
});

/** The typed settings the two settings screens edit, over the key → JSON rows of app_settings. */
export const SETTINGS: Record<string, SettingSpec> = {
  phoneRegex: S('phone', ['regex'], GraphQLString, 'app-general'),
  phoneLength: S('phone', ['length'], GraphQLInt, 'app-general'),
  iosMinVersion: S('app_versions', ['ios', 'min'], GraphQLString, 'app-general'),
  iosLatestVersion: S('app_versions', ['ios', 'latest'], GraphQLString, 'app-general'),
  androidMinVersion: S('app_versions', ['android', 'min'], GraphQLString, 'app-general'),
  androidLatestVersion: S('app_versions', ['android', 'latest'], GraphQLString, 'app-general'),
  loginType: S('login_type', [], GraphQLString, 'app-general'),
  paymentPublishableKey: S('payment_keys', ['publishable'], GraphQLString, 'app-general'),
  paymentSecretKey: S('payment_keys', ['secret'], GraphQLString, 'app-general', true),
  rewardPointsPerCurrencyUnit: S('rewards', ['pointsPerCurrencyUnit'], GraphQLInt, 'settings-general'),
  rewardRedemptionRate: S('rewards', ['redemptionRate'], GraphQLInt, 'settings-general'),
  // Catalogue defaults (/catalog/settings-general); the products list's "Low stock" filter reads it.
  catalogLowStockThreshold: S('catalog', ['lowStockThreshold'], GraphQLInt, 'settings-general'),
  // The marketplace's time zone: report days start at its midnight (unset = UTC). Changing it recomputes
  // the report rollups in the same transaction (a trigger of migration 011).
  reportTimeZone: S('reports', ['timeZone'], GraphQLString, 'app-general'),
  // Days a job's result file is kept (unset = DEFAULT_JOB_FILE_RETENTION_DAYS); read by jobs/storage.ts.
  jobFileRetentionDays: S('jobs', ['fileRetentionDays'], GraphQLInt, 'app-general'),
};
const SCREENS = [...new Set(Object.values(SETTINGS).map((s) => s.screen))];

const SecretSetting = new GraphQLObjectType({
  name: 'SecretSetting',
  description: 'A write-only value: whether it is set, never the value.',
  fields: { isSet: { type: new GraphQLNonNull(GraphQLBoolean) } },
});

const AppSettings = new GraphQLObjectType({
  name: 'AppSettings',
  fields: {
    ...Object.fromEntries(
      Object.entries(SETTINGS).map(([name, s]) => [
        name,
        { type: s.secret ? new GraphQLNonNull(SecretSetting) : s.type },
      ]),
    ),
    version: {
      type: new GraphQLNonNull(GraphQLInt),
      description: 'Pass back on update (CONFLICT when stale).',
    },
  },
});

const AppSettingsPatch = new GraphQLInputObjectType({
  name: 'AppSettingsPatch',
  fields: Object.fromEntries(
    Object.entries(SETTINGS).map(([name, s]) => [
      name,
      { type: s.type, ...(s.secret ? { description: 'Write-only; null clears it.' } : {}) },
    ]),
  ),
});

type Json = Record<string, unknown>;

function getPath(value: unknown, path: string[]): unknown {
  let at = value;
  for (const p of path) at = at && typeof at === 'object' ? (at as Json)[p] : undefined;
  return at ?? null;
}

function setPath(value: unknown, path: string[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [head = '', ...rest] = path;
  const object = value && typeof value === 'object' ? { ...(value as Json) } : {};
  object[head] = setPath(object[head], rest, next);
  return object;
}

async function readRows(q: Queryable, lock = false) {
  const { rows } = await q.query<{ key: string; value: unknown; version: number }>(
    `select key, value, version from app_settings where key = any($1::text[]) order by key ${lock ? 'for update' : ''}`,
    [[...new Set(Object.values(SETTINGS).map((s) => s.key))]],
  );
  const values = new Map(
    // jsonb arrives parsed on both databases: a stored JSON string (login_type "otp") is already the string.
    rows.map((r) => [r.key, r.value]),
  );
  // Any row changing moves the sum, so it serves as the version of the settings as a whole.
  const version = rows.reduce((sum, r) => sum + r.version, 0);
  return { values, version };
}

function present(values: Map<string, unknown>, version: number) {
  const out: Json = { version };
  for (const [name, s] of Object.entries(SETTINGS)) {
    const value = getPath(values.get(s.key), s.path);
    out[name] = s.secret ? { isSet: value !== null && value !== '' } : value;
  }
  return out;
}

export function settingsQueries(): GraphQLFieldConfigMap<unknown, GraphQLContext> {
  return {
    appSettings: {
      type: new GraphQLNonNull(AppSettings),
      extensions: needs(SCREENS),
      resolve: async (_root, _args, ctx) => {
        requireAnyAccess(ctx, SCREENS);
        const { values, version } = await readRows(ctx.db);
        return present(values, version);
      },
    },
  };
}

export function settingsMutations(): GraphQLFieldConfigMap<unknown, GraphQLContext> {
  return {
    updateAppSettings: {
      type: new GraphQLNonNull(AppSettings),
      args: {
        version: { type: new GraphQLNonNull(GraphQLInt) },
        patch: { type: new GraphQLNonNull(AppSettingsPatch) },
      },
      extensions: needs(SCREENS),
      resolve: async (_root, args: { version: number; patch: Json }, ctx) => {
        const viewer = requireAnyAccess(ctx, SCREENS);
        const patch = Object.fromEntries(Object.entries(args.patch).filter(([, v]) => v !== undefined));
        for (const name of Object.keys(patch)) requireAccess(ctx, SETTINGS[name]!.screen);
        const parsed = validate(appSettingsPatchRules, patch);
        if (!parsed.ok) throw validationError(parsed.fields);
        const clean = parsed.value as Json;
        return ctx.db.transaction(async (tx) => {
          const { values, version } = await readRows(tx, true);
          if (version !== args.version) throw appError(ERROR_CODES.CONFLICT);
          const diff: Json = {};
          const next = new Map(values);
          for (const name of Object.keys(patch)) {
            const s = SETTINGS[name]!;
            const from = getPath(next.get(s.key), s.path);
            const to = clean[name] ?? null;
            if (JSON.stringify(from) === JSON.stringify(to)) continue;
            next.set(s.key, setPath(next.get(s.key), s.path, to));
            // The audit log must not become a copy of the secret.
            diff[name] = s.secret ? { from: from ? 'set' : 'unset', to: to ? 'set' : 'unset' } : { from, to };
          }
          for (const key of new Set(Object.keys(diff).map((n) => SETTINGS[n]!.key))) {
            await tx.query(
              `insert into app_settings (key, value, is_secret) values ($1, $2::jsonb, $3)
               on conflict (key) do update set value = excluded.value`,
              [key, JSON.stringify(next.get(key)), key === 'payment_keys'],
            );
          }
          if (Object.keys(diff).length > 0)
            await audit(tx, viewer, { table: 'app_settings' }, 'app', 'update', diff);
          const after = await readRows(tx);
          return present(after.values, after.version);
        });
      },
    },
  };
}
