import { formatMoney, ticketingAmount, type Reservation } from '@comptoir/flight-domain';
import { m } from '../../i18n/paraglide/messages.js';
import type { RecordActionConfirmation } from '../RecordSections/use-record-action';

// What a reservation's destructive actions ask before they run: fetched with the first one pressed
// (`ReservationDetailView`), as the dialog is, not with the page.

/** Ticketing says what the balance is debited (the fare and the confirmed extras not paid yet). */
export const ticketConfirmation = (reservation: Reservation): RecordActionConfirmation => ({
  title: m.reservation_ticket_confirm_title({ locator: reservation.locator }),
  description: m.reservation_ticket_confirm_description({
    amount: formatMoney(ticketingAmount(reservation)),
    count: reservation.travelerCount,
  }),
  confirmLabel: m.reservation_issue_tickets(),
  cancelLabel: m.reservation_not_now(),
});

/** Repricing says the total may change. */
export const repriceConfirmation = (reservation: Reservation): RecordActionConfirmation => ({
  title: m.reservation_reprice_confirm_title({ locator: reservation.locator }),
  description: m.reservation_reprice_confirm_description({
    total: formatMoney(reservation.pricing.total.total),
  }),
  confirmLabel: m.reservation_reprice(),
  cancelLabel: m.reservation_keep_price(),
});

/** Cancelling says what goes and that it cannot be undone. */
export const cancelConfirmation = (reservation: Reservation): RecordActionConfirmation => ({
  title: m.reservation_cancel_confirm_title({ locator: reservation.locator }),
  description: m.reservation_cancel_confirm_description({
    route: reservation.route,
    count: reservation.travelerCount,
  }),
  confirmLabel: m.reservation_cancel(),
  cancelLabel: m.reservation_keep(),
});
