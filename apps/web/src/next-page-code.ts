import { onIdleAfterContent } from '@comptoir/ui/kit';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * The code of the page this one most likely leads to (the loaders, loading views and components of the
 * routes its path matches), fetched in the idle moment once this page's content has come: going there
 * then waits for its calls alone. Only the code: no guard or loader runs before the user goes. A failed
 * fetch is fetched again, and reported, when that page opens.
 *
 * @example
 * useNextPageCodeWhenIdle('/auth/verify'); // on the sign-in page
 */
export function useNextPageCodeWhenIdle(href: string, alsoWhenIdle?: () => void): void {
  const router = useRouter();
  useEffect(
    () =>
      onIdleAfterContent(() => {
        const [routes] = router.getMatchedRoutes(new URL(href, window.location.origin).pathname);
        for (const route of routes) router.loadRouteChunk(route)?.catch(() => undefined);
        alsoWhenIdle?.();
      }),
    [router, href, alsoWhenIdle],
  );
}
