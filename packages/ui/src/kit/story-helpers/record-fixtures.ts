/**
 * Story fixtures captured from the sandbox (`@comptoir/mock-backend`) with its clock at 2026-11-20T09:30Z: a GDS
 * reservation booked, edited through a workbench (OSI remarks, meals, a wheelchair request, bags),
 * ticketed and one ticket voided; an NDC reservation booked; another cancelled. Each is the
 * wire answer of its call, decoded by flight-domain's schema as the app decodes it. What two answers
 * share is written once: the GDS reservation before and after ticketing differ only by their status and
 * tickets, and the two NDC reservations are the same one-way flight booked by different travellers.
 */
import { reservationSchema } from '@comptoir/flight-domain';

/** A reservation as the wire has it (zod's `z.input`, read without importing zod into ui). */
type ReservationWire = (typeof reservationSchema)['_zod']['input'];
type TravelerWire = ReservationWire['travelers'][number];

/** Every capture was booked by Atlas Voyages Casablanca in the same second. */
const BOOKING = {
  organizationId: 'org_casablanca',
  createdAt: '2026-11-20T09:30:00+00:00',
  productType: 'Air',
  ticketingDeadline: '2026-11-23T09:30:00+00:00',
} as const;

/** The agency's own contact on each reservation. */
const agencyContact = (reservationId: string) => ({
  id: `${reservationId}-C2`,
  kind: 'agency' as const,
  name: 'Atlas Voyages Casablanca',
});

/** A price in MAD as the wire has it: decimal amounts, base + taxes + markup = total. */
const mad = (base: number, taxes: number, markup: number, total: number) =>
  ({ currency: 'MAD', base, taxes, markup, total }) as const;

/** The fare rules every capture carries, around its own penalties, changes and baggage. */
const fareRules = (tier: number, changes: string, baggage: string) => [
  {
    category: 'PE',
    title: 'Penalties',
    text: `Tier ${String(tier)} fare. No-show: the unused flights lose their value.`,
  },
  { category: 'CHG', title: 'Changes', text: changes },
  { category: 'REF', title: 'Refunds', text: 'Non-refundable. Airport taxes are refunded on request.' },
  { category: 'BAG', title: 'Baggage', text: baggage },
  { category: 'VOID', title: 'Void', text: 'A ticket may be voided until 23:59 on the day it was issued.' },
];

/** The airports of the captures, as the sandbox names them. */
const AIRPORTS = {
  CMN: { airport: 'CMN', airportName: 'Mohammed V International', city: 'Casablanca' },
  CDG: { airport: 'CDG', airportName: 'Paris Charles de Gaulle', city: 'Paris' },
  LHR: { airport: 'LHR', airportName: 'London Heathrow', city: 'London' },
} as const;

interface FlightEnd {
  code: keyof typeof AIRPORTS;
  terminal: string;
  at: string;
}

interface NonStopFlight {
  carrier: { code: string; name: string };
  flightNumber: string;
  from: FlightEnd;
  to: FlightEnd;
  duration: string;
  bookingClass: string;
  fareBasis: string;
}

/** A non-stop leg on an A320 in economy, its segment id written as the sandbox writes it. */
function nonStopLeg(flight: NonStopFlight): ReservationWire['itinerary'][number] {
  const { from, to, duration } = flight;
  return {
    segments: [
      {
        id: `${flight.flightNumber}-${from.code}${to.code}-${from.at.slice(0, 10).replaceAll('-', '')}`,
        carrier: flight.carrier,
        flightNumber: flight.flightNumber,
        departure: { ...AIRPORTS[from.code], terminal: from.terminal, at: from.at },
        arrival: { ...AIRPORTS[to.code], terminal: to.terminal, at: to.at },
        duration,
        equipment: '320',
        cabin: 'Economy',
        bookingClass: flight.bookingClass,
        fareBasis: flight.fareBasis,
      },
    ],
    duration,
  };
}

const easyJet = { code: 'U2', name: 'easyJet' };

/** The wire answer of `GET /reservations/RES-000001` while booked. */
const gdsReservationWire = {
  ...BOOKING,
  id: 'RES-000001',
  locator: 'RWBAUM',
  contentKind: 'GDS',
  status: 'booked',
  route: 'CMN-CDG / CDG-CMN',
  departureAt: '2026-12-18T16:05:00+01:00',
  leadTraveler: 'Amina Alaoui',
  travelerCount: 3,
  total: 7737.1,
  reservationIdentifier: 'RI-RWBAUM',
  offerIdentifier: 'CO-ZDYCKO',
  itinerary: [
    nonStopLeg({
      carrier: easyJet,
      flightNumber: 'U21064',
      from: { code: 'CMN', terminal: '2', at: '2026-12-18T16:05:00+01:00' },
      to: { code: 'CDG', terminal: '1', at: '2026-12-18T19:05:00+01:00' },
      duration: 'PT3H0M',
      bookingClass: 'M',
      fareBasis: 'MKRTUX2',
    }),
    nonStopLeg({
      carrier: easyJet,
      flightNumber: 'U2775',
      from: { code: 'CDG', terminal: '2', at: '2026-12-27T13:10:00+01:00' },
      to: { code: 'CMN', terminal: '2', at: '2026-12-27T16:20:00+01:00' },
      duration: 'PT3H10M',
      bookingClass: 'M',
      fareBasis: 'MKRTUX2',
    }),
  ],
  travelers: [
    {
      id: 'RES-000001-T1',
      passengerType: 'ADT',
      title: 'MRS',
      firstName: 'Amina',
      lastName: 'Alaoui',
      birthDate: '1988-04-12',
      document: { type: 'passport', number: 'AB1234567', nationality: 'MA', expiresOn: '2031-05-01' },
    },
    {
      id: 'RES-000001-T2',
      passengerType: 'ADT',
      title: 'MR',
      firstName: 'Rachid',
      lastName: 'Alaoui',
      birthDate: '1985-09-30',
      document: { type: 'passport', number: 'AB7654321', nationality: 'MA', expiresOn: '2030-02-14' },
    },
    {
      id: 'RES-000001-T3',
      passengerType: 'CNN',
      title: 'MISS',
      firstName: 'Lina',
      lastName: 'Alaoui',
      birthDate: '2017-06-03',
    },
  ],
  contacts: [
    {
      id: 'RES-000001-C1',
      kind: 'primary',
      name: 'Amina Alaoui',
      email: 'amina.alaoui@example.com',
      phone: '+212 6 12 34 56 78',
    },
    agencyContact('RES-000001'),
  ],
  osiRemarks: [
    {
      commentID: 'OSI-000001',
      reservationCommentID: 'RC-RWBAUM',
      carrier: 'U2',
      text: 'VIP PASSENGER, FREQUENT FLYER GOLD',
    },
    { commentID: 'OSI-000002', reservationCommentID: 'RC-RWBAUM', carrier: 'U2', text: 'CTCM 212612345678' },
  ],
  specialServices: [
    {
      specialServiceID: 'SSR-000001',
      travelerId: 'RES-000001-T3',
      kind: 'meal',
      code: 'CHML',
      description: 'Child meal',
      status: 'confirmed',
    },
    {
      specialServiceID: 'SSR-000002',
      travelerId: 'RES-000001-T1',
      kind: 'meal',
      code: 'VGML',
      description: 'Vegetarian vegan meal',
      status: 'confirmed',
    },
    {
      specialServiceID: 'SSR-000003',
      travelerId: 'RES-000001-T2',
      kind: 'disability',
      code: 'WCHR',
      description: 'Wheelchair for the ramp',
      status: 'requested',
    },
  ],
  ancillaries: [
    {
      id: 'ANC-000001',
      travelerId: 'RES-000001-T1',
      segmentId: 'U21064-CMNCDG-20261218',
      type: 'BAG',
      description: 'Checked bag 23 kg',
      price: 296,
      status: 'confirmed',
    },
    {
      id: 'ANC-000002',
      travelerId: 'RES-000001-T1',
      segmentId: 'U2775-CDGCMN-20261227',
      type: 'BAG',
      description: 'Checked bag 23 kg',
      price: 296,
      status: 'confirmed',
    },
  ],
  seats: [],
  pricing: {
    total: mad(4659, 2346, 140.1, 7145.1),
    perPassenger: [
      { passengerType: 'ADT', count: 2, price: mad(1694, 782, 49.52, 2525.52) },
      { passengerType: 'CNN', count: 1, price: mad(1271, 782, 41.06, 2094.06) },
    ],
  },
  fareRules: fareRules(
    2,
    'Changes before departure are permitted for a fee of 450 MAD plus any fare difference.',
    '1 checked bag(s) of 23 kg included.',
  ),
  tickets: [],
} satisfies ReservationWire;

/** A booked GDS round trip (2 adults, 1 child) with OSI remarks, meals, a wheelchair request and bags. */
export const gdsReservation = reservationSchema.parse(gdsReservationWire);

/** Ticket `n` of RES-000001, issued at capture time for its traveller `T1`, `T2`… */
const issuedTicket = (n: number, traveler: string, travelerName: string, status: string, total: number) => ({
  id: `TKT-00000${String(n)}`,
  number: `119240000000${String(n)}`,
  status,
  travelerId: `RES-000001-${traveler}`,
  travelerName,
  issuedAt: BOOKING.createdAt,
  total,
});

/** The same reservation ticketed, with the child's ticket voided since. */
export const gdsReservationPartiallyTicketed = reservationSchema.parse({
  ...gdsReservationWire,
  status: 'partially-ticketed',
  tickets: [
    issuedTicket(1, 'T1', 'ALAOUI/AMINA', 'ticketed', 2525.52),
    issuedTicket(2, 'T2', 'ALAOUI/RACHID', 'ticketed', 2525.52),
    issuedTicket(3, 'T3', 'ALAOUI/LINA', 'voided', 2094.06),
  ],
});

interface NdcBooking {
  id: string;
  locator: string;
  status: ReservationWire['status'];
  /** The one adult travelling (the builder gives them their id). */
  traveler: Omit<TravelerWire, 'id' | 'passengerType'>;
  /** The traveller's primary contact: e-mail and phone. */
  contact: { email: string; phone: string };
}

/** The sandbox's BA691 Casablanca → London one-way (NDC, offer CO-OWKDB5) booked for one adult. */
function ndcOneWayReservation({ id, locator, status, traveler, contact }: NdcBooking) {
  const name = `${traveler.firstName} ${traveler.lastName}`;
  return reservationSchema.parse({
    ...BOOKING,
    id,
    locator,
    contentKind: 'NDC',
    status,
    route: 'CMN-LHR',
    departureAt: '2026-12-21T21:30:00+01:00',
    leadTraveler: name,
    travelerCount: 1,
    total: 1486.14,
    reservationIdentifier: `RI-${locator}`,
    offerIdentifier: 'CO-OWKDB5',
    itinerary: [
      nonStopLeg({
        carrier: { code: 'BA', name: 'British Airways' },
        flightNumber: 'BA691',
        from: { code: 'CMN', terminal: '2E', at: '2026-12-21T21:30:00+01:00' },
        to: { code: 'LHR', terminal: '2', at: '2026-12-21T23:55:00+00:00' },
        duration: 'PT3H25M',
        bookingClass: 'O',
        fareBasis: 'OKOWBA1',
      }),
    ],
    travelers: [{ id: `${id}-T1`, passengerType: 'ADT', ...traveler }],
    contacts: [{ id: `${id}-C1`, kind: 'primary', name, ...contact }, agencyContact(id)],
    osiRemarks: [],
    specialServices: [],
    ancillaries: [],
    seats: [],
    pricing: {
      total: mad(1056, 401, 29.14, 1486.14),
      perPassenger: [{ passengerType: 'ADT', count: 1, price: mad(1056, 401, 29.14, 1486.14) }],
    },
    fareRules: fareRules(
      1,
      'Changes are not permitted.',
      'Cabin bag only; checked bags are sold as ancillaries.',
    ),
    tickets: [],
  } satisfies ReservationWire);
}

const youssefsPassport = {
  type: 'passport',
  number: 'MA9988776',
  nationality: 'MA',
  expiresOn: '2029-08-30',
} as const;

/** A booked NDC one-way for one adult. */
export const ndcReservation = ndcOneWayReservation({
  id: 'RES-000002',
  locator: 'HDLHVP',
  status: 'booked',
  traveler: {
    title: 'MR',
    firstName: 'Youssef',
    lastName: 'Bennani',
    birthDate: '1979-11-23',
    document: youssefsPassport,
  },
  contact: { email: 'y.bennani@example.com', phone: '+212 6 61 22 33 44' },
});

/** A cancelled NDC reservation. */
export const cancelledReservation = ndcOneWayReservation({
  id: 'RES-000003',
  locator: 'SFDHVT',
  status: 'cancelled',
  traveler: { firstName: 'Sara', lastName: 'Idrissi', birthDate: '1992-02-02' },
  contact: { email: 'sara@example.com', phone: '+212 6 00 11 22 33' },
});
