import { describe, expect, it } from 'vitest';
import {
  APP_ROUTES,
  RESULT_ROUTES,
  SEARCH_ROUTES,
  organizationBalancePath,
  reservationDetailPath,
  retrievedRecordPath,
  ticketDetailPath,
  AUTH_PREFIX,
  AUTH_ROUTES,
  HOME_PATH,
  LOW_COST_PLUGIN_PREFIX,
  LOW_COST_PLUGIN_ROUTES,
  REDIRECT_SEARCH_PARAM,
  isPathWithin,
  normalizePathname,
} from './routes';

/** A route table against SPEC §2's paths: `[name, path]` rows, in declaration order. */
function expectRoutes(routes: Readonly<Record<string, string>>, spec: [string, string][]) {
  expect(Object.entries(routes)).toEqual(spec);
}

describe('route constants', () => {
  it('pins the auth pages, the plugin routes and the redirect parameter', () => {
    expect(HOME_PATH).toBe('/');
    expect(AUTH_PREFIX).toBe('/auth');
    expectRoutes(AUTH_ROUTES, [
      ['login', '/auth/login'],
      ['verify', '/auth/verify'],
      ['setupTwoFactor', '/auth/setup-2fa'],
      ['forgotPassword', '/auth/forgot-password'],
    ]);
    expect(REDIRECT_SEARCH_PARAM).toBe('redirect');
    expect(LOW_COST_PLUGIN_PREFIX).toBe('/low-cost');
    expectRoutes(LOW_COST_PLUGIN_ROUTES, [
      ['root', '/low-cost'],
      ['results', '/low-cost/results'],
      ['booking', '/low-cost/booking'],
      ['support', '/low-cost/support'],
      ['xmlSupport', '/low-cost/xml-support'],
      ['holds', '/low-cost/holds'],
    ]);
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

describe('app area routes', () => {
  it('spells every page of SPEC §2 letter for letter', () => {
    expectRoutes(APP_ROUTES, [
      ['home', '/'],
      ['balance', '/balance'],
      ['markups', '/markups'],
      ['book', '/book'],
      ['reservations', '/reservations'],
      ['tickets', '/tickets'],
      ['queues', '/queues'],
      ['settings', '/settings'],
      ['rolesPermissions', '/settings/roles-permissions'],
      ['organizations', '/settings/organizations'],
      ['members', '/settings/members'],
    ]);
    for (const [pages, prefix] of [
      [SEARCH_ROUTES, '/search'],
      [RESULT_ROUTES, '/result'],
    ] as const)
      expectRoutes(pages, [
        ['oneway', prefix],
        ['roundtrip', `${prefix}/round-trip`],
        ['multi-city', `${prefix}/multi-city`],
      ]);
  });

  it('builds record detail paths with the lower-case kind and an encoded id', () => {
    expect(reservationDetailPath('r-42', 'GDS')).toBe('/reservations/r-42/gds');
    expect(reservationDetailPath('a/b', 'NDC')).toBe('/reservations/a%2Fb/ndc');
    expect(ticketDetailPath('t-7', 'NDC')).toBe('/tickets/t-7/ndc');
    expect(organizationBalancePath('org_paris')).toBe('/balance?organization=org_paris');
    expect(organizationBalancePath('a&b c')).toBe('/balance?organization=a%26b%20c');
  });

  it('opens a retrieved booking on its one ticket in force, else on the reservation', () => {
    const ticket = (id: string, status: string) => ({ id, status });
    const booking = (tickets: { id: string; status: string }[]) =>
      retrievedRecordPath({ id: 'r-1', contentKind: 'GDS', tickets });
    expect(booking([ticket('t-1', 'ticketed')])).toBe('/tickets/t-1/gds');
    expect(booking([ticket('t-0', 'voided'), ticket('t-1', 'ticketed')])).toBe('/tickets/t-1/gds');
    expect(booking([])).toBe('/reservations/r-1/gds');
    expect(booking([ticket('t-1', 'ticketed'), ticket('t-2', 'ticketed')])).toBe('/reservations/r-1/gds');
    expect(booking([ticket('t-1', 'exchanged')])).toBe('/reservations/r-1/gds');
  });
});
