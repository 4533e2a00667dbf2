import { lowCostSearchPrefillSchema } from '@comptoir/plugin-low-cost/rules';
import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../page-title';
import { LowCostSearchPage } from './-components/LowCostSearchPage';

/**
 * The low-cost airline plugin's root (SPEC §2): its search form and network. A search to start from may
 * come in the link (back from its results); the app guard sends to / when the plugin flag is off, and a
 * build without the plugin has no component here (`VITE_LOW_COST_PLUGIN`).
 */
export const Route = createFileRoute('/_app/low-cost/')({
  // The flag as vite writes it, in each property: the bundler folds it here, where an imported constant
  // is not folded, and a build without the plugin then holds none of its code (neither in the entry,
  // where validateSearch stays, nor in the split component).
  validateSearch: import.meta.env.VITE_LOW_COST_PLUGIN === 'true' ? lowCostSearchPrefillSchema : undefined,
  head: pageTitle('Low-cost airline'),
  component: import.meta.env.VITE_LOW_COST_PLUGIN === 'true' ? LowCostHome : undefined,
});

function LowCostHome() {
  return <LowCostSearchPage prefill={Route.useSearch()} />;
}
