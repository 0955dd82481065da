import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../../i18n/catalogues.ts';
import { failureMessage, loadFailureMessage } from './errors.ts';
import { resourceMessages } from './messages.ts';

const answered = (code: string) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: 'server text', extensions: { code } }] });
const fallback = { id: 'report.loadError', defaultMessage: 'The report could not be loaded' };

describe('messages for the server error codes', () => {
  it('says a query stopped past its time limit took too long, in English and Arabic', () => {
    const timeout = answered('TIMEOUT');
    expect(loadFailureMessage(timeout, fallback)).toBe(resourceMessages.timeout);
    expect(failureMessage(timeout)).toBe(resourceMessages.timeout);
    expect(catalogues['en-US']['resource.error.timeout']).toBe(
      'This took too long — narrow the filters or try again',
    );
    expect(catalogues['ar-EG']['resource.error.timeout']).toMatch(/[\u0600-\u06FF]/);
  });

  it('says a request cut off by a database restart can be sent again', () => {
    const unavailable = answered('UNAVAILABLE');
    expect(loadFailureMessage(unavailable, fallback)).toBe(resourceMessages.unavailable);
    expect(failureMessage(unavailable)).toBe(resourceMessages.unavailable);
    expect(catalogues['ar-EG']['resource.error.unavailable']).toMatch(/[\u0600-\u06FF]/);
  });

  it("keeps the screen's own message for other failures", () => {
    expect(loadFailureMessage(answered('700'), fallback)).toBe(fallback);
    expect(loadFailureMessage(new Error('The server could not be reached'), fallback)).toBe(fallback);
    expect(failureMessage(answered('700'))).toBe(resourceMessages.somethingWrong);
    expect(failureMessage(answered('FORBIDDEN'))).toBe(resourceMessages.forbidden);
  });
});
