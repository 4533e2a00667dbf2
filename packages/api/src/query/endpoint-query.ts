import { queryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * The query options of one endpoint call: cached under `queryKey` and sent with `input` (`{}` when the
 * call takes nothing) plus the query's abort signal, so that a query TanStack cancels (its page left, its key changed) cancels its request.
 *
 * @example
 * endpointQuery(rolesKeys.detail(id), rolesApi.detail, { path: { id } })
 * // queryOptions({ queryKey: rolesKeys.detail(id), queryFn: ({ signal }) => rolesApi.detail({ path: { id }, signal }) })
 */
export function endpointQuery<Key extends QueryKey, Input extends object, Result>(
  queryKey: Key,
  call: (input: Input & { signal: AbortSignal }) => Promise<Result>,
  input: Input,
) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => call({ ...input, signal }) });
}
