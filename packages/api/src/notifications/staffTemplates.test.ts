import { describe, expect, it } from 'vitest';
import { STAFF_LANGUAGES } from '@market/domain';
import { STAFF_TEMPLATES, staffTemplate, withoutLinkToken } from './staffTemplates.ts';

describe('staff templates', () => {
  it('exist for every staff language, each with the link and the name', () => {
    for (const [event, byLanguage] of Object.entries(STAFF_TEMPLATES)) {
      for (const language of STAFF_LANGUAGES) {
        const template = byLanguage[language];
        expect(template, `${event} ${language}`).toBeDefined();
        expect(template!.body).toContain('{{link}}');
        expect(template!.body).toContain('{{firstName}}');
      }
    }
  });

  it('fall back to the next language, then English', () => {
    expect(staffTemplate('password_reset', ['ar', 'en'])?.language).toBe('ar');
    expect(staffTemplate('password_reset', [null, 'ar'])?.language).toBe('ar');
    expect(staffTemplate('password_reset', ['fr', null])?.language).toBe('en');
    expect(staffTemplate('unknown_event', ['en'])).toBeNull();
  });

  it('keep no usable token in the stored text', () => {
    expect(withoutLinkToken('Open https://a.test/auth/reset-password?token=abc_DEF-123 now')).toBe(
      'Open https://a.test/auth/reset-password?token=… now',
    );
  });
});
