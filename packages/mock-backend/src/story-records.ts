/**
 * The records Storybook shows, made by the simulated backend itself so stories and the running sandbox
 * cannot drift: on a fresh database, with the clock at `STORY_CLOCK`, one scenario runs through the real
 * handlers (search → book → workbench edits → commit → ticket → void; an NDC booking; another cancelled…)
 * and its wire answers are kept as the app receives them, undecoded. The database, clock and actor are
 * put back afterwards, so the handlers that stories and tests use start from the seed.
 *
 * ```ts
 * const records = await storyRecords();
 * const reservation = reservationSchema.parse(records.gdsReservation);
 * ```
 */
import { getSandboxActor, setSandboxActor } from './context';
import { resetSandboxDatabase, setSandboxClock } from './database';
import { DEFAULT_ACTOR } from './seed';
import { callSandbox } from './test-client';

/** The sandbox clock of the story scenario: 2026-11-20T09:30Z, inside the void window of its tickets. */
export const STORY_CLOCK = Date.parse('2026-11-20T09:30:00Z');

/** The wire answers of the scenario, each the body of the call named beside it. */
export interface StoryRecords {
  /** `GET /reservations/{id}`: a GDS round trip (2 adults, 1 child) after its workbench was committed. */
  gdsReservation: unknown;
  /** `POST /reservations/{locator}/ancillaries/{workbenchID}/list` of that reservation, before any bag. */
  gdsAncillaryOffers: unknown;
  /** `POST /reservations/{locator}/updatable-items/{workbenchID}/list` for all its travelers. */
  gdsUpdatableItems: unknown;
  /** `GET /reservations/{id}` once ticketed and the child's ticket voided. */
  gdsReservationPartiallyTicketed: unknown;
  /** `GET /tickets/{id}`: the first adult's ticket, ticketed. */
  gdsTicket: unknown;
  /** `GET /tickets/{id}`: the child's ticket, voided. */
  voidedGdsTicket: unknown;
  /** `GET /exchange/gds/eligibility/{id}` of the ticketed and of the voided ticket. */
  gdsTicketEligibility: unknown;
  voidedTicketEligibility: unknown;
  /** `POST /exchange/gds/search/ticket/{id}` of the ticketed ticket. */
  gdsExchangeOffers: unknown;
  /** `GET /reservations/{id}`: an NDC one-way for one adult, booked. */
  ndcReservation: unknown;
  /** `GET /reservations/{id}`: another NDC one-way, cancelled. */
  cancelledReservation: unknown;
  /** `GET /tickets/{id}`: the ticket of an NDC round trip for one adult. */
  ndcTicket: unknown;
  /** `GET /reservations/{id}`: a family with an infant (2 adults, 1 infant), booked. */
  familyReservation: unknown;
}

const actor = DEFAULT_ACTOR;

/** The body of a call that must succeed. */
async function answer(method: string, path: string, body?: unknown): Promise<unknown> {
  const result = await callSandbox(method, path, { actor, ...(body === undefined ? {} : { body }) });
  if (result.status >= 300)
    throw new Error(`${method} ${path} answered ${String(result.status)}: ${JSON.stringify(result.body)}`);
  return result.body;
}

interface SearchedOffer {
  offerId: string;
  identifier: string;
  contentKind: string;
  products: { productId: string; changeable: boolean }[];
}

interface Booked {
  reservationId: string;
  locator: string;
}

interface Traveler {
  id: string;
}

const ROUND_TRIP = { from: 'CMN', to: 'CDG', date: '2026-12-18', returnDate: '2026-12-27' };
const ONE_WAY_TO_LONDON = { from: 'CMN', to: 'LHR', date: '2026-12-21' };
/** The GDS ticket's exchange (a round trip to Paris-CDG on 18 and 27 December): Paris-Orly, three days later out. */
const EXCHANGE_LEGS = [
  { from: 'CMN', to: 'ORY', date: '2026-12-21' },
  { from: 'ORY', to: 'CMN', date: '2026-12-27' },
];
const NO_PASSENGERS = { adt: 0, cnn: 0, inf: 0, unn: 0 };

const passport = (number: string, expiresOn: string) =>
  ({ type: 'passport', number, nationality: 'MA', expiresOn }) as const;

const ALAOUIS = [
  {
    passengerType: 'ADT',
    title: 'MRS',
    firstName: 'Amina',
    lastName: 'Alaoui',
    birthDate: '1988-04-12',
    document: passport('AB1234567', '2031-05-01'),
  },
  {
    passengerType: 'ADT',
    title: 'MR',
    firstName: 'Rachid',
    lastName: 'Alaoui',
    birthDate: '1985-09-30',
    document: passport('AB7654321', '2030-02-14'),
  },
  {
    passengerType: 'CNN',
    title: 'MISS',
    firstName: 'Lina',
    lastName: 'Alaoui',
    birthDate: '2017-06-03',
    document: passport('AB2233445', '2029-06-03'),
  },
] as const;

const BERRADAS = [
  {
    passengerType: 'ADT',
    title: 'MRS',
    firstName: 'Nadia',
    lastName: 'Berrada',
    birthDate: '1990-03-08',
    document: passport('BK2345678', '2032-01-15'),
  },
  {
    passengerType: 'ADT',
    title: 'MR',
    firstName: 'Omar',
    lastName: 'Berrada',
    birthDate: '1987-07-21',
    document: passport('BK8765432', '2030-10-02'),
  },
  {
    passengerType: 'INF',
    firstName: 'Ines',
    lastName: 'Berrada',
    birthDate: '2026-02-14',
    document: passport('BK1122334', '2031-02-20'),
  },
] as const;

const YOUSSEF = {
  passengerType: 'ADT',
  title: 'MR',
  firstName: 'Youssef',
  lastName: 'Bennani',
  birthDate: '1979-11-23',
  document: passport('MA9988776', '2029-08-30'),
} as const;
const SARA = {
  passengerType: 'ADT',
  firstName: 'Sara',
  lastName: 'Idrissi',
  birthDate: '1992-02-02',
  document: passport('MA1234987', '2030-04-11'),
} as const;

interface Trip {
  kind: 'one-way' | 'round-trip';
  route: Record<string, string>;
  contentKind: 'GDS' | 'NDC';
  travelers: readonly { passengerType: string }[];
  contact: { email: string; phone: string };
}

/** Searches, then books the first offer of the content kind (a changeable product when GDS). */
async function book(trip: Trip): Promise<Booked> {
  const count = (type: string) => trip.travelers.filter((traveler) => traveler.passengerType === type).length;
  const passengers = { ...NO_PASSENGERS, adt: count('ADT'), cnn: count('CNN'), inf: count('INF') };
  const search = { ...trip.route, ...passengers, isNDC: trip.contentKind === 'NDC' };
  const { offers } = (await answer('POST', `/flight/search/${trip.kind}`, search)) as {
    offers: SearchedOffer[];
  };
  const offer = offers.find((candidate) => candidate.contentKind === trip.contentKind);
  const product =
    trip.contentKind === 'GDS'
      ? offer?.products.find((candidate) => candidate.changeable)
      : offer?.products[0];
  if (offer === undefined || product === undefined)
    throw new Error(`No ${trip.contentKind} offer for ${JSON.stringify(trip.route)}`);
  return (await answer('POST', '/flight/booking', {
    type: trip.kind === 'one-way' ? 'oneway' : 'roundtrip',
    offer: { offerId: offer.offerId, productId: product.productId, identifier: offer.identifier },
    paymentType: 'cash',
    travelers: trip.travelers,
    contact: trip.contact,
  })) as Booked;
}

/** The Alaouis' reservation edited in a workbench: OSI remarks, meals, a wheelchair, a bag each way. */
async function editInWorkbench({ reservationId, locator }: Booked) {
  const { travelers } = (await answer('GET', `/reservations/${reservationId}`)) as { travelers: Traveler[] };
  const [amina, rachid, lina] = travelers.map((traveler) => traveler.id);
  if (amina === undefined || rachid === undefined || lina === undefined) throw new Error('Three travelers');
  const { workbenchID } = (await answer('GET', `/flight/workbench/initiate?locator=${locator}`)) as {
    workbenchID: string;
  };
  const at = `/reservations/${locator}`;
  await answer('POST', `${at}/osi/${workbenchID}/add`, {
    comments: ['VIP PASSENGER, FREQUENT FLYER GOLD', 'CTCM 212612345678'],
  });
  await answer('POST', `${at}/meal/${workbenchID}/add`, {
    offerId: reservationId,
    travelerId: lina,
    code: 'CHML',
  });
  await answer('POST', `${at}/meal/${workbenchID}/add`, {
    offerId: reservationId,
    travelerId: amina,
    code: 'VGML',
  });
  await answer('POST', `/reservations/disability/${workbenchID}/add`, {
    locator,
    travelerId: rachid,
    code: 'WCHR',
  });
  const ancillaryOffers = await answer('POST', `${at}/ancillaries/${workbenchID}/list`);
  const bags = (
    ancillaryOffers as { offers: { id: string; travelerId: string; description: string }[] }
  ).offers
    .filter((offer) => offer.travelerId === amina && offer.description === 'Checked bag 23 kg')
    .map((offer) => ({ id: offer.id, travelerId: amina }));
  await answer('POST', `${at}/ancillaries/${workbenchID}/confirm`, { ancillaries: bags });
  const updatableItems = await answer('POST', `${at}/updatable-items/${workbenchID}/list`, {
    travelersIds: travelers.map((traveler) => traveler.id),
  });
  await answer('POST', `/flight/workbench/${workbenchID}/commit`);
  return { ancillaryOffers, updatableItems, travelers: { amina, lina } };
}

/** Tickets the reservation and answers the tickets' ids in the order of its travelers. */
async function ticket(reservationId: string): Promise<string[]> {
  const { reservation } = (await answer('POST', `/reservations/${reservationId}/ticket`)) as {
    reservation: { travelers: Traveler[]; tickets: { id: string; travelerId: string }[] };
  };
  return reservation.travelers.map(
    (traveler) => reservation.tickets.find((issued) => issued.travelerId === traveler.id)?.id ?? '',
  );
}

async function scenario(): Promise<StoryRecords> {
  const alaouiContact = { email: 'amina.alaoui@example.com', phone: '+212 6 12 34 56 78' };
  const gds = await book({
    kind: 'round-trip',
    route: ROUND_TRIP,
    contentKind: 'GDS',
    travelers: ALAOUIS,
    contact: alaouiContact,
  });
  const edited = await editInWorkbench(gds);
  const gdsReservation = await answer('GET', `/reservations/${gds.reservationId}`);
  const [adultTicket = '', , childTicket = ''] = await ticket(gds.reservationId);
  await answer('POST', `/tickets/${childTicket}/void`);

  const oneWay = (traveler: typeof YOUSSEF | typeof SARA, contact: Trip['contact']) =>
    book({ kind: 'one-way', route: ONE_WAY_TO_LONDON, contentKind: 'NDC', travelers: [traveler], contact });
  const ndc = await oneWay(YOUSSEF, { email: 'y.bennani@example.com', phone: '+212 6 61 22 33 44' });
  const cancelled = await oneWay(SARA, { email: 'sara@example.com', phone: '+212 6 00 11 22 33' });
  await answer('POST', `/reservations/${cancelled.reservationId}/cancel`);
  const ndcRoundTrip = await book({
    kind: 'round-trip',
    route: ROUND_TRIP,
    contentKind: 'NDC',
    travelers: [ALAOUIS[0]],
    contact: alaouiContact,
  });
  const [ndcTicket = ''] = await ticket(ndcRoundTrip.reservationId);
  const family = await book({
    kind: 'round-trip',
    route: ROUND_TRIP,
    contentKind: 'GDS',
    travelers: BERRADAS,
    contact: { email: 'nadia.berrada@example.com', phone: '+212 6 70 80 90 10' },
  });

  return {
    gdsReservation,
    gdsAncillaryOffers: edited.ancillaryOffers,
    gdsUpdatableItems: edited.updatableItems,
    gdsReservationPartiallyTicketed: await answer('GET', `/reservations/${gds.reservationId}`),
    gdsTicket: await answer('GET', `/tickets/${adultTicket}`),
    voidedGdsTicket: await answer('GET', `/tickets/${childTicket}`),
    gdsTicketEligibility: await answer('GET', `/exchange/gds/eligibility/${adultTicket}`),
    voidedTicketEligibility: await answer('GET', `/exchange/gds/eligibility/${childTicket}`),
    gdsExchangeOffers: await answer('POST', `/exchange/gds/search/ticket/${adultTicket}`, {
      legs: EXCHANGE_LEGS,
    }),
    ndcReservation: await answer('GET', `/reservations/${ndc.reservationId}`),
    cancelledReservation: await answer('GET', `/reservations/${cancelled.reservationId}`),
    ndcTicket: await answer('GET', `/tickets/${ndcTicket}`),
    familyReservation: await answer('GET', `/reservations/${family.reservationId}`),
  };
}

/**
 * Runs the story scenario on a fresh database with the clock at `STORY_CLOCK` and answers its wire
 * bodies; the same every run. Afterwards the database is the seed again, the clock real and the actor
 * the one before.
 */
export async function storyRecords(): Promise<StoryRecords> {
  const previousActor = getSandboxActor();
  resetSandboxDatabase();
  setSandboxClock(() => STORY_CLOCK);
  try {
    return await scenario();
  } finally {
    resetSandboxDatabase();
    setSandboxClock(undefined);
    setSandboxActor(previousActor);
  }
}
