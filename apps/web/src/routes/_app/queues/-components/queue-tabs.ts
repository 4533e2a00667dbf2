import { APP_ROUTES, LOW_COST_PLUGIN_ROUTES } from '@comptoir/flight-domain';
import type { QueueName } from '@comptoir/flight-domain/queues';
import { getRouteApi } from '@tanstack/react-router';

const appRoute = getRouteApi('/_app');

/** The address of one of the agency's queues' tabs. */
export const tabHref = (queue: QueueName) => `${APP_ROUTES.queues}?queue=${queue}`;

/** The agent's own zone: the time left before a deadline or a hold's limit reads in it. */
export const AGENT_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The low-cost plugin's queue: its held bookings, on a page of the plugin's routes. */
export const LOW_COST_HOLDS_TAB = { href: LOW_COST_PLUGIN_ROUTES.holds, label: 'Low-cost holds' } as const;

/**
 * The tabs of the queues the plugins built in add: the low-cost holds, when the app has the low-cost
 * plugin (its page is one of the plugin's routes, in the route tree only then).
 */
export function useMoreQueueTabs() {
  const { config } = appRoute.useRouteContext();
  return config.lowCostPluginEnabled ? [LOW_COST_HOLDS_TAB] : [];
}
