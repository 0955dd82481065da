import type { IntlShape } from 'react-intl';
import { jobMessages as m } from './messages.ts';
import type { JobScriptParamData } from './operations.ts';

export type ScriptParams = Record<string, unknown>;

/** The form's first values: each parameter's default, or empty. */
export function initialParams(params: readonly JobScriptParamData[]): ScriptParams {
  return Object.fromEntries(
    params.map((p) => [p.name, p.defaultValue ?? (p.type === 'boolean' ? false : null)]),
  );
}

/** A parameter's value as the confirmation shows it. */
export function paramText(param: JobScriptParamData, value: unknown, intl: IntlShape): string {
  if (value === null || value === undefined || value === '') return '—';
  if (param.type === 'boolean') return intl.formatMessage(value === true ? m.yes : m.no);
  if (param.type === 'int' && typeof value === 'number') return intl.formatNumber(value);
  return String(value);
}
