import { GraphQLError } from 'graphql/index.js';
import { describe, expect, it } from 'vitest';
import { appError } from '../resources/errors.ts';
import { maskError } from './errors.ts';

describe('maskError', () => {
  it('hides unexpected errors (SQL, stack) behind code 700 and logs them', () => {
    const logged: unknown[] = [];
    const sqlError = new Error('relation "secret_table" does not exist');
    const wrapped = new GraphQLError(sqlError.message, { originalError: sqlError, path: ['orders'] });
    const masked = maskError(wrapped, (e) => logged.push(e));
    expect(masked.message).toBe('Something went wrong!');
    expect(masked.extensions).toEqual({ code: '700' });
    expect(JSON.stringify(masked)).not.toContain('secret_table');
    expect(logged).toEqual([sqlError]);
  });

  it('passes coded errors with their field messages', () => {
    const original = appError('VALIDATION', undefined, { name: 'Field cannot be blank' });
    const located = new GraphQLError(original.message, { originalError: original, path: ['createLanguage'] });
    expect(maskError(located).extensions).toEqual({
      code: 'VALIDATION',
      fields: { name: 'Field cannot be blank' },
    });
  });

  it('turns a bad variable into VALIDATION on its field', () => {
    const error = new GraphQLError(
      'Variable "$input" got invalid value "two" at "input.decimalPlaces"; Int cannot represent non-integer value: "two"',
    );
    expect(maskError(error).extensions).toEqual({
      code: 'VALIDATION',
      fields: { decimalPlaces: 'Int cannot represent non-integer value: "two"' },
    });
  });

  it('answers a statement past its time limit (SQLSTATE 57014, either database) as TIMEOUT, not 700', () => {
    const logged: unknown[] = [];
    const timeout = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    });
    const located = new GraphQLError(timeout.message, { originalError: timeout, path: ['orders'] });
    const masked = maskError(located, (e) => logged.push(e));
    expect(masked.extensions).toEqual({ code: 'TIMEOUT' });
    expect(masked.message).toBe('This took too long; narrow the request or try again later');
    expect(masked.path).toEqual(['orders']);
    expect(logged).toEqual([]);
  });

  it('answers a request whose connection was ended (SQLSTATE 57P01) as UNAVAILABLE, to be sent again', () => {
    const logged: unknown[] = [];
    const ended = Object.assign(new Error('terminating connection: the database restarted'), {
      code: '57P01',
    });
    const located = new GraphQLError(ended.message, { originalError: ended, path: ['postWalletAdjustment'] });
    const masked = maskError(located, (e) => logged.push(e));
    expect(masked.extensions).toEqual({ code: 'UNAVAILABLE' });
    expect(masked.message).toBe('The database was briefly unavailable; nothing was saved, try again');
    expect(masked.path).toEqual(['postWalletAdjustment']);
    expect(maskError(ended).extensions).toEqual({ code: 'UNAVAILABLE' });
    expect(logged).toEqual([]);
  });
});
