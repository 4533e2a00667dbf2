import type { AnyRouter } from '@tanstack/react-router';

/**
 * Starts loading the page the app opens at (its guards, its loaders, its routes' code) and resolves once
 * the app can render it for the first time: a page with a loading view of its own once its code has come,
 * its guard (`guarded`) has settled and the router shows that view (at once for a results page, after
 * `pendingMs` for the others); any page once its load has ended, which is earlier for a short load, and
 * the only moment for a page without a loading view, since the router has nothing of it to draw before.
 *
 * Rendered earlier, the first render suspends (on the routes' code, on a guard still waiting for its
 * session, on a loader) and commits an empty fallback; React then holds the page's reveal until 300 ms
 * after that fallback (its `FALLBACK_THROTTLE_MS`), so the page painted about a quarter of a second after
 * its code and answers had come (docs/decisions/0059). Once the guard has settled, the router offers the
 * loading view within the same task, before React's render starts in a later one. The router's own first
 * load, at the first render, finds this one under way and does not start another.
 */
export function loadFirstPage(router: AnyRouter, guarded: Promise<void>): Promise<void> {
  const [routes] = router.getMatchedRoutes(window.location.pathname);
  const code = Promise.all(routes.map(async (route) => router.loadRouteChunk(route)));
  // The guards and loaders in a task of their own: the code's requests go out as the entry's task ends,
  // not after the guards' and loaders' work too.
  const started = new Promise((resolve) => setTimeout(resolve));
  const loading = started.then(() => router.load());
  const page = routes.at(-1)?.options;
  const loadingView = page?.pendingComponent ?? router.options.defaultPendingComponent;
  const pendingMs = page?.pendingMs ?? router.options.defaultPendingMs;
  const loadingViewShown =
    loadingView === undefined || pendingMs === undefined
      ? loading
      : Promise.all([
          code,
          guarded,
          // Timed from just after the load's start, as the router times it: its view is offered first.
          started.then(async () => new Promise((resolve) => setTimeout(resolve, pendingMs))),
        ]);
  // A failure is the router's to show, on the page it renders.
  return Promise.race([loading, loadingViewShown]).then(
    () => undefined,
    () => undefined,
  );
}
