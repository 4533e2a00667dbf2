import { ComingSoonPage } from '@comptoir/ui/kit';
import { LOW_COST_PLUGIN_PREFIX, LOW_COST_PLUGIN_ROUTES } from '@comptoir/flight-domain';
import { createFileRoute, notFound } from '@tanstack/react-router';

const PAGE_TITLES: Readonly<Record<string, string>> = {
  [LOW_COST_PLUGIN_ROUTES.results]: 'Low-cost airline: results',
  [LOW_COST_PLUGIN_ROUTES.booking]: 'Low-cost airline: booking',
  [LOW_COST_PLUGIN_ROUTES.support]: 'Low-cost airline: support',
  [LOW_COST_PLUGIN_ROUTES.xmlSupport]: 'Low-cost airline: XML support',
};

/**
 * The low-cost airline plugin's pages (SPEC §2): results, booking, support and xml-support; any other
 * name is not found. The app guard sends to / when the plugin flag is off.
 */
export const Route = createFileRoute('/_app/low-cost/$page')({
  beforeLoad: ({ params }) => {
    const title = PAGE_TITLES[`${LOW_COST_PLUGIN_PREFIX}/${params.page}`];
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's notFound is thrown by design.
    if (title === undefined) throw notFound();
    return { title };
  },
  component: LowCostPage,
});

function LowCostPage() {
  const { title } = Route.useRouteContext();
  return <ComingSoonPage title={title} />;
}
