import type { AnyRouter } from '@tanstack/react-router';

/**
 * Starts loading the page the app opens at (its guards, its loaders, its routes' code) and resolves once
 * that code has come or the load has ended (a redirect, an error): the app then renders for the first
 * time with the page's code at hand.
 *
 * Rendered earlier, the first render suspends on the routes' code and commits an empty fallback; React
 * then holds the page's reveal until 300 ms after that fallback (its `FALLBACK_THROTTLE_MS`), so the page
 * painted about a quarter of a second after its code and answers had come (docs/decisions/0059). The
 * router's own first load, at the first render, finds this one under way and does not start another.
 */
export function loadFirstPage(router: AnyRouter): Promise<void> {
  const [routes] = router.getMatchedRoutes(window.location.pathname);
  const code = Promise.all(routes.map(async (route) => router.loadRouteChunk(route)));
  // The guards and loaders in a task of their own: the code's requests go out as the entry's task ends,
  // not after the guards' and loaders' work too.
  const loading = new Promise((resolve) => setTimeout(resolve)).then(() => router.load());
  // A failure is the router's to show, on the page it renders.
  return Promise.race([loading, code]).then(
    () => undefined,
    () => undefined,
  );
}
