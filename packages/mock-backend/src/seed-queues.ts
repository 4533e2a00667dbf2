/**
 * What the work queues start with, relative to the clock the sandbox starts with (`nowMs`), and the
 * airline's part in them. Nothing is added to the seeded history: some of its open bookings get
 * ticketing deadlines in the next minutes, hours and days (the others keep theirs, several already
 * passed); a few ticketed reservations get a schedule change from the airline; one pending ticket per
 * organization failed for good (its fare gone), the others wait for the airline's confirmation. Every list keeps its rows.
 *
 * The airline cancels a booking when the sandbox's clock passes its ticketing deadline: when the clock
 * is moved forward (`advanceSandboxClock`), every booking still untouched whose deadline fell in the time
 * skipped is cancelled, and the deadline queue says why.
 */
import { formatDateTime } from '@comptoir/flight-domain';
import { isoAt } from './booking';
import type { Leg, ReservationRecord, SandboxDatabase } from './tables';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * The ticketing deadlines given to each organization's open bookings, as many as it has, in minutes from
 * the start: one passed five hours ago (the airline has not acted on it), one in ten minutes (the first
 * it cancels when the clock moves), then hours and days ahead.
 */
const DEADLINES_FROM_START_MINUTES = [-5 * 60, 10, 3 * 60, 20 * 60, 45 * 60, 70 * 60] as const;

/** How far ahead a flight must be for the airline to change it in the seed. */
const SCHEDULE_CHANGE_AHEAD_MS = 3 * DAY_MS;

const departureMs = (reservation: ReservationRecord) =>
  Date.parse(reservation.itinerary[0]?.segments[0]?.departure.at ?? reservation.createdAt);

/** An ISO timestamp moved by `minutes`, keeping its written offset. */
function shiftAt(at: string, minutes: number): string {
  const offset = at.slice(19);
  const local = new Date(Date.parse(`${at.slice(0, 19)}Z`) + minutes * MINUTE_MS).toISOString();
  return `${local.slice(0, 19)}${offset}`;
}

/** Another flight of the same carrier: `AT527` → `AT534`. */
function anotherFlight(flightNumber: string): string {
  return flightNumber.replace(/\d+$/, (digits) => String(Number(digits) + 7));
}

/**
 * The airline's new schedule for a reservation's first leg: new times (`minutes` later or earlier), and
 * a new flight number when `newFlight`. Segment ids stay, so seats stay on their flights.
 */
function changedItinerary(itinerary: readonly Leg[], minutes: number, newFlight: boolean): Leg[] {
  return itinerary.map((leg, index) =>
    index > 0
      ? leg
      : {
          ...leg,
          segments: leg.segments.map((segment) => ({
            ...segment,
            flightNumber: newFlight ? anotherFlight(segment.flightNumber) : segment.flightNumber,
            departure: { ...segment.departure, at: shiftAt(segment.departure.at, minutes) },
            arrival: { ...segment.arrival, at: shiftAt(segment.arrival.at, minutes) },
          })),
        },
  );
}

/** Places the queues' items of a freshly copied seed relative to `nowMs`. */
export function seedQueues(database: SandboxDatabase, nowMs: number): void {
  database.airlineCheckedAt = nowMs;
  for (const organization of database.organizations) {
    const own = database.reservations.filter((reservation) => reservation.organizationId === organization.id);
    const deadlines = [...DEADLINES_FROM_START_MINUTES];
    for (const reservation of own) {
      const minutes = deadlines[0];
      if (minutes === undefined) break;
      const deadlineMs = nowMs + minutes * MINUTE_MS;
      if (reservation.status !== 'booked' || departureMs(reservation) - DAY_MS < deadlineMs) continue;
      reservation.ticketingDeadline = isoAt(deadlineMs);
      deadlines.shift();
    }
    own
      .filter(
        (reservation) =>
          reservation.status === 'ticketed' && departureMs(reservation) > nowMs + SCHEDULE_CHANGE_AHEAD_MS,
      )
      .slice(0, 2)
      .forEach((reservation, index) => {
        reservation.scheduleChange = {
          detectedAt: isoAt(nowMs - (index + 2) * HOUR_MS),
          itinerary: changedItinerary(reservation.itinerary, index === 0 ? 95 : -200, index === 1),
        };
      });
    const pending = database.tickets.filter(
      (ticket) =>
        ticket.status === 'pending' && own.some((reservation) => reservation.id === ticket.reservationId),
    );
    for (const ticket of pending) ticket.issueProblem = 'unconfirmed';
    const failed = pending.at(-1);
    // One failed per organization, keeping at least one pending.
    if (failed !== undefined && pending.length > 1) {
      failed.status = 'failed';
      failed.issueProblem = 'fare-unavailable';
    }
  }
}

/**
 * The airline's sweep up to `nowMs`: every booking not ticketed at all whose ticketing deadline fell
 * after its last sweep is cancelled, with the reason the deadline queue shows.
 */
export function airlineCancelsOverdue(database: SandboxDatabase, nowMs: number): void {
  for (const reservation of database.reservations) {
    const deadlineMs = Date.parse(reservation.ticketingDeadline);
    if (reservation.status !== 'booked' || deadlineMs <= database.airlineCheckedAt || deadlineMs > nowMs)
      continue;
    reservation.status = 'cancelled';
    reservation.cancellation = `Cancelled by the airline: the ticketing deadline passed on ${formatDateTime(deadlineMs)} UTC with no ticket issued.`;
  }
  database.airlineCheckedAt = Math.max(database.airlineCheckedAt, nowMs);
}
