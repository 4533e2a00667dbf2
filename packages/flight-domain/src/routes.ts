/**
 * The paths the rules of SPEC §2 and §6 speak about. Routes are case-sensitive (SPEC §2).
 */
import type { ContentKind, TripType } from './enumerations';

/**
 * The home page.
 *
 * @example
 * HOME_PATH // '/'
 */
export const HOME_PATH = '/';

/**
 * Prefix of the auth area, whose pages carry no app layout.
 *
 * @example
 * AUTH_PREFIX // '/auth'
 */
export const AUTH_PREFIX = '/auth';

/**
 * The pages of the auth area (SPEC §2).
 *
 * @example
 * AUTH_ROUTES.setupTwoFactor // '/auth/setup-2fa'
 */
export const AUTH_ROUTES = {
  login: '/auth/login',
  verify: '/auth/verify',
  setupTwoFactor: '/auth/setup-2fa',
  forgotPassword: '/auth/forgot-password',
} as const;

/**
 * An auth page path.
 *
 * @example
 * const page: AuthRoute = '/auth/verify';
 */
export type AuthRoute = (typeof AUTH_ROUTES)[keyof typeof AUTH_ROUTES];

/**
 * Name of the search parameter that carries where to go after signing in.
 *
 * @example
 * `${AUTH_ROUTES.login}?${REDIRECT_SEARCH_PARAM}=%2Fbalance` // '/auth/login?redirect=%2Fbalance'
 */
export const REDIRECT_SEARCH_PARAM = 'redirect';

/**
 * Prefix of the low-cost airline plugin's routes, which exist only when the plugin flag is on.
 *
 * @example
 * LOW_COST_PLUGIN_PREFIX // '/low-cost'
 */
export const LOW_COST_PLUGIN_PREFIX = '/low-cost';

/**
 * The low-cost airline plugin's routes (SPEC §2): the prefix root, results, booking, support and
 * xml-support, and its queue of held bookings (holds).
 *
 * @example
 * LOW_COST_PLUGIN_ROUTES.xmlSupport // '/low-cost/xml-support'
 */
export const LOW_COST_PLUGIN_ROUTES = {
  root: LOW_COST_PLUGIN_PREFIX,
  results: `${LOW_COST_PLUGIN_PREFIX}/results`,
  booking: `${LOW_COST_PLUGIN_PREFIX}/booking`,
  support: `${LOW_COST_PLUGIN_PREFIX}/support`,
  xmlSupport: `${LOW_COST_PLUGIN_PREFIX}/xml-support`,
  holds: `${LOW_COST_PLUGIN_PREFIX}/holds`,
} as const;

/**
 * The app area's pages (SPEC §2) that are not keyed by a trip type or a record.
 *
 * @example
 * APP_ROUTES.members // '/settings/members'
 */
export const APP_ROUTES = {
  home: HOME_PATH,
  balance: '/balance',
  markups: '/markups',
  book: '/book',
  reservations: '/reservations',
  tickets: '/tickets',
  queues: '/queues',
  settings: '/settings',
  rolesPermissions: '/settings/roles-permissions',
  organizations: '/settings/organizations',
  members: '/settings/members',
} as const;

/**
 * The search form page of each trip type (SPEC §2): /search shows the one-way form at its index.
 *
 * @example
 * SEARCH_ROUTES.roundtrip // '/search/round-trip'
 */
export const SEARCH_ROUTES = {
  oneway: '/search',
  roundtrip: '/search/round-trip',
  'multi-city': '/search/multi-city',
} as const satisfies Record<TripType, string>;

/**
 * The result page of each trip type (SPEC §2).
 *
 * @example
 * RESULT_ROUTES['multi-city'] // '/result/multi-city'
 */
export const RESULT_ROUTES = {
  oneway: '/result',
  roundtrip: '/result/round-trip',
  'multi-city': '/result/multi-city',
} as const satisfies Record<TripType, string>;

/**
 * The detail page of a reservation, by its id and content kind (SPEC §2).
 *
 * @example
 * reservationDetailPath('r-42', 'NDC') // '/reservations/r-42/ndc'
 */
export function reservationDetailPath(id: string, kind: ContentKind): string {
  return `${APP_ROUTES.reservations}/${encodeURIComponent(id)}/${kind.toLowerCase()}`;
}

/**
 * The detail page of a ticket, by its id and content kind (SPEC §2).
 *
 * @example
 * ticketDetailPath('t-7', 'GDS') // '/tickets/t-7/gds'
 */
export function ticketDetailPath(id: string, kind: ContentKind): string {
  return `${APP_ROUTES.tickets}/${encodeURIComponent(id)}/${kind.toLowerCase()}`;
}

/**
 * The balance page showing an organization's ledger and top-up (`?organization=`, SPEC §2).
 *
 * @example
 * organizationBalancePath('org_paris') // '/balance?organization=org_paris'
 */
export function organizationBalancePath(organizationId: string): string {
  return `${APP_ROUTES.balance}?organization=${encodeURIComponent(organizationId)}`;
}

/**
 * Drops a trailing slash (but keeps `/`), so `/balance/` and `/balance` are the same page.
 *
 * @example
 * normalizePathname('/settings/members/') // '/settings/members'
 */
export function normalizePathname(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/**
 * Whether a path is `base` itself or below it, at a segment boundary and case-sensitively.
 *
 * @example
 * isPathWithin('/auth/login', '/auth') // true
 * isPathWithin('/authors', '/auth') // false
 * isPathWithin('/Auth/login', '/auth') // false
 */
export function isPathWithin(pathname: string, base: string): boolean {
  const path = normalizePathname(pathname);
  return path === base || path.startsWith(`${base}/`);
}

/**
 * Where a booking retrieved by its locator opens (SPEC §7 POST /flight/retrieve): the page of its ticket
 * when it has exactly one ticket in force (ticketed), else the reservation's page, which lists them all.
 *
 * @example
 * retrievedRecordPath({ id: 'r-1', contentKind: 'GDS', tickets: [{ id: 't-1', status: 'ticketed' }] }) // '/tickets/t-1/gds'
 * retrievedRecordPath({ id: 'r-1', contentKind: 'NDC', tickets: [] }) // '/reservations/r-1/ndc'
 */
export function retrievedRecordPath(reservation: {
  id: string;
  contentKind: ContentKind;
  tickets: readonly { id: string; status: string }[];
}): string {
  const inForce = reservation.tickets.filter((ticket) => ticket.status === 'ticketed');
  const [only] = inForce;
  return inForce.length === 1 && only !== undefined
    ? ticketDetailPath(only.id, reservation.contentKind)
    : reservationDetailPath(reservation.id, reservation.contentKind);
}
