import { readFileSync } from 'node:fs';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from './compileMessages.ts';

const catalogue = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../src/i18n/messages/${locale}.json`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;

/** A sample value for every placeholder of a message, by its kind. */
function sampleValues(elements: MessageFormatElement[], into: Record<string, unknown> = {}) {
  for (const element of elements) {
    if (element.type === TYPE.argument) into[element.value] = 'x';
    if (element.type === TYPE.number || element.type === TYPE.plural) into[element.value] = 3;
    if (element.type === TYPE.date || element.type === TYPE.time) into[element.value] = new Date(0);
    if (element.type === TYPE.select) into[element.value] = 'other';
    if (element.type === TYPE.tag) {
      into[element.value] = (chunks: unknown[]) => chunks.join('');
      sampleValues(element.children, into);
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) sampleValues(option.value, into);
    }
  }
  return into;
}

describe('compiled message catalogues (what the app build ships)', () => {
  it.each(['en-US', 'ar-EG'])('compile every %s message', (locale) => {
    const messages = catalogue(locale);
    const compiled = compileCatalogue(messages, locale);
    expect(Object.keys(compiled)).toEqual(Object.keys(messages));
  });

  it.each(['en-US', 'ar-EG'])('format %s exactly as the text messages do', (locale) => {
    const messages = catalogue(locale);
    const asText = createIntl({ locale, messages });
    const compiled = compileCatalogue(messages);
    const asAst = createIntl({ locale, messages: compiled });
    for (const [id, ast] of Object.entries(compiled)) {
      const values = sampleValues(ast) as Record<string, string>;
      expect(asAst.formatMessage({ id }, values), id).toEqual(asText.formatMessage({ id }, values));
    }
  });

  it('names the message that does not parse', () => {
    expect(() => compileCatalogue({ 'a.ok': 'Fine', 'a.broken': 'Hello {name' }, 'en-US')).toThrow(
      /a\.broken in en-US/,
    );
  });
});
