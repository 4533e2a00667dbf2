/**
 * The sandbox's authentication: the real better-auth library with e-mail and password and the
 * organization, admin and two-factor plugins, stored in SQLite (better-sqlite3) when it builds here,
 * else in better-auth's memory adapter. Mails do not exist here: OTP codes and reset links are printed.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SEED_ORGANIZATIONS } from '@comptoir/mock-backend';
import type { Database as SQLiteDatabase } from 'better-sqlite3';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { memoryAdapter } from 'better-auth/adapters/memory';
import { symmetricEncrypt } from 'better-auth/crypto';
import { getMigrations } from 'better-auth/db/migration';
import { admin, organization, twoFactor } from 'better-auth/plugins';
import { SEED_ACCOUNTS } from './accounts';

/** Sandbox only: a fixed secret so sessions and stored TOTP secrets survive restarts. */
const SANDBOX_SECRET = 'comptoir-sandbox-secret-for-local-use-only-0001';

export interface SandboxAuthOptions {
  /** Where the SQLite file lives. */
  dataDir: string;
  /** The web app's origin (trusted for CSRF and redirects). */
  appOrigin: string;
  /** The sandbox's own URL, e.g. http://127.0.0.1:4010. */
  baseURL: string;
  /** Drop the data and seed again. */
  reset?: boolean;
  /** Where OTP codes, reset links and notices go. */
  log?: (line: string) => void;
  /** `memory` forces the memory adapter (tests that must not touch the disk). */
  storage?: 'sqlite' | 'memory';
}

type Database = SQLiteDatabase | ReturnType<typeof memoryAdapter>;

async function openDatabase(
  options: SandboxAuthOptions,
  log: (line: string) => void,
): Promise<{ database: Database; kind: string }> {
  if (options.storage !== 'memory') {
    try {
      const { default: SQLite } = await import('better-sqlite3');
      mkdirSync(options.dataDir, { recursive: true });
      const file = join(options.dataDir, 'auth.sqlite');
      if (options.reset === true && existsSync(file)) {
        for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
      }
      const sqlite = new SQLite(file);
      sqlite.pragma('journal_mode = WAL');
      return { database: sqlite, kind: `SQLite (${file})` };
    } catch (error) {
      log(
        `better-sqlite3 is not available (${error instanceof Error ? error.message : String(error)}): using the memory adapter; data is lost at restart.`,
      );
    }
  }
  const store: Record<string, Record<string, unknown>[]> = {};
  return { database: memoryAdapter(store), kind: 'memory' };
}

/** better-auth's options for the sandbox (exported for the migration and the tests). */
function authOptions(options: SandboxAuthOptions, database: Database, log: (line: string) => void) {
  return {
    appName: 'Comptoir',
    baseURL: options.baseURL,
    basePath: '/api/auth',
    secret: SANDBOX_SECRET,
    trustedOrigins: [options.appOrigin],
    database,
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
            const member = await context.context.adapter.findOne<{ organizationId: string }>({
              model: 'member',
              where: [{ field: 'userId', value: session.userId }],
            });
            return { data: { ...session, activeOrganizationId: member?.organizationId ?? null } };
          },
        },
      },
    },
    plugins: [
      organization(),
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

function createAuth(options: SandboxAuthOptions, database: Database, log: (line: string) => void) {
  return betterAuth(authOptions(options, database, log));
}

export type SandboxAuth = ReturnType<typeof createAuth>;

/** Creates the organizations and the seed accounts with their passwords, TOTP secrets and backup codes. */
async function seed(auth: SandboxAuth): Promise<void> {
  const context = await auth.$context;
  const now = new Date('2026-01-05T08:00:00Z');
  for (const organizationRecord of SEED_ORGANIZATIONS) {
    await context.adapter.create({
      model: 'organization',
      data: {
        id: organizationRecord.id,
        name: organizationRecord.name,
        slug: organizationRecord.slug,
        createdAt: now,
        metadata: JSON.stringify({ city: organizationRecord.city }),
      },
      forceAllowId: true,
    });
  }
  for (const account of SEED_ACCOUNTS) {
    await context.adapter.create({
      model: 'user',
      data: {
        id: account.id,
        name: account.name,
        email: account.email,
        emailVerified: true,
        role: account.role,
        twoFactorEnabled: account.twoFactorEnabled,
        banned: false,
        createdAt: now,
        updatedAt: now,
      },
      forceAllowId: true,
    });
    await context.adapter.create({
      model: 'account',
      data: {
        userId: account.id,
        accountId: account.id,
        providerId: 'credential',
        password: await context.password.hash(account.password),
        createdAt: now,
        updatedAt: now,
      },
    });
    for (const [organizationId, role] of account.memberships) {
      await context.adapter.create({
        model: 'member',
        data: { organizationId, userId: account.id, role, createdAt: now },
      });
    }
    if (account.totpSecret !== null) {
      await context.adapter.create({
        model: 'twoFactor',
        data: {
          userId: account.id,
          secret: await symmetricEncrypt({ key: context.secretConfig, data: `base32:${account.totpSecret}` }),
          backupCodes: await symmetricEncrypt({
            key: context.secretConfig,
            data: JSON.stringify(account.backupCodes),
          }),
          verified: true,
        },
      });
    }
  }
}

/**
 * Opens the store, runs better-auth's migrations, and seeds it when it is new (or `reset` is asked).
 */
export async function createSandboxAuth(
  options: SandboxAuthOptions,
): Promise<{ auth: SandboxAuth; storage: string; seeded: boolean }> {
  const log = options.log ?? ((line: string) => console.log(line));
  const { database, kind } = await openDatabase(options, log);
  const auth = createAuth(options, database, log);
  if (kind !== 'memory') {
    const { runMigrations } = await getMigrations(auth.options);
    await runMigrations();
  }
  const context = await auth.$context;
  const existing = await context.adapter.count({ model: 'user' });
  const seeded = existing === 0;
  if (seeded) await seed(auth);
  return { auth, storage: kind, seeded };
}
