/**
 * The people and organizations of the sandbox. The sandbox server creates the same users (same ids) in
 * better-auth, so the session's user and organization ids match the handlers' database.
 */
import type { SandboxActor } from './context';
import type { MarkupRecord } from './tables';

export interface SeedOrganization {
  id: string;
  name: string;
  slug: string;
  city: string;
  /** Opening balance in decimal MAD. */
  openingBalance: number;
}

export interface SeedUser {
  id: string;
  name: string;
  email: string;
  /** Platform role: `admin` or `user`. */
  role: 'admin' | 'user';
  twoFactorEnabled: boolean;
  /** Organization id → role in it. The first is the active organization at sign-in. */
  memberships: readonly (readonly [organizationId: string, role: 'owner' | 'admin' | 'member'])[];
}

export const SEED_ORGANIZATIONS = [
  {
    id: 'org_casablanca',
    name: 'Atlas Voyages Casablanca',
    slug: 'atlas-voyages-casablanca',
    city: 'Casablanca',
    openingBalance: 250_000,
  },
  {
    id: 'org_marrakech',
    name: 'Menara Travel Marrakech',
    slug: 'menara-travel-marrakech',
    city: 'Marrakech',
    openingBalance: 80_000,
  },
  {
    id: 'org_paris',
    name: 'Comptoir Voyages Paris',
    slug: 'comptoir-voyages-paris',
    city: 'Paris',
    openingBalance: 1_500,
  },
] as const satisfies readonly SeedOrganization[];

export const SEED_USERS = [
  {
    id: 'usr_platform_admin',
    name: 'Salma Bennani',
    email: 'admin@comptoir.test',
    role: 'admin',
    twoFactorEnabled: true,
    memberships: [['org_casablanca', 'admin']],
  },
  {
    id: 'usr_casa_owner',
    name: 'Youssef El Amrani',
    email: 'owner.casablanca@comptoir.test',
    role: 'user',
    twoFactorEnabled: true,
    memberships: [['org_casablanca', 'owner']],
  },
  {
    id: 'usr_casa_admin',
    name: 'Nadia Tazi',
    email: 'admin.casablanca@comptoir.test',
    role: 'user',
    twoFactorEnabled: true,
    memberships: [['org_casablanca', 'admin']],
  },
  {
    id: 'usr_casa_member',
    name: 'Karim Idrissi',
    email: 'member.casablanca@comptoir.test',
    role: 'user',
    twoFactorEnabled: true,
    memberships: [['org_casablanca', 'member']],
  },
  {
    id: 'usr_rak_owner',
    name: 'Leila Berrada',
    email: 'owner.marrakech@comptoir.test',
    role: 'user',
    twoFactorEnabled: true,
    memberships: [['org_marrakech', 'owner']],
  },
  {
    id: 'usr_rak_admin',
    name: 'Omar Chraibi',
    email: 'admin.marrakech@comptoir.test',
    role: 'user',
    twoFactorEnabled: true,
    memberships: [['org_marrakech', 'admin']],
  },
  {
    id: 'usr_rak_member',
    name: 'Imane Fassi',
    email: 'member.marrakech@comptoir.test',
    role: 'user',
    twoFactorEnabled: true,
    memberships: [['org_marrakech', 'member']],
  },
  {
    id: 'usr_paris_owner',
    name: 'Claire Martin',
    email: 'owner.paris@comptoir.test',
    role: 'user',
    twoFactorEnabled: true,
    memberships: [['org_paris', 'owner']],
  },
  {
    id: 'usr_paris_admin',
    name: 'Julien Moreau',
    email: 'admin.paris@comptoir.test',
    role: 'user',
    twoFactorEnabled: true,
    memberships: [['org_paris', 'admin']],
  },
  {
    id: 'usr_paris_member',
    name: 'Sofia Benali',
    email: 'member.paris@comptoir.test',
    role: 'user',
    twoFactorEnabled: true,
    memberships: [['org_paris', 'member']],
  },
  {
    id: 'usr_no_2fa',
    name: 'Hamza Alaoui',
    email: 'new.agent@comptoir.test',
    role: 'user',
    twoFactorEnabled: false,
    memberships: [['org_marrakech', 'member']],
  },
] as const satisfies readonly SeedUser[];

export type SeedUserId = (typeof SEED_USERS)[number]['id'];

/** When the seed was created: fixed, so fixtures are stable. */
export const SEED_CREATED_AT = '2026-01-05T09:00:00+01:00';

/** The organizations' markup rules on first run: one each, and one per content kind in Marrakech. */
export const SEED_MARKUPS: readonly MarkupRecord[] = [
  {
    id: 'mkp_casablanca_default',
    organizationId: 'org_casablanca',
    name: 'Default markup',
    kind: 'percentage',
    value: 2,
    contentKind: 'ALL',
    active: true,
    createdAt: SEED_CREATED_AT,
  },
  {
    id: 'mkp_marrakech_gds',
    organizationId: 'org_marrakech',
    name: 'GDS service fee',
    kind: 'fixed',
    value: 75,
    contentKind: 'GDS',
    active: true,
    createdAt: SEED_CREATED_AT,
  },
  {
    id: 'mkp_marrakech_ndc',
    organizationId: 'org_marrakech',
    name: 'NDC markup',
    kind: 'percentage',
    value: 1.5,
    contentKind: 'NDC',
    active: true,
    createdAt: SEED_CREATED_AT,
  },
  {
    id: 'mkp_paris_default',
    organizationId: 'org_paris',
    name: 'Paris markup',
    kind: 'percentage',
    value: 3.5,
    contentKind: 'ALL',
    active: true,
    createdAt: SEED_CREATED_AT,
  },
];

/**
 * A markup rule the seed does not hold, as the body of `POST /markup`: 5 % on Marrakech's NDC offers, of a
 * higher priority than its seeded NDC rule, which it replaces. Tests and stories add it.
 */
export const ADDED_NDC_MARKUP = {
  organizationId: 'org_marrakech',
  name: 'NDC 5 %',
  kind: 'percentage',
  value: 5,
  contentKind: 'NDC',
  priority: 10,
} as const;

/**
 * The actor of a seed user, as the sandbox server would hand it to the handlers.
 *
 * @example
 * setSandboxActor(seedActor('usr_casa_member'))
 */
export function seedActor(userId: SeedUserId): SandboxActor {
  const user: SeedUser | undefined = SEED_USERS.find((candidate) => candidate.id === userId);
  if (user === undefined) throw new Error(`No seed user ${userId}`);
  const [membership] = user.memberships;
  return {
    userId: user.id,
    name: user.name,
    email: user.email,
    platformRole: user.role,
    activeOrganizationId: membership?.[0] ?? null,
    memberRole: membership?.[1] ?? null,
  };
}

/** Who records the seeded top-ups and opening balances: the platform admin. */
export const SEED_TREASURER: string = seedActor('usr_platform_admin').name;

/**
 * Who books and tickets for an organization in the seeded history: the names of its seed members.
 *
 * @example
 * seedAgentsOf('org_paris') // ['Claire Martin', 'Julien Moreau', 'Sofia Benali']
 */
export function seedAgentsOf(organizationId: string): string[] {
  return SEED_USERS.filter((user) =>
    user.memberships.some(([candidate]) => candidate === organizationId),
  ).map((user) => user.name);
}

/** The actor of Storybook and node tests unless set otherwise: the platform admin, admin of Casablanca. */
export const DEFAULT_ACTOR: SandboxActor = seedActor('usr_platform_admin');
