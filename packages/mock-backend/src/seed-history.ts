/**
 * The seeded book of business: each seed organization's reservations over the last 90 days and the next
 * 120 (by departure), booked from the offer generator as `POST /flight/book` would book them, with their
 * tickets, voids, exchanges and refunds (`seed-tickets.ts`) and the ledger entries those moved.
 *
 * Everything is drawn from `seededRandom` and placed relative to `anchorMs` (the start of the sandbox
 * clock's UTC day at seed time), so the same day gives the same history. The history has its own ids
 * (`RES-CAS-001`, `TKT-CAS-001`, `BAL-CAS-001`, locators from `seed-locator|…`, ticket serials below the
 * runtime ones) and never touches the database's counters: a record created after the seed gets the same
 * id and locator as on an empty database.
 */
import {
  FLIGHT_SEARCH_SCHEMAS,
  type Markup,
  type MarkupContext,
  MEAL_CODES,
  type MealCode,
  toCentimes,
} from '@comptoir/flight-domain';
import { isoAt, newReservation } from './booking';
import { findAirport } from './data/airports';
import { type FlightSearch, generateOffers, type GeneratedOffer } from './offers';
import { letterCode, type Random, seededRandom } from './random';
import { ancillaryOffers } from './record-shapes';
import { seatMapFor } from './seat-maps';
import { AGENCY_MARKETS, type AgencyMarket, FRENCH_NAMES, MOROCCAN_NAMES, OSI_TEXTS } from './seed-people';
import {
  appendHistoryLedger,
  type HistoryMovement,
  type HistoryScenario,
  recordTicketing,
} from './seed-tickets';
import type { ReservationRecord, SandboxDatabase, Traveler } from './tables';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Reservations seeded per organization. */
const HISTORY_RESERVATIONS = 44;

/**
 * What happens to the n-th reservation (the plan repeats): booked ones stay open (ticketed when their
 * flights have left), the others are ticketed and then lived through (`seed-tickets.ts`).
 */
const PLAN: readonly HistoryScenario[] = [
  'ticketed',
  'booked',
  'voided',
  'ticketed',
  'exchanged',
  'pending',
  'booked',
  'refunded',
  'partly-voided',
  'cancelled',
  'airline-cancelled',
];

/** The locators the runtime hands out first (`locator|1`, `locator|2`…): the history stays clear of them. */
const RUNTIME_LOCATORS_KEPT_CLEAR = 2_000;
let runtimeLocators: Set<string> | undefined;

/** The n-th seeded locator of an organization, clear of the runtime's first ones and of the others. */
function historyLocator(organizationId: string, index: number, taken: Set<string>): string {
  runtimeLocators ??= new Set(
    Array.from({ length: RUNTIME_LOCATORS_KEPT_CLEAR }, (_, counter) =>
      letterCode(seededRandom(`locator|${String(counter + 1)}`), 6),
    ),
  );
  for (let attempt = 0; ; attempt += 1) {
    const locator = letterCode(
      seededRandom(
        `seed-locator|${organizationId}|${String(index)}${attempt === 0 ? '' : `|${String(attempt)}`}`,
      ),
      6,
    );
    if (!runtimeLocators.has(locator) && !taken.has(locator)) {
      taken.add(locator);
      return locator;
    }
  }
}

const dateOf = (ms: number) => isoAt(ms).slice(0, 10);

function searchFor(
  market: AgencyMarket,
  random: Random,
  index: number,
  departureMs: number,
  ndc: boolean,
): FlightSearch {
  const from = random.pick(market.homes);
  const to = random.pick(market.destinations);
  const group = index % 13 === 5;
  const adt = group ? random.int(5, 7) : random.pick([1, 1, 1, 2, 2, 2, 3, 4]);
  const cnn = group ? 9 - adt - 1 : random.chance(0.3) ? random.int(1, 2) : 0;
  const inf = group || (adt >= 2 && random.chance(0.25)) ? 1 : 0;
  const common = {
    adt,
    cnn,
    inf,
    unn: 0,
    cabin: random.chance(0.12) ? 'Business' : 'Economy',
    isNDC: ndc,
    isDirect: true,
  };
  const date = dateOf(departureMs);
  if (index % 7 === 3) {
    // Onwards to another city: not Orly after Roissy.
    const city = (code: string) => findAirport(code)?.cityCode ?? code;
    const via = random.pick(market.destinations.filter((code) => city(code) !== city(to)));
    const destinations = [
      { from, to, date },
      { from: to, to: via, date: dateOf(departureMs + random.int(3, 6) * DAY_MS) },
      { from: via, to: from, date: dateOf(departureMs + random.int(8, 12) * DAY_MS) },
    ];
    return { kind: 'multi-city', ...FLIGHT_SEARCH_SCHEMAS['multi-city'].parse({ ...common, destinations }) };
  }
  if (random.chance(0.35))
    return { kind: 'oneway', ...FLIGHT_SEARCH_SCHEMAS.oneway.parse({ ...common, from, to, date }) };
  const returnDate = dateOf(departureMs + random.int(3, 16) * DAY_MS);
  return {
    kind: 'roundtrip',
    ...FLIGHT_SEARCH_SCHEMAS.roundtrip.parse({ ...common, from, to, date, returnDate }),
  };
}

function asciiEmail(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}

function travelersFor(
  search: FlightSearch,
  id: string,
  market: AgencyMarket,
  random: Random,
  departureMs: number,
) {
  const pool = random.chance(market.moroccanShare) ? MOROCCAN_NAMES : FRENCH_NAMES;
  const family = random.pick(pool.last);
  const types = [
    ...Array.from({ length: search.adt }, () => 'ADT' as const),
    ...Array.from({ length: search.cnn }, () => 'CNN' as const),
    ...Array.from({ length: search.inf }, () => 'INF' as const),
  ];
  const year = (ms: number) => Number(dateOf(ms).slice(0, 4));
  const travelers = types.map((passengerType, index): Traveler => {
    const female = random.chance(0.5);
    const ageYears =
      passengerType === 'ADT' ? random.int(19, 72) : passengerType === 'CNN' ? random.int(2, 11) : 0;
    const birthMs = departureMs - ageYears * 365.25 * DAY_MS - random.int(30, 330) * DAY_MS;
    return {
      id: `${id}-T${String(index + 1)}`,
      passengerType,
      title:
        passengerType === 'ADT' ? (female ? random.pick(['MRS', 'MS']) : 'MR') : female ? 'MISS' : 'MSTR',
      firstName: random.pick(female ? pool.female : pool.male),
      lastName: index === 0 || random.chance(0.8) ? family : random.pick(pool.last),
      birthDate: dateOf(birthMs),
      document: {
        type: 'passport',
        number: `${letterCode(random, 2)}${String(random.int(1_000_000, 9_999_999))}`,
        nationality: pool.nationality,
        expiresOn: `${String(year(departureMs) + random.int(1, 8))}-${String(random.int(1, 12)).padStart(2, '0')}-15`,
      },
    };
  });
  const lead = travelers[0];
  const digits = Array.from({ length: 4 }, () => String(random.int(10, 99))).join(' ');
  const contact = {
    email: `${asciiEmail(lead?.firstName ?? 'client')}.${asciiEmail(family)}@${random.pick(['gmail.com', 'outlook.fr', 'yahoo.fr', 'menara.ma'])}`,
    phone: `${pool.phonePrefix} ${digits}`,
  };
  return { travelers, contact };
}

/** Seats side by side on the first flight for the travelers with a seat (infants sit on a lap). */
function seatsFor(reservation: ReservationRecord) {
  const [segmentMap] = seatMapFor(reservation.itinerary).segments;
  if (segmentMap === undefined) return [];
  const free = segmentMap.decks
    .flatMap((deck) => deck.rows)
    .flatMap((row) => row.seats)
    .filter((seat) => seat.availability === 'free');
  return reservation.travelers
    .filter((traveler) => traveler.passengerType !== 'INF')
    .flatMap((traveler, index) => {
      const seat = free[index + 6];
      return seat === undefined
        ? []
        : [{ travelerId: traveler.id, segmentId: segmentMap.segmentId, seatCode: seat.code }];
    });
}

/** Remarks, meals, seats and ancillaries on some reservations, as agents add them after booking. */
function addServices(reservation: ReservationRecord, index: number, random: Random): void {
  const { id, locator, validatingCarrier } = reservation;
  if (index % 3 === 0)
    reservation.osiRemarks.push({
      commentID: `${id}-OSI1`,
      reservationCommentID: `RC-${locator}`,
      carrier: validatingCarrier,
      text: random.pick(OSI_TEXTS),
    });
  if (index % 4 === 1)
    reservation.specialServices.push(
      ...reservation.travelers.slice(0, 3).map((traveler, position) => {
        const code: MealCode =
          traveler.passengerType === 'INF'
            ? 'BBML'
            : traveler.passengerType === 'CNN'
              ? 'CHML'
              : random.pick(['MOML', 'VGML', 'VLML', 'DBML', 'GFML']);
        return {
          specialServiceID: `${id}-SSR${String(position + 1)}`,
          travelerId: traveler.id,
          kind: 'meal' as const,
          code,
          description: MEAL_CODES[code],
          status: random.chance(0.85) ? ('confirmed' as const) : ('requested' as const),
        };
      }),
    );
  if (index % 4 === 2) reservation.seats = seatsFor(reservation);
  if (index % 5 === 3) {
    const chosen = ancillaryOffers(reservation)
      .filter((offer) => offer.id.endsWith('-BAG23'))
      .slice(0, 2);
    reservation.ancillaries.push(
      ...chosen.map((offer, position) => ({
        id: `${id}-ANC${String(position + 1)}`,
        travelerId: offer.travelerId,
        segmentId: offer.segmentId,
        type: offer.type,
        description: offer.description,
        price: toCentimes(offer.price),
        status: 'confirmed' as const,
        paid: false,
      })),
    );
  }
}

/** One organization's seeded reservations, ticketed and lived through as their scenario says. */
function organizationHistory(
  database: SandboxDatabase,
  organizationId: string,
  agencyName: string,
  anchorMs: number,
  markupFor: MarkupOf,
): void {
  const market = AGENCY_MARKETS[organizationId];
  if (market === undefined) return;
  const locators = new Set<string>();
  const movements: HistoryMovement[] = [];
  const offset = database.organizations.findIndex((organization) => organization.id === organizationId);
  for (let index = 0; index < HISTORY_RESERVATIONS; index += 1) {
    const random = seededRandom(`seed-history|${organizationId}|${String(index)}`);
    const planned = PLAN[(index + offset * 4) % PLAN.length] ?? 'ticketed';
    const departureDay = -88 + Math.floor((index * 206) / (HISTORY_RESERVATIONS - 1)) + random.int(0, 2);
    const departureMs = anchorMs + departureDay * DAY_MS;
    const scenario = planned === 'booked' && departureDay < 1 ? 'ticketed' : planned;
    const ndc = scenario === 'pending' || (scenario !== 'exchanged' && random.chance(0.3));
    const search = searchFor(market, random, index, departureMs, ndc);
    const markup = (context: MarkupContext) => markupFor(organizationId, context);
    // Direct flights first (cheap to generate); GDS when no NDC carrier flies it; connections last.
    const fallbacks: FlightSearch[] = [
      search,
      { ...search, isNDC: false },
      { ...search, isNDC: false, isDirect: false },
    ];
    const offers = fallbacks.reduce<GeneratedOffer[]>(
      (found, candidate) => (found.length > 0 ? found : generateOffers(candidate, markup, organizationId)),
      [],
    );
    if (offers.length === 0) continue;
    const offer = random.pick(offers.slice(0, 6));
    // An exchanged ticket had a fare that permits changes.
    const changeable = offer.products.filter((candidate) => candidate.changeable);
    const product = random.pick(
      scenario === 'exchanged' && changeable.length > 0 ? changeable : offer.products,
    );
    // Booked 2 to 40 days before departure, and at least three days before the seed's day.
    const bookedDay = Math.min(departureDay - random.int(2, 40), -3 - random.int(0, 3));
    const bookedAtMs = anchorMs + bookedDay * DAY_MS + random.int(8 * 60, 18 * 60) * 60_000;
    const id = `RES-${market.code}-${String(index + 1).padStart(3, '0')}`;
    const { travelers, contact } = travelersFor(search, id, market, random, departureMs);
    const reservation = newReservation({
      id,
      locator: historyLocator(organizationId, index, locators),
      organizationId,
      agencyName,
      offer,
      product,
      travelers,
      seats: [],
      contact,
      bookedAtMs,
    });
    addServices(reservation, index, random);
    database.reservations.push(reservation);
    if (scenario === 'booked') continue;
    if (scenario === 'cancelled') {
      reservation.status = 'cancelled';
      continue;
    }
    const issuedAtMs = Math.min(
      bookedAtMs + random.int(1, 30) * HOUR_MS,
      Date.parse(reservation.ticketingDeadline),
    );
    movements.push(
      ...recordTicketing(database, {
        reservation,
        scenario,
        issuedAtMs,
        anchorMs,
        random,
        code: market.code,
      }),
    );
  }
  appendHistoryLedger(database, organizationId, market.code, movements);
}

/** An organization's markup for a content kind, as the database holds it. */
type MarkupOf = (organizationId: string, context: MarkupContext) => Markup;

/** Adds every seed organization's history to a freshly seeded database. */
export function seedHistory(database: SandboxDatabase, anchorMs: number, markupFor: MarkupOf): void {
  for (const organization of database.organizations)
    organizationHistory(database, organization.id, organization.name, anchorMs, markupFor);
}
