/**
 * The airline's bookings as the simulated airline keeps them, per organization, with a seed of two per
 * seeded organization whose OTA_AirBookRQ/RS pair is in the message log from the first run (so XML
 * support and support requests have bookings to work on).
 */
import type { SEED_ORGANIZATIONS } from '@comptoir/mock-backend';
import { writeOtaMessage } from '../client/ota-xml-writer';
import { LOW_COST_AIRLINE } from '../rules';
import { logExchange } from './message-log';
import { flightsOn } from './schedule';

/** One booking with the airline. */
export interface LowCostBooking {
  /** The airline's 6-character booking reference. */
  reference: string;
  organizationId: string | null;
  status: 'held' | 'paid' | 'expired' | 'cancelled';
  createdAt: string;
}

let bookings: LowCostBooking[] = [];

/** The organization's booking with this reference, or undefined (another organization's too). */
export function findBooking(organizationId: string | null, reference: string): LowCostBooking | undefined {
  return bookings.find(
    (booking) => booking.organizationId === organizationId && booking.reference === reference,
  );
}

/** The organization's bookings, newest first. */
export function bookingsOf(organizationId: string | null): LowCostBooking[] {
  return bookings
    .filter((booking) => booking.organizationId === organizationId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function addBooking(booking: LowCostBooking): void {
  bookings = [...bookings, booking];
}

/** Seeded per organization: reference, status, route, travel day, booking time, lead passenger. */
const SEED_BOOKINGS: Readonly<
  Record<
    (typeof SEED_ORGANIZATIONS)[number]['id'],
    readonly (readonly [string, LowCostBooking['status'], string, string, string, string, string])[]
  >
> = {
  org_casablanca: [
    ['QX4T7M', 'held', 'CMN', 'ORY', '2026-12-18', '2026-11-20T09:12:00.000Z', 'BENNANI/AMINA MRS'],
    ['ZB8K2P', 'paid', 'RAK', 'ORY', '2026-12-22', '2026-11-18T14:40:00.000Z', 'EL FASSI/OMAR MR'],
  ],
  org_marrakech: [
    ['HN3W6R', 'paid', 'RAK', 'ORY', '2026-12-19', '2026-11-19T10:05:00.000Z', 'ALAOUI/SARA MS'],
    ['TJ5C9D', 'cancelled', 'CMN', 'ORY', '2026-12-05', '2026-11-10T16:30:00.000Z', 'CHRAIBI/MEHDI MR'],
  ],
  org_paris: [
    ['MV2E8L', 'paid', 'ORY', 'RAK', '2026-12-20', '2026-11-21T08:45:00.000Z', 'MARTIN/CLAIRE MRS'],
    ['PD7Y4S', 'expired', 'ORY', 'CMN', '2026-12-02', '2026-11-12T11:20:00.000Z', 'DUPONT/LUC MR'],
  ],
};

/** The seeded booking's OTA_AirBookRQ and OTA_AirBookRS, logged as the backend logged them then. */
function logSeedBooking(
  booking: LowCostBooking,
  [from, to, day, passenger]: readonly [string, string, string, string],
  sequence: number,
): void {
  const flight = flightsOn(from, to, day)[0];
  const [surname = '', given = ''] = passenger.split('/');
  const echoToken = `bk-seed-${String(sequence).padStart(4, '0')}`;
  const segment = {
    '@_FlightNumber': flight?.flightNumber.replace(`${LOW_COST_AIRLINE.code} `, '') ?? '',
    '@_DepartureDateTime': flight?.departure ?? `${day}T00:00`,
    '@_ArrivalDateTime': flight?.arrival ?? `${day}T00:00`,
    '@_FareBasisCode': 'VALUE',
    DepartureAirport: { '@_LocationCode': from },
    ArrivalAirport: { '@_LocationCode': to },
    MarketingAirline: { '@_Code': LOW_COST_AIRLINE.code },
  };
  const request = writeOtaMessage(
    'OTA_AirBookRQ',
    { echoToken, timeStamp: booking.createdAt },
    {
      AirItinerary: { OriginDestinationOptions: { OriginDestinationOption: { FlightSegment: segment } } },
      TravelerInfo: {
        AirTraveler: {
          '@_PassengerTypeCode': 'ADT',
          PersonName: { GivenName: given, Surname: surname },
        },
      },
    },
  );
  const answeredAt = new Date(Date.parse(booking.createdAt) + 640).toISOString();
  const response = writeOtaMessage(
    'OTA_AirBookRS',
    { echoToken, timeStamp: answeredAt },
    {
      Success: '',
      AirReservation: {
        AirItinerary: { OriginDestinationOptions: { OriginDestinationOption: { FlightSegment: segment } } },
        BookingReferenceID: { '@_ID': booking.reference, '@_Type': '14' },
      },
    },
  );
  logExchange({
    organizationId: booking.organizationId,
    message: 'OTA_AirBookRQ',
    echoToken,
    bookingReference: booking.reference,
    requestedAt: booking.createdAt,
    durationMs: 640,
    status: 'success',
    request,
    response,
  });
}

/** Back to the seeded bookings, their messages logged again (tests, sandbox start). */
export function resetBookings(): void {
  bookings = [];
  let sequence = 0;
  for (const [organizationId, seeds] of Object.entries(SEED_BOOKINGS))
    for (const [reference, status, from, to, day, createdAt, passenger] of seeds) {
      const booking = { reference, organizationId, status, createdAt };
      addBooking(booking);
      logSeedBooking(booking, [from, to, day, passenger], ++sequence);
    }
}

resetBookings();
