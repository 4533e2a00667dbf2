/**
 * The search parameters of the auth pages (SPEC §2): an optional `redirect`, sanitized on the way in so
 * that nothing downstream ever holds an open redirect, and the reset token of the forgot-password page.
 */
import { z } from './zod-mini';
import { droppedWhenInvalid } from './list-query';
import { safeRedirect } from './safe-redirect';

/**
 * An optional `redirect` value: a same-origin path survives, anything else becomes `/`; a missing or
 * non-string value is dropped.
 */
const redirectSearchValueSchema = z.pipe(
  droppedWhenInvalid(z.string()),
  z.transform((value: string | undefined) => (value === undefined ? undefined : safeRedirect(value))),
);

/**
 * The search of every auth page: `?redirect=`.
 *
 * @example
 * authSearchSchema.parse({ redirect: 'https://evil.example' }) // { redirect: '/' }
 * authSearchSchema.parse({}) // { redirect: undefined }
 */
export const authSearchSchema = z.object({ redirect: redirectSearchValueSchema });

/**
 * The search of /auth/forgot-password: the redirect, and the `token` (or the `error`, e.g.
 * `INVALID_TOKEN`) that better-auth's reset link adds when it sends the user back.
 *
 * @example
 * resetPasswordSearchSchema.parse({ token: 'abc' }) // { redirect: undefined, token: 'abc', error: undefined }
 */
export const resetPasswordSearchSchema = z.extend(authSearchSchema, {
  token: droppedWhenInvalid(z.string().check(z.minLength(1))),
  error: droppedWhenInvalid(z.string().check(z.minLength(1))),
});
