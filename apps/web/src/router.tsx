import { ROUTING, type StartupConfig } from '@comptoir/flight-domain';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

/** What every route's `beforeLoad` and `loader` receive. */
export interface RouterContext {
  queryClient: QueryClient;
  config: StartupConfig;
}

/** The app's router with the SPEC §9 routing constants; routes are case-sensitive (SPEC §2). */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    caseSensitive: true,
    defaultPreload: 'intent',
    defaultPreloadDelay: ROUTING.preloadDelayMs,
    defaultPreloadStaleTime: ROUTING.preloadStaleTimeMs,
    defaultPendingMs: ROUTING.pendingMs,
    defaultPendingMinMs: ROUTING.pendingMinMs,
    // Drawn only for an unknown address or a failed route: fetched then, as the routes' own error and
    // not-found components are (the router plugin's code splitting), not with every page.
    defaultNotFoundComponent: lazyRouteComponent(
      () => import('./routes/-components/AppNotFound'),
      'AppNotFound',
    ),
    defaultErrorComponent: lazyRouteComponent(
      () => import('./routes/-components/AppRouteError'),
      'AppRouteError',
    ),
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /**
     * Fetches the code the route's loader imports on use, without running the loader: a page that leads
     * there asks for it with the route's own chunks when idle (`next-page-code.ts`). For a loader kept in
     * the entry (the home page's, decision 0058), whose imports no route chunk holds.
     */
    loaderCode?: () => void;
  }
}
