import type { QueueSummary } from '@comptoir/flight-domain/queues';

/** The agency's queues' counts alone: the low-cost holds' left out. */
function agencyQueues(summary: QueueSummary): QueueSummary {
  const agency = { ...summary };
  delete agency['low-cost-holds'];
  return agency;
}

/**
 * The queues' counts as this build shows them (a query's `select`): the backend counts the low-cost
 * holds whenever it serves that airline, the app only when built with the plugin (the holds' page is
 * then in its routes).
 */
export const queueCountsShown = (lowCostPluginEnabled: boolean) =>
  lowCostPluginEnabled ? undefined : agencyQueues;
