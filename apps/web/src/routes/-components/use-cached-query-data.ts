import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * What the query cache holds under a key, kept current as the query's state changes, without observing the
 * query: no fetch, no refetch, no retry (and none of TanStack Query's observer code). For a part that
 * paints from data which an observer elsewhere (`OrganizationsObserver`) keeps fetched.
 *
 * @example
 * const organizations = useCachedQueryData(userOrganizationsQuery().queryKey) ?? [];
 */
export function useCachedQueryData<Key extends QueryKey>(queryKey: Key) {
  const queryClient = useQueryClient();
  const queryHash = hashKey(queryKey);
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        // Only what changes the data: an observer that creates the query while it renders ('added', empty)
        // must not make this component render again in the middle of that render.
        if ((event.type === 'updated' || event.type === 'removed') && event.query.queryHash === queryHash)
          onChange();
      }),
    [queryClient, queryHash],
  );
  // The cache hands back the same object until the data changes, so React renders again only then.
  return useSyncExternalStore(subscribe, () => queryClient.getQueryData(queryKey));
}
