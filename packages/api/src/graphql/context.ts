import { ERROR_CODES, canAccess, type Resource } from '@market/domain';
import type { Database } from '../db/index.ts';
import type { ResourceStore, Viewer } from '../resources/store.ts';
import { appError } from '../resources/errors.ts';
import type { EventBus } from './events.ts';

export interface GraphQLContext {
  viewer: Viewer | null;
  db: Database;
  store: ResourceStore;
  events: EventBus;
}

/** The caller, if allowed to use `resource`; otherwise UNAUTHENTICATED (no token) or FORBIDDEN (no right). */
export function requireAccess(ctx: GraphQLContext, resource: Resource): Viewer {
  if (!ctx.viewer) throw appError(ERROR_CODES.UNAUTHENTICATED);
  if (!canAccess(ctx.viewer.role, resource)) throw appError(ERROR_CODES.FORBIDDEN);
  return ctx.viewer;
}

export function requireStaff(ctx: GraphQLContext): Viewer {
  if (!ctx.viewer) throw appError(ERROR_CODES.UNAUTHENTICATED);
  if (!ctx.viewer.role) throw appError(ERROR_CODES.FORBIDDEN);
  return ctx.viewer;
}
