import { describe, expect, it } from 'vitest';
import { authBaseUrl, guardCallUrls } from './guard-calls';

describe('authBaseUrl', () => {
  it("is the backend's /api/auth, by better-auth's rule, or the backend's own path when it has one", () => {
    expect(authBaseUrl('https://api.agency.test')).toBe('https://api.agency.test/api/auth');
    expect(authBaseUrl('https://api.agency.test/')).toBe('https://api.agency.test/api/auth');
    expect(authBaseUrl('https://agency.test/auth/')).toBe('https://agency.test/auth');
  });
});

describe('guardCallUrls', () => {
  it("names the session's and the active member role's endpoints, which index.html preloads", () => {
    expect(guardCallUrls('http://127.0.0.1:4010')).toEqual([
      'http://127.0.0.1:4010/api/auth/get-session',
      'http://127.0.0.1:4010/api/auth/organization/get-active-member-role',
    ]);
  });
});
