import { ERROR_CODES, canAccess, type Resource } from '@market/domain';
import type { Database } from '../db/index.ts';
import type { ResourceStore, Viewer } from '../resources/store.ts';
import { appError } from '../resources/errors.ts';
import type { EventBus } from './events.ts';
import type { JobQueue } from '../jobs/queue.ts';

export interface GraphQLContext {
  viewer: Viewer | null;
  db: Database;
  store: ResourceStore;
  events: EventBus;
  /** The admin's public address, for the password links staff are sent. */
  adminUrl: string;
  /** Background jobs (start, cancel, retry, files); absent only in contexts built without the queue. */
  jobs?: JobQueue;
}

/** The caller, if allowed to use `resource`; otherwise UNAUTHENTICATED (no token) or FORBIDDEN (no right). */
export function requireAccess(ctx: GraphQLContext, resource: Resource): Viewer {
  if (!ctx.viewer) throw appError(ERROR_CODES.UNAUTHENTICATED);
  if (!canAccess(ctx.viewer.role, resource)) throw appError(ERROR_CODES.FORBIDDEN);
  return ctx.viewer;
}

/** The caller, if allowed to use at least one of `resources` (e.g. any wallet screen). */
export function requireAnyAccess(ctx: GraphQLContext, resources: readonly Resource[]): Viewer {
  if (!ctx.viewer) throw appError(ERROR_CODES.UNAUTHENTICATED);
  const { role } = ctx.viewer;
  if (!resources.some((r) => canAccess(role, r))) throw appError(ERROR_CODES.FORBIDDEN);
  return ctx.viewer;
}

/**
 * What an operation needs, declared on its schema field (`extensions.permission`) so the permission-matrix
 * test can check every operation against the matrix in @market/domain: one resource, any of several, or
 * 'public' (answers everyone; `me` is null when signed out).
 */
export type Permission = Resource | readonly Resource[] | 'public';

export const needs = (permission: Permission) => ({ permission });

export function requireStaff(ctx: GraphQLContext): Viewer {
  if (!ctx.viewer) throw appError(ERROR_CODES.UNAUTHENTICATED);
  if (!ctx.viewer.role) throw appError(ERROR_CODES.FORBIDDEN);
  return ctx.viewer;
}
