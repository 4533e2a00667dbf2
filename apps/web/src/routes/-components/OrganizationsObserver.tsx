import { useQuery } from '@tanstack/react-query';
import { userOrganizationsQuery } from '../../auth/queries';

/**
 * Observes the user's organizations and renders nothing: the list is fetched, refetched when invalidated
 * and retried as any `useQuery`'s, while the shell's switcher paints it from the cache
 * (`useCachedQueryData`). Loaded after the first paint (`React.lazy`), so that TanStack Query's observer
 * is no part of the shell's first load. The shell asked for the list as the page was drawn (`AppLayout`):
 * the observer, mounted seconds later, takes that answer rather than ask again; without one (the call
 * failed) it asks.
 */
export default function OrganizationsObserver() {
  useQuery({ ...userOrganizationsQuery(), refetchOnMount: false });
  return null;
}
