/**
 * The seed accounts' secrets: one fixed password, and a TOTP secret and backup codes per user derived
 * from the user id, so tests (and people) can compute the codes. Sandbox only: never reuse these.
 */
import { SEED_ORGANIZATIONS, SEED_USERS, type SeedUser } from '@comptoir/mock-backend';
import { APP_ROLE_LABELS, PLATFORM_ROLE_LABELS } from '@comptoir/flight-domain';
import { Secret } from 'otpauth';

/** The password of every seed account. */
export const SANDBOX_PASSWORD = 'Comptoir-Sandbox-2026';

/** The user's TOTP secret (base32, as authenticator apps take it): the bytes of `comptoir:<user id>`, 20 long. */
function totpSecretFor(userId: string): string {
  const bytes = new TextEncoder().encode(`comptoir:${userId}`.padEnd(20, '#').slice(0, 20));
  return new Secret({ buffer: bytes.buffer }).base32;
}

/** Ten one-time backup codes per user, in better-auth's `xxxxx-xxxxx` format. */
function backupCodesFor(userId: string): string[] {
  const secret = totpSecretFor(userId).toLowerCase();
  return Array.from(
    { length: 10 },
    (_, index) => `${secret.slice(index, index + 5)}-bk${String(index).padStart(3, '0')}`,
  );
}

export interface SeedAccount extends SeedUser {
  password: string;
  /** Null for the user who must still set up two-factor. */
  totpSecret: string | null;
  backupCodes: string[];
}

export const SEED_ACCOUNTS: readonly SeedAccount[] = SEED_USERS.map((user) => ({
  ...user,
  password: SANDBOX_PASSWORD,
  totpSecret: user.twoFactorEnabled ? totpSecretFor(user.id) : null,
  backupCodes: user.twoFactorEnabled ? backupCodesFor(user.id) : [],
}));

/** The accounts table the server prints at start (and the README shows). */
export function describeAccounts(): string {
  const organizationName = (id: string) =>
    SEED_ORGANIZATIONS.find((organization) => organization.id === id)?.name ?? id;
  const rows = SEED_ACCOUNTS.map((account) => {
    const roles = [
      ...(account.role === 'admin' ? [`Platform ${PLATFORM_ROLE_LABELS.admin.toLowerCase()}`] : []),
      ...account.memberships.map(
        ([organizationId, memberRole]) =>
          `${APP_ROLE_LABELS[memberRole]}, ${organizationName(organizationId)}`,
      ),
    ].join(' + ');
    const totp = account.totpSecret ?? 'none: sign in, then set up at /auth/setup-2fa';
    return `  ${account.email.padEnd(33)} ${roles.padEnd(46)} TOTP ${totp}`;
  });
  return [`Seed accounts (password for all: ${SANDBOX_PASSWORD}):`, ...rows].join('\n');
}
