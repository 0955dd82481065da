export * from './limits.ts';
export * from './rules.ts';
export * from './entities/index.ts';
/** Every entity's rules by name, for a form that picks its rules by name (the admin's edit form). */
export * as ENTITY_RULES from './entities/index.ts';
export { validate, validator, type FieldErrors, type ValidationResult } from './validate.ts';
export * from './operations.ts';
