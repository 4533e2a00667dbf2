import { describe, expect, it } from 'vitest';
import { authSearchSchema, resetPasswordSearchSchema } from './auth-search';

describe('auth page search', () => {
  it('keeps a same-origin redirect and turns a hostile one into /', () => {
    expect(authSearchSchema.parse({ redirect: '/tickets?page=2' })).toEqual({ redirect: '/tickets?page=2' });
    for (const hostile of [
      '//evil.com',
      'https://evil.com',
      '/\\evil.com',
      'javascript:alert(1)',
      '%2F%2Fevil.com',
    ])
      expect(authSearchSchema.parse({ redirect: hostile })).toEqual({ redirect: '/' });
  });

  it('drops a missing or malformed redirect', () => {
    expect(authSearchSchema.parse({})).toEqual({ redirect: undefined });
    expect(authSearchSchema.parse({ redirect: 42 })).toEqual({ redirect: undefined });
  });

  it('reads the reset token and error of the forgot-password page', () => {
    expect(resetPasswordSearchSchema.parse({ token: 'abc', redirect: '/balance' })).toEqual({
      redirect: '/balance',
      token: 'abc',
      error: undefined,
    });
    expect(resetPasswordSearchSchema.parse({ token: '', error: 'INVALID_TOKEN' })).toEqual({
      redirect: undefined,
      token: undefined,
      error: 'INVALID_TOKEN',
    });
  });
});
