import type { JobFileStorage } from '../storage.ts';
import { expireCoupons } from './expireCoupons.ts';
import { rebuildRollups } from './rebuildRollups.ts';
import { removeExpiredFiles } from './removeExpiredFiles.ts';
import { resendNotifications } from './resendNotifications.ts';
import type { ScriptDefinition } from './types.ts';
import { verifyLedger } from './verifyLedger.ts';

export { scriptType, type ScriptDefinition, type ScriptParam } from './types.ts';

/** The maintenance scripts, in the order the scripts page lists them. */
export function scriptJobs(storage: JobFileStorage): ScriptDefinition<never>[] {
  return [
    verifyLedger,
    expireCoupons,
    resendNotifications,
    removeExpiredFiles(storage),
    rebuildRollups,
  ] as unknown as ScriptDefinition<never>[];
}
