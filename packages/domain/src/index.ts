export * from './enums.ts';
export * from './errors.ts';
export * from './permissions.ts';
export * from './money.ts';
export * from './validation/index.ts';
export * from './application.ts';
export * from './reports/index.ts';
