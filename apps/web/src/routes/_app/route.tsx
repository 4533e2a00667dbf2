import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from '../../auth/visitor';
import { AppLayout } from '../-components/AppLayout';

/**
 * The app area (SPEC §2, §6): signed in with two-factor, else /auth/login with the page as redirect; the
 * pages a role may not open send to /; the plugin's pages to / when its flag is off. Runs at every
 * navigation, so the rules hold for each page below.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    const visitor = await guardPage(context.queryClient, {
      pathname: location.pathname,
      returnTo: location.href,
      lowCostPluginEnabled: context.config.lowCostPluginEnabled,
    });
    return { visitor };
  },
  component: AppLayout,
});
