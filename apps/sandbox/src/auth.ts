/**
 * The sandbox's authentication: the real better-auth library with e-mail and password and the
 * organization, admin and two-factor plugins, stored in the data directory (`auth-store.ts`). Mails do
 * not exist here: OTP codes and reset links are printed.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { SEED_ORGANIZATIONS, type SandboxActor } from '@comptoir/mock-backend';
import {
  betterAuth,
  getCurrentAdapter,
  type BetterAuthOptions,
  type DBTransactionAdapter,
} from 'better-auth';
import { symmetricEncrypt } from 'better-auth/crypto';
import { admin, organization, twoFactor, type OrganizationOptions } from 'better-auth/plugins';
import { createAccessControl } from 'better-auth/plugins/access';
import { ORGANIZATION_ROLE_STATEMENTS, ORGANIZATION_STATEMENTS } from '@comptoir/flight-domain';
import { SEED_ACCOUNTS } from './accounts';
import { fileBackedMemoryAdapter } from './auth-store';

/** Sandbox only: a fixed secret so sessions and stored TOTP secrets survive restarts. */
const SANDBOX_SECRET = 'comptoir-sandbox-secret-for-local-use-only-0001';

export interface SandboxAuthOptions {
  /** Where the data file lives. */
  dataDir: string;
  /** The web app's origin (trusted for CSRF and redirects). */
  appOrigin: string;
  /** More origins of the web app, trusted like `appOrigin`. */
  extraAppOrigins?: readonly string[];
  /** The sandbox's own URL, e.g. http://127.0.0.1:4010. */
  baseURL: string;
  /** Drop the data and seed again. */
  reset?: boolean;
  /** Where OTP codes, reset links and notices go. */
  log?: (line: string) => void;
}

/** The file that holds better-auth's tables in the data directory. */
function dataFile(options: SandboxAuthOptions): string {
  return join(options.dataDir, 'auth.json');
}

/** The organization a user's session starts in, or moves to: their first membership; null with none. */
async function firstOrganizationOf(adapter: DBTransactionAdapter, userId: string): Promise<string | null> {
  const member = await adapter.findOne<{ organizationId: string }>({
    model: 'member',
    where: [{ field: 'userId', value: userId }],
  });
  return member?.organizationId ?? null;
}

/**
 * Deleting an organization moves every session that had it active (the deleter's, which better-auth
 * itself only clears, and its members' other sessions) to the user's next organization, or to none: no
 * session is left pointing at an organization that is gone. The sessions are noted before the delete and
 * moved after it, once the deleted organization's memberships are gone.
 */
function sessionsFollowDeletedOrganization(): Pick<
  NonNullable<OrganizationOptions['organizationHooks']>,
  'beforeDeleteOrganization' | 'afterDeleteOrganization'
> {
  const noted = new Map<string, { id: string; userId: string }[]>();
  const sessionsOf = async (adapter: DBTransactionAdapter, organizationId: string) =>
    adapter.findMany<{ id: string; userId: string }>({
      model: 'session',
      where: [{ field: 'activeOrganizationId', value: organizationId }],
    });
  return {
    beforeDeleteOrganization: async ({ organization }, context) => {
      if (context !== undefined)
        noted.set(organization.id, await sessionsOf(context.context.adapter, organization.id));
    },
    afterDeleteOrganization: async ({ organization }, context) => {
      const sessions = noted.get(organization.id) ?? [];
      noted.delete(organization.id);
      if (context === undefined) return;
      const { adapter } = context.context;
      for (const session of sessions)
        await adapter.update({
          model: 'session',
          where: [{ field: 'id', value: session.id }],
          update: { activeOrganizationId: await firstOrganizationOf(adapter, session.userId) },
        });
    },
  };
}

/**
 * SPEC §6's organization statements and built-in roles as better-auth's access control, with its dynamic
 * access control on: an organization's custom roles (`POST /roles`, kept in better-auth's organization
 * role table by `roles.ts`) can be given to members, and better-auth's own checks honour them.
 */
const organizationAccess = createAccessControl(ORGANIZATION_STATEMENTS);
const organizationRoles = {
  owner: organizationAccess.newRole(ORGANIZATION_ROLE_STATEMENTS.owner),
  admin: organizationAccess.newRole(ORGANIZATION_ROLE_STATEMENTS.admin),
  member: organizationAccess.newRole(ORGANIZATION_ROLE_STATEMENTS.member),
};

/** better-auth's options for the sandbox. */
function authOptions(options: SandboxAuthOptions, log: (line: string) => void) {
  return {
    appName: 'Comptoir',
    baseURL: options.baseURL,
    basePath: '/api/auth',
    secret: SANDBOX_SECRET,
    trustedOrigins: [options.appOrigin, ...(options.extraAppOrigins ?? [])],
    database: fileBackedMemoryAdapter(dataFile(options)),
    // The interface language each user chooses in settings (`en`, `fr`), kept with the user and sent with
    // the session; users may set it themselves (`POST /update-user`).
    user: { additionalFields: { language: { type: 'string', required: false, input: true } } },
    emailAndPassword: {
      enabled: true,
      sendResetPassword: ({ user, url }) => {
        log(`[mail] password reset for ${user.email}: ${url}`);
        return Promise.resolve();
      },
    },
    databaseHooks: {
      session: {
        create: {
          // A new session starts in the user's first organization, as the app expects an active one.
          before: async (session, context) => {
            if (context === null || typeof session.userId !== 'string') return { data: session };
            // Inside sign-up's transaction, read through it, as a database with one connection (SQLite,
            // PGlite) would otherwise wait for the transaction to end, and it never would.
            const adapter = await getCurrentAdapter(context.context.adapter);
            return {
              data: { ...session, activeOrganizationId: await firstOrganizationOf(adapter, session.userId) },
            };
          },
        },
      },
    },
    plugins: [
      // Teams on: the settings page lists the teams a user belongs to (SPEC §7 list-user-teams).
      organization({
        teams: { enabled: true },
        ac: organizationAccess,
        roles: organizationRoles,
        dynamicAccessControl: { enabled: true },
        organizationHooks: sessionsFollowDeletedOrganization(),
      }),
      admin(),
      twoFactor({
        issuer: 'Comptoir Sandbox',
        otpOptions: {
          sendOTP: ({ user, otp }) => {
            log(`[mail] two-factor code for ${user.email}: ${otp}`);
            return Promise.resolve();
          },
        },
      }),
    ],
  } satisfies BetterAuthOptions;
}

function createAuth(options: SandboxAuthOptions, log: (line: string) => void) {
  return betterAuth(authOptions(options, log));
}

export type SandboxAuth = ReturnType<typeof createAuth>;

/**
 * A part of the sandbox that answers some of the application's calls from better-auth's tables: its
 * answer, or undefined for a call it does not serve (the server then asks the next one).
 */
export type AuthTableService = (
  auth: SandboxAuth,
  actor: SandboxActor,
  request: Request,
) => Promise<Response | undefined>;

/** Creates the organizations and the seed accounts with their passwords, TOTP secrets and backup codes. */
async function seed(auth: SandboxAuth): Promise<void> {
  const context = await auth.$context;
  const now = new Date('2026-01-05T08:00:00Z');
  // A row that names its own id keeps it (the seed's ids are fixed, so fixtures can name them).
  const insert = (model: string, data: Record<string, unknown>) =>
    context.adapter.create({ model, data, forceAllowId: Object.hasOwn(data, 'id') });
  for (const { id, name, slug, city } of SEED_ORGANIZATIONS) {
    await insert('organization', { id, name, slug, createdAt: now, metadata: JSON.stringify({ city }) });
    await insert('team', {
      id: `team_${slug}_desk`,
      name: 'Ticketing desk',
      organizationId: id,
      createdAt: now,
    });
  }
  for (const account of SEED_ACCOUNTS) {
    await insert('user', {
      id: account.id,
      name: account.name,
      email: account.email,
      emailVerified: true,
      role: account.role,
      twoFactorEnabled: account.twoFactorEnabled,
      banned: false,
      createdAt: now,
      updatedAt: now,
    });
    await insert('account', {
      userId: account.id,
      accountId: account.id,
      providerId: 'credential',
      password: await context.password.hash(account.password),
      createdAt: now,
      updatedAt: now,
    });
    for (const [organizationId, role] of account.memberships) {
      await insert('member', { organizationId, userId: account.id, role, createdAt: now });
      // Everyone but the plain members works the organization's ticketing desk.
      if (role !== 'member') {
        const slug = SEED_ORGANIZATIONS.find((candidate) => candidate.id === organizationId)?.slug;
        await insert('teamMember', {
          teamId: `team_${slug ?? organizationId}_desk`,
          userId: account.id,
          createdAt: now,
        });
      }
    }
    if (account.totpSecret !== null) {
      await insert('twoFactor', {
        userId: account.id,
        secret: await symmetricEncrypt({ key: context.secretConfig, data: `base32:${account.totpSecret}` }),
        backupCodes: await symmetricEncrypt({
          key: context.secretConfig,
          data: JSON.stringify(account.backupCodes),
        }),
        verified: true,
      });
    }
  }
}

/** Reads the stored data (none after `reset`) and seeds it when it is empty. */
export async function createSandboxAuth(
  options: SandboxAuthOptions,
): Promise<{ auth: SandboxAuth; storage: string; seeded: boolean }> {
  const log = options.log ?? ((line: string) => console.log(line));
  const file = dataFile(options);
  if (options.reset === true) rmSync(file, { force: true });
  const auth = createAuth(options, log);
  const context = await auth.$context;
  const seeded = (await context.adapter.count({ model: 'user' })) === 0;
  if (seeded) await seed(auth);
  return { auth, storage: file, seeded };
}
