/** What the sandbox's node tests share: a browser-like client and the seed accounts' sign-in. */
import * as OTPAuth from 'otpauth';
import { expect } from 'vitest';
import { SANDBOX_PASSWORD, SEED_ACCOUNTS } from './accounts';

/** The web app's origin the test sandboxes trust. */
export const APP_ORIGIN = 'http://127.0.0.1:5173';

/**
 * A browser-like client: keeps better-auth's cookies, sends the app's origin. The sandbox's URL is read
 * at each call, so a client outlives a restart on another port.
 */
export function browserClient(baseUrl: () => string) {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: {
        origin: APP_ORIGIN,
        cookie: cookieHeader(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      if (value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    const type = response.headers.get('content-type') ?? '';
    const data: unknown = type.includes('json') ? await response.json() : await response.arrayBuffer();
    return { status: response.status, data, headers: response.headers };
  };
  return Object.assign(call, { cookieHeader });
}

export function account(email: string) {
  const found = SEED_ACCOUNTS.find((candidate) => candidate.email === email);
  if (found === undefined) throw new Error(`No seed account ${email}`);
  return found;
}

function totpCode(secret: string): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
}

/** Signs in with e-mail, password and the TOTP code computed from the account's printed secret. */
export async function signInAs(baseUrl: () => string, email: string, { rememberMe = true } = {}) {
  const call = browserClient(baseUrl);
  const signIn = await call('POST', '/api/auth/sign-in/email', {
    email,
    password: SANDBOX_PASSWORD,
    rememberMe,
  });
  expect(signIn.data).toMatchObject({ twoFactorRedirect: true });
  const secret = account(email).totpSecret ?? '';
  const verified = await call('POST', '/api/auth/two-factor/verify-totp', { code: totpCode(secret) });
  expect(verified.status).toBe(200);
  return Object.assign(call, { verified });
}
