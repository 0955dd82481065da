import { REPORT_TYPES as DOMAIN_REPORT_TYPES } from '@market/domain';
import { describe, expect, it } from 'vitest';
import arEG from '../i18n/messages/ar-EG.json';
import enUS from '../i18n/messages/en-US.json';
import { REPORT_TYPES } from '../shell/navigation.tsx';

describe('the Reports menu', () => {
  const entries = Object.values(REPORT_TYPES).flat();

  it('lists every report of the domain, in the same order', () => {
    expect(entries.map(([type]) => type)).toEqual([...DOMAIN_REPORT_TYPES]);
    expect(entries).toHaveLength(15);
  });

  it('names each one in English and Arabic', () => {
    const ar: Record<string, string> = arEG;
    const en: Record<string, string> = enUS;
    for (const [, title] of entries) {
      expect(en[title.id!], title.id).toBeTruthy();
      expect(ar[title.id!], title.id).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
