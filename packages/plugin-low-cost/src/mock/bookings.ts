/**
 * The simulated airline's bookings as the agency's support screens read them (`findBooking`,
 * `bookingsOf`), and the few every seeded organization starts with: made through the airline's own
 * API (`answerAirline`, so their XML messages are in the log too), the same every run.
 */
import { nowMs, SEED_ORGANIZATIONS, SEED_USERS, type SandboxActor } from '@comptoir/mock-backend';
import { writeAirBookRQ, type LowCostBookRequest } from '../client/air-book';
import { answerAirline } from './airline';
import { clearStoredBookings, isExpired, storedBookings, type StoredBooking } from './booking-store';
import { resetExchanges } from './message-log';
import { flightsOn } from './schedule';

/** A booking as the agency sees it. */
export interface LowCostBooking extends Omit<StoredBooking, 'paid' | 'echoToken'> {
  status: 'held' | 'paid' | 'expired' | 'cancelled';
}

const asSeen = ({ paid, echoToken, ...booking }: StoredBooking): LowCostBooking => ({
  ...booking,
  status: paid ? 'paid' : isExpired({ ...booking, paid, echoToken }, nowMs()) ? 'expired' : 'held',
});

let seeded = false;

/** The organization's booking with this reference, or undefined (another organization's too). */
export function findBooking(organizationId: string | null, reference: string): LowCostBooking | undefined {
  ensureSeededBookings();
  const booking = storedBookings().find(
    (candidate) => candidate.reference === reference && candidate.organizationId === organizationId,
  );
  return booking === undefined ? undefined : asSeen(booking);
}

/** The organization's bookings, newest first. */
export function bookingsOf(organizationId: string | null): LowCostBooking[] {
  ensureSeededBookings();
  return storedBookings()
    .filter((booking) => booking.organizationId === organizationId)
    .map(asSeen);
}

/** Forgets every booking and exchange; the seed is made again on the next read (tests). */
export function resetBookings(): void {
  clearStoredBookings();
  resetExchanges();
  seeded = false;
}

const DAY_MS = 86_400_000;
const passport = (number: string) => ({ number, country: 'MA', expiry: '2032-06-30' });

/** Each organization's seeded bookings: paid, held (still within its time limit), and one expired. */
const SEED_BOOKINGS = [
  { from: 'RAK', to: 'ORY', inDays: 12, bookedDaysAgo: 3, payment: 'balance', bundle: 'VALUE' },
  { from: 'CMN', to: 'ORY', inDays: 20, bookedDaysAgo: 0, payment: 'hold', bundle: 'BASIC' },
  { from: 'ORY', to: 'RAK', inDays: 8, bookedDaysAgo: 2, payment: 'hold', bundle: 'FLEX' },
] as const;

/**
 * Makes the seeded bookings once, through the airline's API as an agent of each organization, at times
 * relative to the start of the sandbox clock's day.
 */
export function ensureSeededBookings(): void {
  if (seeded) return;
  seeded = true;
  const dayStart = Math.floor(nowMs() / DAY_MS) * DAY_MS;
  for (const [orgIndex, organization] of SEED_ORGANIZATIONS.entries()) {
    const user = SEED_USERS.find((candidate) =>
      candidate.memberships.some(([organizationId]) => organizationId === organization.id),
    );
    if (user === undefined) continue;
    const actor: SandboxActor = {
      userId: user.id,
      name: user.name,
      email: user.email,
      platformRole: user.role,
      activeOrganizationId: organization.id,
      memberRole: 'member',
    };
    for (const [index, seed] of SEED_BOOKINGS.entries()) {
      const day = new Date(dayStart + (seed.inDays + orgIndex) * DAY_MS).toISOString().slice(0, 10);
      const [flight] = flightsOn(seed.from, seed.to, day);
      if (flight === undefined) continue;
      const [givenName = 'Agent', surname = 'Agent'] = user.name.split(' ');
      const request: LowCostBookRequest = {
        flights: [{ ...flight, bundle: seed.bundle }],
        travellers: [
          { type: 'ADT', givenName, surname, passport: passport(`SEED${String(orgIndex)}${String(index)}`) },
        ],
        extras: [{ traveller: 0, flight: 0, bags: index === 0 ? 1 : 0, seat: null }],
        contact: { email: user.email, phone: '+212522000000' },
        payment: seed.payment,
      };
      // Days ago at 09:00 (a held one is expired by now), or a few minutes ago (held still).
      const at =
        seed.bookedDaysAgo === 0
          ? nowMs() - 5 * 60_000
          : dayStart - seed.bookedDaysAgo * DAY_MS + 9 * 3_600_000;
      const header = {
        echoToken: `seed-${organization.slug}-${String(index)}`,
        timeStamp: new Date(at).toISOString(),
      };
      answerAirline(writeAirBookRQ(request, header), actor, at, () => 180);
    }
  }
}
