import {
  LazyAppToaster,
  LazyGlobalDialog,
  LazyGlobalSidePanel,
  NavigationProgressBar,
} from '@comptoir/ui/kit';
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

/** Every page, auth and app alike: the page, the top loading bar and the global overlays (SPEC §2). */
function RootLayout() {
  const isPending = useRouterState({ select: (state) => state.status === 'pending' });
  return (
    <>
      <NavigationProgressBar isPending={isPending} />
      <Outlet />
      <LazyGlobalDialog />
      <LazyGlobalSidePanel />
      <LazyAppToaster />
    </>
  );
}
