export * from './limits.ts';
export * from './rules.ts';
export * from './entities/index.ts';
export { validate, type FieldErrors, type ValidationResult } from './validate.ts';
export * from './operations.ts';
