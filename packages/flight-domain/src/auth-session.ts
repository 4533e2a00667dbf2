/**
 * The session as better-auth returns it (SPEC §3 "Session response"), the auth context derived from it
 * (SPEC §3 "Auth context", §4 "Auth state"), and the user state the redirect rules read.
 */
import { z } from './zod-mini';

/**
 * The signed-in user: role (comma-separated platform roles, as better-auth stores them), whether
 * two-factor is enabled, and the interface language the user chose (`en`, `fr`; none until chosen). Other
 * fields are kept as sent.
 *
 * @example
 * sessionUserSchema.parse({ id: 'u1', email: 'zoe@agency.ma', role: 'admin', twoFactorEnabled: true, language: 'fr' })
 */
export const sessionUserSchema = z.looseObject({
  role: z.nullish(z.string()),
  twoFactorEnabled: z.nullish(z.boolean()),
  language: z.nullish(z.string()),
});

/**
 * The session's own record: the active organization. Other fields are kept as sent.
 *
 * @example
 * sessionRecordSchema.parse({ activeOrganizationId: 'org_1' })
 */
export const sessionRecordSchema = z.looseObject({
  activeOrganizationId: z.nullish(z.string()),
});

/**
 * A session: the user and the session record.
 *
 * @example
 * sessionSchema.parse({ user: { role: 'user', twoFactorEnabled: false }, session: { activeOrganizationId: null } })
 */
export const sessionSchema = z.object({ user: sessionUserSchema, session: sessionRecordSchema });

/**
 * A session.
 *
 * @example
 * const session: Session = { user: { role: 'admin', twoFactorEnabled: true }, session: { activeOrganizationId: 'org_1' } };
 */
export type Session = z.infer<typeof sessionSchema>;

/**
 * The session response: `data.user` and `data.session`, or `data: null` when nobody is signed in.
 *
 * @example
 * sessionResponseSchema.parse({ data: null }) // { data: null }
 */
export const sessionResponseSchema = z.object({ data: z.nullable(sessionSchema) });

/**
 * A session response.
 *
 * @example
 * const response: SessionResponse = { data: null };
 */
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/**
 * What the auth context exposes (SPEC §3): loading while the session is fetched (then no user),
 * authenticated when a user exists, the active organization, and isAdmin when the user's role equals
 * `admin`.
 *
 * @example
 * const auth: AuthState = deriveAuthState({ session: null, isLoading: true });
 */
export interface AuthState {
  readonly isAuthenticated: boolean;
  readonly isLoading: boolean;
  readonly session: Session['session'] | null;
  readonly user: Session['user'] | null;
  readonly organizationId: string | null;
  readonly isAdmin: boolean;
}

/**
 * Derives the auth context from the session query. While loading there is no user, whatever the cache
 * holds (SPEC §4).
 *
 * @example
 * deriveAuthState({ session: { user: { role: 'admin', twoFactorEnabled: true }, session: { activeOrganizationId: 'org_1' } }, isLoading: false })
 * // { isAuthenticated: true, isLoading: false, user: {…}, session: {…}, organizationId: 'org_1', isAdmin: true }
 */
export function deriveAuthState(input: {
  readonly session: Session | null;
  readonly isLoading: boolean;
}): AuthState {
  const session = input.isLoading ? null : input.session;
  return {
    isAuthenticated: session !== null,
    isLoading: input.isLoading,
    session: session?.session ?? null,
    user: session?.user ?? null,
    organizationId: session?.session.activeOrganizationId ?? null,
    isAdmin: session?.user.role === 'admin',
  };
}

/**
 * The three kinds of visitor the redirect rules of SPEC §2 tell apart.
 *
 * @example
 * USER_STATE_KINDS // ['anonymous', 'without-two-factor', 'with-two-factor']
 */
export const USER_STATE_KINDS = ['anonymous', 'without-two-factor', 'with-two-factor'] as const;

/**
 * Who is opening a page: nobody (no session, or the session check answered 401), a signed-in user who has
 * not enabled two-factor yet, or one who has. `role` is the comma-separated list of every role the user
 * holds (platform role and organization role, e.g. `'user,owner'`); route access reads it.
 *
 * @example
 * const visitor: UserState = { kind: 'with-two-factor', role: 'user,owner' };
 */
export type UserState =
  | { readonly kind: 'anonymous' }
  | { readonly kind: 'without-two-factor'; readonly role: string }
  | { readonly kind: 'with-two-factor'; readonly role: string };

/**
 * The user state of a session. Pass the role the user holds in the active organization (better-auth's
 * get-active-member-role) to have it count for route access alongside the platform role.
 *
 * @example
 * userStateFromSession(null) // { kind: 'anonymous' }
 * userStateFromSession({ user: { role: 'user', twoFactorEnabled: true }, session: {} }, { memberRole: 'owner' })
 * // { kind: 'with-two-factor', role: 'user,owner' }
 */
export function userStateFromSession(
  session: Session | null,
  options: { readonly memberRole?: string | null } = {},
): UserState {
  if (session === null) return { kind: 'anonymous' };
  const role = [session.user.role, options.memberRole].filter(
    (part) => typeof part === 'string' && part !== '',
  );
  const kind = session.user.twoFactorEnabled === true ? 'with-two-factor' : 'without-two-factor';
  return { kind, role: role.join(',') };
}

/** What of a session opens the app to a visitor: who, with which platform role and two-factor, where, as whom. */
function visitorParts({ user, session }: Session): unknown[] {
  return [
    user.id,
    user.role ?? null,
    user.twoFactorEnabled === true,
    session.activeOrganizationId ?? null,
    session.impersonatedBy ?? null,
  ];
}

/**
 * Whether two answers of the session check open the app to the same visitor: the same user, with the same
 * platform role and two-factor state, in the same active organization, impersonated by the same admin or
 * by none. A language chosen or a session's expiry moved on changes nothing the guards decide.
 *
 * @example
 * sameVisitor(
 *   { user: { id: 'u1' }, session: { activeOrganizationId: 'org_1' } },
 *   { user: { id: 'u1' }, session: { activeOrganizationId: 'org_2' } },
 * ) // false
 */
export function sameVisitor(a: Session, b: Session): boolean {
  const before = visitorParts(a);
  return visitorParts(b).every((part, index) => part === before[index]);
}
