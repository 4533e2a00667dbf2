import { onIdleAfterContent } from '@comptoir/ui/kit';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * The code of the pages this one most likely leads to (the components and loading views of the routes
 * their paths match, with the chunks those import, and the code a loader in the entry imports: the route's
 * `staticData.loaderCode`), fetched in the idle moment once this page's content has come: going there then
 * waits for its calls (and a loader split into a chunk of its own) alone. Only the code: no guard or
 * loader runs before the user goes. A failed fetch is fetched again, and reported, when that
 * page opens.
 *
 * @example
 * useNextPageCodeWhenIdle(['/auth/verify']); // on the sign-in page
 * useNextPageCodeWhenIdle(rows.map(detailPath)); // on a list: the pages its rows open
 */
export function useNextPageCodeWhenIdle(hrefs: readonly string[], alsoWhenIdle?: () => void): void {
  const router = useRouter();
  // One effect per set of pages, whatever the array's identity.
  const paths = hrefs.join('\n');
  useEffect(
    () =>
      onIdleAfterContent(() => {
        const routes = new Set(
          paths
            .split('\n')
            .filter((href) => href !== '')
            .flatMap((href) => router.getMatchedRoutes(new URL(href, window.location.origin).pathname)[0]),
        );
        for (const route of routes) {
          router.loadRouteChunk(route)?.catch(() => undefined);
          route.options.staticData?.loaderCode?.();
        }
        alsoWhenIdle?.();
      }),
    [router, paths, alsoWhenIdle],
  );
}
