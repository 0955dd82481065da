import * as yup from 'yup';
import { validate } from '@market/domain';
import { validationError } from '../../resources/errors.ts';
import type { JobContext, JobDefinition, JobOutcome } from '../types.ts';

/** One parameter as the scripts page shows it (a form field). */
export interface ScriptParam {
  name: string;
  label: string;
  type: 'int' | 'string' | 'boolean' | 'date';
  required: boolean;
  defaultValue: unknown;
}

export type ScriptParams<P> = P & { dryRun: boolean };

/** A maintenance script: a typed job definition the scripts page lists, with its parameters' form. */
export interface ScriptDefinition<P extends object = Record<string, unknown>>
  extends JobDefinition<ScriptParams<P>> {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly supportsDryRun: boolean;
  readonly params: readonly ScriptParam[];
}

export const scriptType = (name: string) => `script:${name}`;

/**
 * A script from its description: parameters validated with `domain` rules (yup, the forms' rules),
 * `dryRun` accepted only when the script supports it.
 */
export function defineScript<P extends object>(def: {
  name: string;
  title: string;
  description: string;
  supportsDryRun: boolean;
  params: readonly ScriptParam[];
  rules: yup.ObjectSchema<P>;
  maxAttempts?: number;
  run(ctx: JobContext<ScriptParams<P>>): Promise<JobOutcome>;
}): ScriptDefinition<P> {
  const rules = def.rules.shape({ dryRun: yup.boolean().typeError('Must be true or false').default(false) });
  return {
    type: scriptType(def.name),
    name: def.name,
    title: def.title,
    description: def.description,
    supportsDryRun: def.supportsDryRun,
    params: def.params,
    maxAttempts: def.maxAttempts ?? 1,
    parseParams(raw: unknown): ScriptParams<P> {
      const input = raw === null || raw === undefined ? {} : raw;
      if (typeof input !== 'object' || Array.isArray(input)) throw validationError({ params: 'Must be an object' });
      const parsed = validate(rules as unknown as yup.AnyObjectSchema, input);
      if (!parsed.ok) throw validationError(parsed.fields);
      const value = parsed.value as ScriptParams<P>;
      if (value.dryRun && !def.supportsDryRun) throw validationError({ dryRun: 'This script has no dry run' });
      return value;
    },
    run: def.run,
  };
}
