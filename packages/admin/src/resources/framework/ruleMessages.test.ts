import * as domain from '@market/domain';
import { createIntl } from 'react-intl';
import type { AnyObjectSchema } from 'yup';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../../i18n/catalogues.ts';
import { translateRuleMessage } from './ruleMessages.ts';

const arabic = createIntl({ locale: 'ar-EG', messages: catalogues['ar-EG'] });
const english = createIntl({ locale: 'en-US', messages: catalogues['en-US'] });

/** Every field message a domain rule produces for an empty or nonsense value. */
function ruleMessages(): string[] {
  const found = new Set<string>();
  const samples: unknown[] = ['', 'x', 'x'.repeat(3000), -1, 1.5, 0];
  for (const [name, rule] of Object.entries(domain)) {
    if (!name.endsWith('Rules') || typeof rule !== 'object' || rule === null || !('fields' in rule)) continue;
    const schema = rule as AnyObjectSchema;
    for (const field of Object.keys(schema.fields)) {
      for (const sample of samples) {
        const result = domain.validate(schema, { [field]: sample });
        if (!result.ok && result.fields[field]) found.add(result.fields[field]);
      }
    }
  }
  return [...found];
}

describe('rule messages in the user language', () => {
  it('shows length and blank messages in Arabic with Arabic digits, and English unchanged', () => {
    expect(translateRuleMessage(arabic, 'Field cannot be blank')).toBe('لا يمكن ترك الحقل فارغًا');
    expect(translateRuleMessage(arabic, 'Must be at least 2 characters')).toBe('يجب ألا يقل عن ٢ أحرف');
    expect(translateRuleMessage(english, 'Must be at most 20 characters')).toBe(
      'Must be at most 20 characters',
    );
    expect(translateRuleMessage(arabic, 'Must be one of: admin, support')).toBe(
      'يجب أن يكون أحد: admin, support',
    );
  });

  it('knows every message the domain rules produce', () => {
    const messages = ruleMessages();
    expect(messages.length).toBeGreaterThan(10);
    const untranslated = messages.filter((message) => translateRuleMessage(arabic, message) === message);
    expect(untranslated).toEqual([]);
  });
});
