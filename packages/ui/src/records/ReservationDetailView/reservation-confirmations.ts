import { formatMoney, ticketingAmount, type Reservation } from '@comptoir/flight-domain';
import type { RecordActionConfirmation } from '../RecordSections/use-record-action';

// What a reservation's destructive actions ask before they run: fetched with the first one pressed
// (`ReservationDetailView`), as the dialog is, not with the page.

/** Ticketing says what the balance is debited (the fare and the confirmed extras not paid yet). */
export const ticketConfirmation = (reservation: Reservation): RecordActionConfirmation => ({
  title: `Issue tickets for ${reservation.locator}`,
  description: `${formatMoney(ticketingAmount(reservation))} will be debited from the organization's balance and ${String(reservation.travelerCount)} ticket(s) issued, one per traveler.`,
  confirmLabel: 'Issue tickets',
  cancelLabel: 'Not now',
});

/** Repricing says the total may change. */
export const repriceConfirmation = (reservation: Reservation): RecordActionConfirmation => ({
  title: `Reprice reservation ${reservation.locator}`,
  description: `The fare is priced again with today's markup: the total of ${formatMoney(reservation.pricing.total.total)} may change.`,
  confirmLabel: 'Reprice',
  cancelLabel: 'Keep the price',
});

/** Cancelling says what goes and that it cannot be undone. */
export const cancelConfirmation = (reservation: Reservation): RecordActionConfirmation => ({
  title: `Cancel reservation ${reservation.locator}`,
  description: `${reservation.route}, ${String(reservation.travelerCount)} traveler(s). The airline releases the seats. This cannot be undone.`,
  confirmLabel: 'Cancel reservation',
  cancelLabel: 'Keep reservation',
});
