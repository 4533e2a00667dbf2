import { balanceEntityApi, recordListsApi } from '@comptoir/api';
import { queueSummaryApi } from '@comptoir/api/queue-summary';
import { currencyFractionDigits, formatDateTime } from '@comptoir/flight-domain';

/**
 * The home blocks' calls, each from the module of that call alone (not its family's table, which holds
 * every call's schemas): `home-queries.ts` loads them with the blocks' first fetch.
 */
export const homeCalls = {
  reservations: recordListsApi.reservations,
  tickets: recordListsApi.tickets,
  balance: balanceEntityApi.entity,
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
