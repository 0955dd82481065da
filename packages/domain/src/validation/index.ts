export * from './rules.ts';
export * from './entities.ts';
export { validate, type FieldErrors, type ValidationResult } from './validate.ts';
export * from './operations.ts';
