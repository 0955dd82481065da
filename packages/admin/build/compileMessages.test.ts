import { readFileSync } from 'node:fs';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import MagicString from 'magic-string';
import { createIntl } from 'react-intl';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { compileCatalogue, compileDefaultMessages } from './compileMessages.ts';

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

/** A module after the build step, and how many defaults it compiled. */
function compileModule(code: string): { code: string; count: number } {
  const out = new MagicString(code);
  const program = parseAst(code) as unknown as Parameters<typeof compileDefaultMessages>[0];
  const count = compileDefaultMessages(
    program,
    (start, end, text) => out.overwrite(start, end, text),
    'page.tsx',
  );
  return { code: out.toString(), count };
}

describe('compiled default messages (English in the app build)', () => {
  it('turns string and template defaults into ASTs that format as the English text, catalogue-free', () => {
    const { code, count } = compileModule(
      [
        "const a = { id: 'orders.count', defaultMessage: '{count, plural, one {# order} other {# orders}}' };",
        'const b = { id: `orders.title`, defaultMessage: `Orders of {store}` };',
        "const c = { 'defaultMessage': 'Quoted key' };",
        "const d = { description: 'defaultMessage: not a descriptor' };",
        'const { defaultMessage: read } = a;',
        'export const all = [a, b, c, d, read];',
      ].join('\n'),
    );
    expect(count).toBe(3);
    expect(code).toContain("description: 'defaultMessage: not a descriptor'");
    const { all } = new Function(`${code.replace('export const all', 'const all')}; return { all };`)() as {
      all: { id: string; defaultMessage: MessageFormatElement[] }[];
    };
    const [a, b] = all;
    expect(Array.isArray(a?.defaultMessage)).toBe(true);
    // English formats from the defaults alone, without a missing-translation error.
    const errors: unknown[] = [];
    const intl = createIntl({
      locale: 'en-US',
      defaultLocale: 'en-US',
      messages: {},
      onError: (e) => errors.push(e),
    });
    expect(intl.formatMessage(a!, { count: 1 })).toBe('1 order');
    expect(intl.formatMessage(a!, { count: 3 })).toBe('3 orders');
    expect(intl.formatMessage(b!, { store: 'Nile' })).toBe('Orders of Nile');
    expect(errors).toEqual([]);
  });

  it('fails on a default that is not a constant string, or does not parse, naming the module', () => {
    expect(() => compileModule("const m = { id: 'x', defaultMessage: label };")).toThrow(
      /defaultMessage in page\.tsx is not a constant string/,
    );
    expect(() => compileModule('const m = { id: `x`, defaultMessage: `Hi ${name}` };')).toThrow(/page\.tsx/);
    expect(() => compileModule("const m = { id: 'x', defaultMessage: 'Hello {name' };")).toThrow(
      /"Hello \{name" in page\.tsx does not parse/,
    );
  });
});
