import { authSearchSchema } from '@comptoir/flight-domain';
import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from '../../auth/visitor';

/** The auth area (SPEC §2): no app layout; every page takes `redirect` and obeys the redirect rules. */
export const Route = createFileRoute('/auth')({
  validateSearch: authSearchSchema,
  beforeLoad: ({ context, location, search }) =>
    guardPage(context.queryClient, {
      pathname: location.pathname,
      redirect: search.redirect,
      lowCostPluginEnabled: context.config.lowCostPluginEnabled,
    }),
});
