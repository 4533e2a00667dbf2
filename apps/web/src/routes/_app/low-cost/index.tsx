import { lowCostSearchPrefillSchema } from '@comptoir/plugin-low-cost/rules';
import { createFileRoute } from '@tanstack/react-router';
import { LowCostSearchPage } from './-components/LowCostSearchPage';
import { m } from '@comptoir/ui/i18n/messages';
import { usePageTitle } from '../../../page-title';

/**
 * The low-cost airline plugin's root (SPEC §2): its search form and network. A search to start from may
 * come in the link (back from its results). Only in a build with the plugin (docs/decisions/0023).
 */
export const Route = createFileRoute('/_app/low-cost/')({
  validateSearch: lowCostSearchPrefillSchema,
  component: LowCostHome,
});

function LowCostHome() {
  usePageTitle(m.nav_low_cost());
  return <LowCostSearchPage prefill={Route.useSearch()} />;
}
