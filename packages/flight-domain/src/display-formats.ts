import { formatDateTime } from './dates';
import { currencyFractionDigits } from './money';

/**
 * Makes the formats the pages draw amounts and dates with. Intl's first use in a renderer loads its locale
 * data, tens of ms on a desktop core: that data is the process's, so made in a worker
 * (`apps/web/src/formats.worker.ts`) it is then ready for the page's main thread too.
 */
export function prepareFormats(): void {
  currencyFractionDigits();
  formatDateTime(new Date());
}
