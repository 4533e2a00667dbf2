import { useMutation, type MutationOptions, type UseMutationOptions } from '@tanstack/react-query';
import { authClient } from '../runtime';
import { errorMessage } from '../toasts';
import type { ComptoirAuthClient } from './auth-client';

/**
 * The `meta` of a query or mutation whose failures better-auth's client has toasted already (SPEC §8:
 * under `mutation-toast`, with the server's message or else the response type, status text and code):
 * the QueryClient's caches raise no second error toast for them.
 */
export const ERRORS_TOASTED_BY_AUTH_CLIENT = { errorsToastedByAuthClient: true } as const;

/** Whether a query's or mutation's `meta` says better-auth's client toasts its failures. */
export function errorsToastedByAuthClient(meta: Readonly<Record<string, unknown>> | undefined): boolean {
  return meta?.errorsToastedByAuthClient === true;
}

/** A write through better-auth's client: the call, given the client and the write's variables. */
export type AuthWrite<Variables, Data> = (client: ComptoirAuthClient, variables: Variables) => Promise<Data>;

/**
 * The options of a write through better-auth's client, as a TanStack mutation like every other write of
 * the app: its success toast is the QueryClient's (SPEC §4: the server's message, or 'Operation
 * completed successfully.'), and its failure toast the client's alone. A failure reaches the caller as an
 * `Error` carrying the message the user was shown.
 */
export function authMutationOptions<Variables, Data>(
  write: AuthWrite<Variables, Data>,
): MutationOptions<Data, Error, Variables> {
  return {
    meta: ERRORS_TOASTED_BY_AUTH_CLIENT,
    mutationFn: async (variables) => {
      try {
        return await write(await authClient(), variables);
      } catch (error) {
        throw new Error(errorMessage(error), { cause: error });
      }
    },
  };
}

/**
 * A write through better-auth's client (members, invitations, organizations, two-factor, sign-in,
 * impersonation) as a mutation: one success toast, one error toast, as every write (`authMutationOptions`).
 *
 * @example
 * const removeMember = useAuthMutation((client, memberId: string) =>
 *   client.organization.removeMember({ memberIdOrEmail: memberId }),
 * );
 */
export function useAuthMutation<Variables = void, Data = unknown>(
  write: AuthWrite<Variables, Data>,
  options: Omit<UseMutationOptions<Data, Error, Variables>, 'mutationFn' | 'meta'> = {},
) {
  return useMutation({ ...options, ...authMutationOptions(write) });
}
