/**
 * Story fixtures for the home page: the latest reservations and tickets of Atlas Voyages Casablanca as
 * `GET /reservations` and `GET /tickets` list them (newest first), drawn from the reservations the
 * sandbox's story scenario made for the record pages (`record-fixtures.ts`).
 */
import type { ReservationSummary, TicketListItem } from '@comptoir/flight-domain';
import {
  cancelledReservation,
  gdsReservationPartiallyTicketed,
  ndcReservation,
} from '../../kit/story-helpers/record-fixtures';

/**
 * Newest first: the three were booked in the same second, so the later id comes first. (A reservation
 * carries every field of its list line.)
 */
export const latestReservations: ReservationSummary[] = [
  cancelledReservation,
  ndcReservation,
  gdsReservationPartiallyTicketed,
];

/** The tickets of the partially ticketed reservation, as lines of the tickets list, newest first. */
export const latestTickets: TicketListItem[] = gdsReservationPartiallyTicketed.tickets
  .map((ticket) => ({
    ...ticket,
    locator: gdsReservationPartiallyTicketed.locator,
    reservationId: gdsReservationPartiallyTicketed.id,
    contentKind: gdsReservationPartiallyTicketed.contentKind,
    route: gdsReservationPartiallyTicketed.route,
  }))
  .reverse();
