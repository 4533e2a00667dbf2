import type { ComptoirAuthClient } from '@comptoir/api';
import { safeRedirect } from '@comptoir/flight-domain';

/** Where the admin was when the impersonation began, kept for this tab only. */
const RETURN_KEY = 'comptoir_impersonation_return';

/**
 * Starts impersonating a user with better-auth's admin plugin (the session becomes theirs), remembering
 * the page the admin was on for when they stop.
 */
export async function startImpersonating(
  client: ComptoirAuthClient,
  userId: string,
  returnTo: string,
): Promise<void> {
  sessionStorage.setItem(RETURN_KEY, returnTo);
  try {
    await client.admin.impersonateUser({ userId });
  } catch (error) {
    sessionStorage.removeItem(RETURN_KEY);
    throw error;
  }
}

/** Stops impersonating (the admin's own session back) and answers the page the admin was on, or `/`. */
export async function stopImpersonating(client: ComptoirAuthClient): Promise<string> {
  await client.admin.stopImpersonating();
  const returnTo = safeRedirect(sessionStorage.getItem(RETURN_KEY));
  sessionStorage.removeItem(RETURN_KEY);
  return returnTo;
}
