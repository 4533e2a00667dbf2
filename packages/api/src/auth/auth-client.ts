import { adminClient, organizationClient, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import toast from 'react-hot-toast';
import { serverMessage } from '../http/api-error';
import { MUTATION_TOAST_ID } from '../toasts';

/**
 * SPEC §8: the message of a failed authentication call — the server's message, or else the response
 * type, status text and status code.
 */
export function authErrorMessage(
  body: unknown,
  response: Pick<Response, 'type' | 'status' | 'statusText'>,
): string {
  return (
    serverMessage(body) ??
    `${response.type} ${response.statusText} ${response.status}`.replace(/\s+/g, ' ').trim()
  );
}

/**
 * better-auth's own client at the backend base URL, with the organization, admin and two-factor plugins.
 * Calls send credentials and throw on failure, after an error toast with id `mutation-toast`.
 */
export function createComptoirAuthClient(backendUrl: string) {
  return createAuthClient({
    baseURL: backendUrl.replace(/\/+$/, ''),
    plugins: [organizationClient({ teams: { enabled: true } }), adminClient(), twoFactorClient()],
    fetchOptions: {
      credentials: 'include',
      throw: true,
      onError: ({ error, response }) => {
        toast.error(authErrorMessage(error, response), { id: MUTATION_TOAST_ID });
      },
      // A request that never reaches the server skips onError: toast it here, then rethrow.
      customFetchImpl: async (input, init) => {
        try {
          return await fetch(input, init);
        } catch (error) {
          toast.error('Could not reach the server. Check your connection and try again.', {
            id: MUTATION_TOAST_ID,
          });
          throw error;
        }
      },
    },
  });
}

export type ComptoirAuthClient = ReturnType<typeof createComptoirAuthClient>;
