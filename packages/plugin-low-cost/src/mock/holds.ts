/**
 * The organization's holds as the agency's backend lists them (the low-cost holds queue): every booking
 * the airline holds unpaid, and those whose hold expired, which the airline released with their seats.
 * Time is the sandbox's clock: moving it past a time limit releases that hold.
 */
import { formatDateTime } from '@comptoir/flight-domain';
import type { z } from 'zod/mini';
import type { lowCostHoldSchema } from '../client/support-api';
import { bookingsOf, type LowCostBooking } from './bookings';

type HoldWire = z.input<typeof lowCostHoldSchema>;

function holdOf(booking: LowCostBooking & { status: 'held' | 'expired'; timeLimit: string }): HoldWire {
  const [lead] = booking.travellers;
  const [flight] = booking.flights;
  return {
    id: booking.reference,
    reference: booking.reference,
    status: booking.status,
    leadTraveller: lead === undefined ? '' : `${lead.givenName} ${lead.surname}`,
    travellers: booking.travellers.length,
    flightNumber: flight?.flightNumber ?? '',
    route: flight === undefined ? '' : `${flight.from} → ${flight.to}`,
    departure: flight?.departure ?? '',
    total: booking.total,
    heldAt: booking.createdAt,
    expiresAt: booking.timeLimit,
    ...(booking.status === 'expired'
      ? {
          release: `Released by the airline: the hold expired on ${formatDateTime(booking.timeLimit)} UTC with no payment, and its seats are free again.`,
        }
      : {}),
  };
}

/** The organization's holds, held or expired, the earliest time limit first (the released ones before). */
export function holdsOf(organizationId: string): HoldWire[] {
  return bookingsOf(organizationId)
    .flatMap((booking) =>
      (booking.status === 'held' || booking.status === 'expired') && booking.timeLimit !== null
        ? [holdOf({ ...booking, status: booking.status, timeLimit: booking.timeLimit })]
        : [],
    )
    .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt) || a.reference.localeCompare(b.reference));
}
