import {
  adminClient,
  inferAdditionalFields,
  organizationClient,
  twoFactorClient,
} from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import toast from 'react-hot-toast';
import { MUTATION_TOAST_ID } from '../toasts';
import { authErrorMessage, fetchWithTimeout, parseAuthBody } from './auth-fetch';
import { authBaseUrl } from './guard-calls';

/**
 * better-auth's own client at the backend base URL, with the organization, admin and two-factor plugins
 * and the user's language field.
 * Calls send credentials and throw on failure, after an error toast with id `mutation-toast`.
 */
export function createComptoirAuthClient(backendUrl: string) {
  return createAuthClient({
    baseURL: authBaseUrl(backendUrl),
    plugins: [
      organizationClient({ teams: { enabled: true } }),
      adminClient(),
      twoFactorClient(),
      // The user's interface language (`en`, `fr`), which the user sets with `updateUser`.
      inferAdditionalFields({ user: { language: { type: 'string', required: false } } }),
    ],
    fetchOptions: {
      credentials: 'include',
      throw: true,
      // better-fetch hands back a body that does not parse as its text: refuse it as the application
      // client does, rather than let a page read fields of a string.
      jsonParser: parseAuthBody,
      onError: ({ error, response }) => {
        toast.error(authErrorMessage(error, response), { id: MUTATION_TOAST_ID });
      },
      // A request that never reaches the server, or that it does not answer in time, skips onError:
      // toasted there, then thrown as the application client words it.
      customFetchImpl: fetchWithTimeout,
    },
  });
}

export type ComptoirAuthClient = ReturnType<typeof createComptoirAuthClient>;
