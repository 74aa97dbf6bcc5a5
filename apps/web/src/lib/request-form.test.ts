/** The request forms' field problems: the form's own check and the server's 400, one per field. */
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { fieldErrorsOf, serverFieldErrors } from './request-form';

describe('fieldErrorsOf', () => {
  it('keeps the first problem of each field', () => {
    expect(
      fieldErrorsOf([
        { path: ['email'], message: 'Please enter your email.' },
        { path: ['email'], message: 'Please enter a valid email address' },
        { path: ['sector'], message: 'Please select a sector' },
        { path: [], message: 'ignored: no field' },
      ]),
    ).toEqual({ email: 'Please enter your email.', sector: 'Please select a sector' });
  });
});

describe('serverFieldErrors', () => {
  const refused = (status: number, details?: Record<string, string[]>) =>
    new ApiError({ status, code: 'X', message: 'm', details, fromServer: true });

  it('reads the fields a 400 names', () => {
    expect(
      serverFieldErrors(refused(400, { phone: ['Please enter a valid phone number'] })),
    ).toEqual({ phone: 'Please enter a valid phone number' });
  });

  it('names no field for other failures', () => {
    expect(serverFieldErrors(refused(429, { phone: ['x'] }))).toEqual({});
    expect(serverFieldErrors(refused(400))).toEqual({});
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
  });
});
