import type { ReservationActionRefusal } from '@comptoir/flight-domain';
import { m } from '../../i18n/paraglide/messages.js';
import { reservationStatusWords } from '../../i18n/status-labels';

/**
 * Why a reservation's action is refused (flight-domain's `reservationActionAvailability`), in the
 * interface's language, the status in its words.
 *
 * @example
 * reservationRefusalWords({ kind: 'reservation-ticketed', locator: 'RWBAUM' }) // 'RWBAUM is already ticketed.'
 */
export function reservationRefusalWords(refusal: ReservationActionRefusal): string {
  const status = refusal.kind === 'reprice-not-booked' ? reservationStatusWords(refusal.status) : '';
  return m.reservation_refusal({
    kind: refusal.kind,
    locator: refusal.locator,
    status: status.toLowerCase(),
  });
}
