/**
 * Reservations and tickets (SPEC §7): lists, details, lifecycle actions, and the workbench edits they
 * share (contacts, updatable items, OSI, meals, ancillaries, split, pricing, seat maps, disability SSRs).
 * One resolver per call, grouped by family in the `record-*.ts` files beside this one.
 */
import { reservationsEndpoints, ticketsEndpoints } from '@comptoir/api/endpoints';
import { handlersFor } from '../context';
import type { RecordKind } from '@comptoir/api/endpoints';
import { ancillaryResolvers } from './record-ancillaries';
import { contactResolvers } from './record-contacts';
import { priceQuote, reservationLifecycle, ticketLifecycle } from './record-lifecycle';
import { listReservations, listTickets } from './record-lists';
import { osiResolvers } from './record-osi';
import { pdfResolver } from './record-pdf';
import { confirmSeats, seatMapResolver } from './record-seats';
import { specialServiceResolvers } from './record-special-services';
import { splitResolver } from './record-split';
import { updatableItemResolvers } from './record-updatable-items';

/** The workbench edits and documents that reservations and tickets both offer, on records of `kind`. */
function sharedResolvers(kind: RecordKind) {
  return {
    ...contactResolvers(kind),
    ...updatableItemResolvers(kind),
    ...osiResolvers(kind),
    ...specialServiceResolvers(kind),
    ...ancillaryResolvers(kind),
    pdf: pdfResolver(kind),
    split: splitResolver(kind),
    price: priceQuote(kind),
    seatMap: seatMapResolver(kind),
  };
}

export const reservationsHandlers = handlersFor(reservationsEndpoints, {
  ...sharedResolvers('reservations'),
  ...reservationLifecycle,
  list: listReservations,
  confirmSeats,
});

export const ticketsHandlers = handlersFor(ticketsEndpoints, {
  ...sharedResolvers('tickets'),
  ...ticketLifecycle,
  list: listTickets,
});
