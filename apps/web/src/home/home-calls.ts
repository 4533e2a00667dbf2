import { balancesApi, reservationsApi, ticketsApi } from '@comptoir/api';
import { queueSummaryApi } from '@comptoir/api/queues';
import { currencyFractionDigits, formatDateTime } from '@comptoir/flight-domain';

/** The home blocks' calls, the families' own: `home-queries.ts` loads them with the blocks' first fetch. */
export const homeCalls = {
  reservations: reservationsApi.list,
  tickets: ticketsApi.list,
  balance: balancesApi.entity,
  queueSummary: queueSummaryApi.summary,
};

/**
 * Makes the blocks' amount and date formats: Intl's first use loads its locale data, tens of ms at 4× CPU,
 * better spent while the blocks' calls are out than when their answers are drawn.
 */
export function prepareFormats(): void {
  currencyFractionDigits();
  formatDateTime(new Date());
}
