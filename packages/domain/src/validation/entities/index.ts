// One schema per entity, in the GraphQL field names (camelCase), a module per area of the product so a
// page builds only its own area's schemas. The server validates the whole row after applying a patch, so
// cross-field rules hold for edits too.
export * from './configuration.ts';
export * from './catalog.ts';
export * from './stores.ts';
export * from './users.ts';
export * from './marketing.ts';
export * from './orders.ts';
export * from './wallet.ts';
