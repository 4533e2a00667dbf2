import {
  LazyAppToaster,
  LazyGlobalDialog,
  LazyGlobalSidePanel,
  NavigationProgressBar,
} from '@comptoir/ui/kit';
import { createRootRouteWithContext, HeadContent, Outlet, useRouterState } from '@tanstack/react-router';
import { pageTitle } from '../page-title';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The app's name alone, for pages without a title of their own (home, not found).
  head: pageTitle(),
  component: RootLayout,
});

/** Every page, auth and app alike: the page, the top loading bar and the global overlays (SPEC §2). */
function RootLayout() {
  const isPending = useRouterState({ select: (state) => state.status === 'pending' });
  return (
    <>
      <HeadContent />
      <NavigationProgressBar isPending={isPending} />
      <Outlet />
      <LazyGlobalDialog />
      <LazyGlobalSidePanel />
      <LazyAppToaster />
    </>
  );
}
