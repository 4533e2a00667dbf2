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
  useEffect(() => {
    // Each piece in an idle moment of its own (a route's chunks, its loader's code, `alsoWhenIdle`): each
    // import appends the preload links of the chunks it needs, and together they held a phone's thread for
    // over 100 ms in one task (docs/decisions/0089).
    const cancels: (() => void)[] = [];
    cancels.push(
      onIdleAfterContent(() => {
        const routes = new Set(
          paths
            .split('\n')
            .filter((href) => href !== '')
            .flatMap((href) => router.getMatchedRoutes(new URL(href, window.location.origin).pathname)[0]),
        );
        const pieces = [...routes].flatMap((route) => [
          () => void router.loadRouteChunk(route)?.catch(() => undefined),
          () => route.options.staticData?.loaderCode?.(),
        ]);
        for (const piece of alsoWhenIdle ? [...pieces, alsoWhenIdle] : pieces)
          cancels.push(onIdleAfterContent(piece));
      }),
    );
    return () => {
      for (const cancel of cancels) cancel();
    };
  }, [router, paths, alsoWhenIdle]);
}
