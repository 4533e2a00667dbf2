/**
 * Lines of the reservations and tickets lists for stories, made from the sandbox's deterministic offer
 * generator (`generateOffers` of `@comptoir/mock-backend`, which the stories call and pass in: ui code may
 * not import it). Not part of the package's API.
 */
import {
  oneWaySearchSchema,
  roundTripSearchSchema,
  TICKET_STATUSES,
  type Centimes,
  type ContentKind,
  type OneWaySearch,
  type ReservationSummary,
  type RoundTripSearch,
  type TicketListItem,
} from '@comptoir/flight-domain';

/** What a list line needs of a generated offer. */
interface SandboxOffer {
  identifier: string;
  contentKind: ContentKind;
  legs: readonly {
    segments: readonly { departure: { airport: string; at: string }; arrival: { airport: string } }[];
  }[];
  products: readonly { pricing: { total: { total: Centimes } } }[];
}

const TRAVELLERS = [
  'Amina Benali',
  'Karim Tazi',
  'Léa Martin',
  'Youssef Alaoui',
  'Nadia Chraibi',
  'Hugo Bernard',
  'Salma Idrissi',
];

const couple = { adt: 2, cnn: 0, inf: 0, unn: 0 };

/** The searches the lines are booked from: one-way and round trips, GDS and NDC, from Morocco. */
const LIST_SEARCHES: readonly (
  ({ kind: 'oneway' } & OneWaySearch) | ({ kind: 'roundtrip' } & RoundTripSearch)
)[] = [
  { kind: 'oneway', ...oneWaySearchSchema.parse({ ...couple, from: 'CMN', to: 'CDG', date: '2026-03-07' }) },
  {
    kind: 'roundtrip',
    ...roundTripSearchSchema.parse({
      ...couple,
      from: 'CMN',
      to: 'LHR',
      date: '2026-03-12',
      returnDate: '2026-03-19',
      isNDC: true,
    }),
  },
  { kind: 'oneway', ...oneWaySearchSchema.parse({ ...couple, from: 'RAK', to: 'MAD', date: '2026-04-02' }) },
];

const RESERVATION_STATUSES = ['booked', 'ticketed', 'cancelled', 'partially-ticketed'] as const;

/** A six-character locator, the same for the same line on every run. */
function locatorOf(index: number): string {
  return ((index + 11) * 48_271_039).toString(36).toUpperCase().slice(-6);
}

/** A route as the sandbox writes it: `CMN-LHR / LHR-CMN`. */
function routeOf(legs: SandboxOffer['legs']): string {
  return legs
    .map((leg) => `${leg.segments[0]?.departure.airport ?? ''}-${leg.segments.at(-1)?.arrival.airport ?? ''}`)
    .join(' / ');
}

/** One reservation per offer, newest first, as `GET /reservations` lists them. */
function reservationLines(offers: readonly SandboxOffer[]): ReservationSummary[] {
  return offers.map((offer, index) => {
    const first = offer.legs[0]?.segments[0];
    return {
      id: `res_${String(index + 1)}`,
      locator: locatorOf(index),
      contentKind: offer.contentKind,
      status: RESERVATION_STATUSES[index % RESERVATION_STATUSES.length] ?? 'booked',
      route: routeOf(offer.legs),
      departureAt: first?.departure.at ?? '2026-03-07T00:00:00+01:00',
      leadTraveler: TRAVELLERS[index % TRAVELLERS.length] ?? '',
      travelerCount: 1 + (index % 3),
      total: offer.products[0]?.pricing.total.total ?? 0,
      createdAt: `2026-02-${String(28 - (index % 27)).padStart(2, '0')}T10:00:00+01:00`,
    };
  });
}

/** A passenger as a ticket names them: `Karim Tazi` → `TAZI/KARIM`. */
function ticketName(name: string): string {
  const [first = '', ...last] = name.split(' ');
  return `${last.join(' ').toUpperCase()}/${first.toUpperCase()}`;
}

/**
 * One ticket per reservation, newest first, as `GET /tickets` lists them: every SPEC §4 status, and one
 * the spec does not name (`exchanged`), which shows neutral.
 */
function ticketLines(reservations: readonly ReservationSummary[]): TicketListItem[] {
  const statuses = [...TICKET_STATUSES, 'exchanged'];
  return reservations.map((reservation, index) => ({
    id: `tkt_${String(index + 1)}`,
    number: String(147_0000000000 + index * 7919),
    status: statuses[index % statuses.length] ?? 'pending',
    travelerId: `trv_${String(index + 1)}`,
    travelerName: ticketName(reservation.leadTraveler),
    issuedAt: reservation.createdAt,
    total: reservation.total,
    locator: reservation.locator,
    reservationId: reservation.id,
    contentKind: reservation.contentKind,
    route: reservation.route,
  }));
}

/** How many offers each search books. */
const OFFERS_PER_SEARCH = 8;

/**
 * The reservations and tickets lists of the stories: eight offers spread over the price range of each
 * of a few searches, booked in turn (24 reservations, one ticket each).
 *
 * @example
 * const { reservations, tickets } = recordListFixtures((search) => generateOffers(search, () => NO_MARKUP, 'org_casablanca'));
 */
export function recordListFixtures(
  generate: (search: (typeof LIST_SEARCHES)[number]) => readonly SandboxOffer[],
): {
  reservations: ReservationSummary[];
  tickets: TicketListItem[];
} {
  const bySearch = LIST_SEARCHES.map((search) => {
    const offers = generate(search);
    const step = Math.max(1, Math.floor(offers.length / OFFERS_PER_SEARCH));
    return offers.filter((_, index) => index % step === 0).slice(0, OFFERS_PER_SEARCH);
  });
  // One offer of each search in turn, so that every page mixes routes and content kinds.
  const offers = Array.from({ length: OFFERS_PER_SEARCH }, (_, turn) =>
    bySearch.flatMap((searchOffers) => searchOffers.slice(turn, turn + 1)),
  ).flat();
  const reservations = reservationLines(offers);
  return { reservations, tickets: ticketLines(reservations) };
}
