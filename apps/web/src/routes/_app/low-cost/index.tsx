import { lowCostSearchPrefillSchema } from '@comptoir/plugin-low-cost/rules';
import { createFileRoute } from '@tanstack/react-router';
import { LOW_COST_PLUGIN_BUILT } from '../../../low-cost-plugin';
import { pageTitle } from '../../../page-title';
import { LowCostSearchPage } from './-components/LowCostSearchPage';

/**
 * The low-cost airline plugin's root (SPEC §2): its search form and network. A search to start from may
 * come in the link (back from its results); the app guard sends to / when the plugin flag is off, and a
 * build without the plugin has no component here (`LOW_COST_PLUGIN_BUILT`).
 */
export const Route = createFileRoute('/_app/low-cost/')({
  // In the entry chunk (the router validates before loading): left out of a build without the plugin.
  validateSearch: LOW_COST_PLUGIN_BUILT ? lowCostSearchPrefillSchema : undefined,
  head: pageTitle('Low-cost airline'),
  component: LOW_COST_PLUGIN_BUILT ? LowCostHome : undefined,
});

function LowCostHome() {
  return <LowCostSearchPage prefill={Route.useSearch()} />;
}
