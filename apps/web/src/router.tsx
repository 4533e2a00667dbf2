import { ROUTING, type StartupConfig } from '@comptoir/flight-domain';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { AppNotFound } from './routes/-components/AppNotFound';
import { AppRouteError } from './routes/-components/AppRouteError';

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
    defaultNotFoundComponent: AppNotFound,
    defaultErrorComponent: AppRouteError,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
