import { adminClient, organizationClient, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import toast from 'react-hot-toast';
import { ApiError, networkError, REQUEST_TIMEOUT_MS, serverMessage, timeoutError } from '../http/api-error';
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
      // better-fetch hands back a body that does not parse as its text: refuse it as the application
      // client does, rather than let a page read fields of a string.
      jsonParser: (text) => {
        if (text.trim() === '') return text;
        try {
          return JSON.parse(text) as unknown;
        } catch {
          const failure = new ApiError('Unexpected response from the server: the body is not valid JSON.', {
            kind: 'decode',
            body: text,
          });
          toast.error(failure.message, { id: MUTATION_TOAST_ID });
          throw failure;
        }
      },
      onError: ({ error, response }) => {
        toast.error(authErrorMessage(error, response), { id: MUTATION_TOAST_ID });
      },
      // A request that never reaches the server, or that it does not answer in time, skips onError:
      // toast it here, then throw it as the application client words it.
      customFetchImpl: async (input, init) => {
        const timedOut = new AbortController();
        const timer = setTimeout(() => timedOut.abort(), REQUEST_TIMEOUT_MS);
        const signals = [timedOut.signal, ...(init?.signal ? [init.signal] : [])];
        try {
          return await fetch(input, { ...init, signal: AbortSignal.any(signals) });
        } catch (error) {
          // Cancelled by its caller: not a failure to report.
          if (init?.signal?.aborted === true) throw error;
          const failure = timedOut.signal.aborted
            ? timeoutError(REQUEST_TIMEOUT_MS, undefined, error)
            : networkError(undefined, error);
          toast.error(failure.message, { id: MUTATION_TOAST_ID });
          throw failure;
        } finally {
          clearTimeout(timer);
        }
      },
    },
  });
}

export type ComptoirAuthClient = ReturnType<typeof createComptoirAuthClient>;
