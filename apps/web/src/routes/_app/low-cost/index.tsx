import { LOW_COST_AIRLINE, networkRows } from '@comptoir/plugin-low-cost/rules';
import { LowCostHomeView } from '@comptoir/plugin-low-cost/views';
import { createFileRoute } from '@tanstack/react-router';
import { LOW_COST_PLUGIN_BUILT } from '../../../low-cost-plugin';
import { pageTitle } from '../../../page-title';

/**
 * The low-cost airline plugin's root (SPEC §2); the app guard sends to / when the plugin flag is off, and
 * a build without the plugin has no component here (`LOW_COST_PLUGIN_BUILT`).
 */
export const Route = createFileRoute('/_app/low-cost/')({
  head: pageTitle('Low-cost airline'),
  component: LOW_COST_PLUGIN_BUILT ? LowCostHome : undefined,
});

function LowCostHome() {
  return <LowCostHomeView airlineName={LOW_COST_AIRLINE.name} routes={networkRows()} />;
}
