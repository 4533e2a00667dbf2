import { describe, expect, it } from 'vitest';
import {
  AUTH_PREFIX,
  AUTH_ROUTES,
  HOME_PATH,
  LOW_COST_PLUGIN_PREFIX,
  LOW_COST_PLUGIN_ROUTES,
  REDIRECT_SEARCH_PARAM,
  isPathWithin,
  normalizePathname,
} from './routes';

describe('route constants', () => {
  it('pins the auth pages, the plugin routes and the redirect parameter', () => {
    expect(HOME_PATH).toBe('/');
    expect(AUTH_PREFIX).toBe('/auth');
    expect(AUTH_ROUTES).toEqual({
      login: '/auth/login',
      verify: '/auth/verify',
      setupTwoFactor: '/auth/setup-2fa',
      forgotPassword: '/auth/forgot-password',
    });
    expect(REDIRECT_SEARCH_PARAM).toBe('redirect');
    expect(LOW_COST_PLUGIN_PREFIX).toBe('/low-cost');
    expect(LOW_COST_PLUGIN_ROUTES).toEqual({
      root: '/low-cost',
      results: '/low-cost/results',
      booking: '/low-cost/booking',
      support: '/low-cost/support',
      xmlSupport: '/low-cost/xml-support',
    });
  });
});

describe('path helpers', () => {
  it('drops a trailing slash but keeps the root', () => {
    expect(normalizePathname('/settings/members/')).toBe('/settings/members');
    expect(normalizePathname('/')).toBe('/');
    expect(normalizePathname('/balance')).toBe('/balance');
  });

  it('matches at segment boundaries and case-sensitively', () => {
    expect(isPathWithin('/auth', '/auth')).toBe(true);
    expect(isPathWithin('/auth/login/', '/auth')).toBe(true);
    expect(isPathWithin('/authors', '/auth')).toBe(false);
    expect(isPathWithin('/Auth/login', '/auth')).toBe(false);
  });
});
