import type { Database } from './db/index.ts';
import type { EventBus } from './graphql/events.ts';
import type { ResourceStore } from './resources/store.ts';

/**
 * What the area services (orders/, wallets/, returns/, staff/) work with: the database, the resource store
 * (which runs a write in a transaction with its conflict checks) and the event bus. A GraphQL context is one.
 */
export interface ServiceDeps {
  db: Database;
  store: ResourceStore;
  events: EventBus;
}
