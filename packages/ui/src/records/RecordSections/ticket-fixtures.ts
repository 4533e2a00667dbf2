/**
 * Ticket story fixtures captured from the sandbox (`@comptoir/mock-backend`) with its clock at
 * 2026-11-20T09:30Z: a GDS round trip (changeable fare) booked for one adult and ticketed, its exchange
 * eligibility and exchange search; the same ticket voided since; an NDC round trip ticketed. Each is the
 * wire answer of its call, decoded by flight-domain's schema as the app decodes it.
 */
import { exchangeEligibilitySchema, exchangeSearchResultSchema, ticketSchema } from '@comptoir/flight-domain';

/** The sandbox clock at capture time: inside the void window of the tickets issued then. */
export const TICKETS_CAPTURED_AT = Date.parse('2026-11-20T09:30:00Z');

/** The morning after: the void window (until the end of the day of issue) has closed. */
export const DAY_AFTER_CAPTURE = Date.parse('2026-11-21T08:00:00Z');

/** The wire answer of `GET /tickets/TKT-000001`. */
const gdsTicketWire = {
  id: 'TKT-000001',
  number: '1192400000001',
  status: 'ticketed',
  travelerId: 'RES-000001-T1',
  travelerName: 'ALAOUI/AMINA',
  issuedAt: '2026-11-20T09:30:00+00:00',
  total: 2525.52,
  locator: 'RWBAUM',
  reservationId: 'RES-000001',
  contentKind: 'GDS',
  route: 'CMN-CDG / CDG-CMN',
  traveler: {
    id: 'RES-000001-T1',
    passengerType: 'ADT',
    firstName: 'Amina',
    lastName: 'Alaoui',
    birthDate: '1988-04-12',
    document: {
      type: 'passport',
      number: 'AB123456',
      nationality: 'MA',
      expiresOn: '2031-05-01',
    },
  },
  coupons: [
    {
      number: 1,
      segmentId: 'U21064-CMNCDG-20261218',
      flight: 'U21064',
      from: 'CMN',
      to: 'CDG',
      status: 'open',
    },
    {
      number: 2,
      segmentId: 'U2775-CDGCMN-20261227',
      flight: 'U2775',
      from: 'CDG',
      to: 'CMN',
      status: 'open',
    },
  ],
  pricing: {
    total: {
      currency: 'MAD',
      base: 1694,
      taxes: 782,
      markup: 49.52,
      total: 2525.52,
    },
    perPassenger: [
      {
        passengerType: 'ADT',
        count: 1,
        price: {
          currency: 'MAD',
          base: 1694,
          taxes: 782,
          markup: 49.52,
          total: 2525.52,
        },
      },
    ],
  },
  itinerary: [
    {
      segments: [
        {
          id: 'U21064-CMNCDG-20261218',
          carrier: {
            code: 'U2',
            name: 'easyJet',
          },
          flightNumber: 'U21064',
          departure: {
            airport: 'CMN',
            airportName: 'Mohammed V International',
            city: 'Casablanca',
            country: 'MA',
            terminal: '3',
            at: '2026-12-18T16:05:00+01:00',
          },
          arrival: {
            airport: 'CDG',
            airportName: 'Paris Charles de Gaulle',
            city: 'Paris',
            country: 'FR',
            terminal: '3',
            at: '2026-12-18T19:05:00+01:00',
          },
          duration: 'PT3H0M',
          equipment: '320',
          cabin: 'Economy',
          bookingClass: 'L',
          fareBasis: 'LLRTUX2',
        },
      ],
      duration: 'PT3H0M',
    },
    {
      segments: [
        {
          id: 'U2775-CDGCMN-20261227',
          carrier: {
            code: 'U2',
            name: 'easyJet',
          },
          flightNumber: 'U2775',
          departure: {
            airport: 'CDG',
            airportName: 'Paris Charles de Gaulle',
            city: 'Paris',
            country: 'FR',
            terminal: '2',
            at: '2026-12-27T13:10:00+01:00',
          },
          arrival: {
            airport: 'CMN',
            airportName: 'Mohammed V International',
            city: 'Casablanca',
            country: 'MA',
            terminal: '2E',
            at: '2026-12-27T16:20:00+01:00',
          },
          duration: 'PT3H10M',
          equipment: '320',
          cabin: 'Economy',
          bookingClass: 'L',
          fareBasis: 'LLRTUX2',
        },
      ],
      duration: 'PT3H10M',
    },
  ],
  contacts: [
    {
      id: 'RES-000001-C1',
      kind: 'primary',
      name: 'Amina Alaoui',
      email: 'amina@example.com',
      phone: '+212 6 12 34 56 78',
    },
    {
      id: 'RES-000001-C2',
      kind: 'agency',
      name: 'Atlas Voyages Casablanca',
    },
  ],
  osiRemarks: [],
  specialServices: [],
  ancillaries: [],
  reservationIdentifier: 'RI-RWBAUM',
  offerIdentifier: 'CO-1LF9V22',
  voidableUntil: '2026-11-20T23:59:00+00:00',
} as const;

/** A ticketed GDS ticket (`GET /tickets/TKT-000001`). */
export const gdsTicket = ticketSchema.parse(gdsTicketWire);

/**
 * The same ticket as `POST /tickets/TKT-000001/void` answers it: it differs from the ticketed one only by
 * its status and its coupons', so it is written as that difference.
 */
export const voidedGdsTicket = ticketSchema.parse({
  ...gdsTicketWire,
  status: 'voided',
  coupons: gdsTicketWire.coupons.map((coupon) => ({ ...coupon, status: 'void' })),
});

/** A ticketed NDC ticket (`GET /tickets/TKT-000002`). */
export const ndcTicket = ticketSchema.parse({
  id: 'TKT-000002',
  number: '6912400000002',
  status: 'ticketed',
  travelerId: 'RES-000002-T1',
  travelerName: 'ALAOUI/AMINA',
  issuedAt: '2026-11-20T09:30:00+00:00',
  total: 2757.06,
  locator: 'HDLHVP',
  reservationId: 'RES-000002',
  contentKind: 'NDC',
  route: 'CMN-CDG / CDG-CMN',
  traveler: {
    id: 'RES-000002-T1',
    passengerType: 'ADT',
    firstName: 'Amina',
    lastName: 'Alaoui',
    birthDate: '1988-04-12',
    document: {
      type: 'passport',
      number: 'AB123456',
      nationality: 'MA',
      expiresOn: '2031-05-01',
    },
  },
  coupons: [
    {
      number: 1,
      segmentId: 'IB1616-CMNMAD-20261218',
      flight: 'IB1616',
      from: 'CMN',
      to: 'MAD',
      status: 'open',
    },
    {
      number: 2,
      segmentId: 'IB1464-MADCDG-20261218',
      flight: 'IB1464',
      from: 'MAD',
      to: 'CDG',
      status: 'open',
    },
    {
      number: 3,
      segmentId: 'IB1308-CDGMAD-20261227',
      flight: 'IB1308',
      from: 'CDG',
      to: 'MAD',
      status: 'open',
    },
    {
      number: 4,
      segmentId: 'IB1720-MADCMN-20261227',
      flight: 'IB1720',
      from: 'MAD',
      to: 'CMN',
      status: 'open',
    },
  ],
  pricing: {
    total: {
      currency: 'MAD',
      base: 1731,
      taxes: 972,
      markup: 54.06,
      total: 2757.06,
    },
    perPassenger: [
      {
        passengerType: 'ADT',
        count: 1,
        price: {
          currency: 'MAD',
          base: 1731,
          taxes: 972,
          markup: 54.06,
          total: 2757.06,
        },
      },
    ],
  },
  itinerary: [
    {
      segments: [
        {
          id: 'IB1616-CMNMAD-20261218',
          carrier: {
            code: 'IB',
            name: 'Iberia',
          },
          flightNumber: 'IB1616',
          departure: {
            airport: 'CMN',
            airportName: 'Mohammed V International',
            city: 'Casablanca',
            country: 'MA',
            terminal: '2E',
            at: '2026-12-18T06:35:00+01:00',
          },
          arrival: {
            airport: 'MAD',
            airportName: 'Adolfo Suárez Madrid–Barajas',
            city: 'Madrid',
            country: 'ES',
            terminal: '1',
            at: '2026-12-18T08:30:00+01:00',
          },
          duration: 'PT1H55M',
          equipment: '32N',
          cabin: 'Economy',
          bookingClass: 'O',
          fareBasis: 'OKRTIB1',
        },
        {
          id: 'IB1464-MADCDG-20261218',
          carrier: {
            code: 'IB',
            name: 'Iberia',
          },
          flightNumber: 'IB1464',
          departure: {
            airport: 'MAD',
            airportName: 'Adolfo Suárez Madrid–Barajas',
            city: 'Madrid',
            country: 'ES',
            terminal: '3',
            at: '2026-12-18T11:50:00+01:00',
          },
          arrival: {
            airport: 'CDG',
            airportName: 'Paris Charles de Gaulle',
            city: 'Paris',
            country: 'FR',
            terminal: '2E',
            at: '2026-12-18T14:00:00+01:00',
          },
          duration: 'PT2H10M',
          equipment: '32N',
          cabin: 'Economy',
          bookingClass: 'Q',
          fareBasis: 'OKRTIB1',
        },
      ],
      duration: 'PT7H25M',
    },
    {
      segments: [
        {
          id: 'IB1308-CDGMAD-20261227',
          carrier: {
            code: 'IB',
            name: 'Iberia',
          },
          flightNumber: 'IB1308',
          departure: {
            airport: 'CDG',
            airportName: 'Paris Charles de Gaulle',
            city: 'Paris',
            country: 'FR',
            terminal: '1',
            at: '2026-12-27T07:15:00+01:00',
          },
          arrival: {
            airport: 'MAD',
            airportName: 'Adolfo Suárez Madrid–Barajas',
            city: 'Madrid',
            country: 'ES',
            terminal: '2',
            at: '2026-12-27T09:20:00+01:00',
          },
          duration: 'PT2H5M',
          equipment: '32N',
          cabin: 'Economy',
          bookingClass: 'O',
          fareBasis: 'OKRTIB1',
        },
        {
          id: 'IB1720-MADCMN-20261227',
          carrier: {
            code: 'IB',
            name: 'Iberia',
          },
          flightNumber: 'IB1720',
          departure: {
            airport: 'MAD',
            airportName: 'Adolfo Suárez Madrid–Barajas',
            city: 'Madrid',
            country: 'ES',
            terminal: '2E',
            at: '2026-12-27T19:25:00+01:00',
          },
          arrival: {
            airport: 'CMN',
            airportName: 'Mohammed V International',
            city: 'Casablanca',
            country: 'MA',
            terminal: '3',
            at: '2026-12-27T21:10:00+01:00',
          },
          duration: 'PT1H45M',
          equipment: '32N',
          cabin: 'Economy',
          bookingClass: 'Q',
          fareBasis: 'OKRTIB1',
        },
      ],
      duration: 'PT13H55M',
    },
  ],
  contacts: [
    {
      id: 'RES-000002-C1',
      kind: 'primary',
      name: 'Amina Alaoui',
      email: 'amina@example.com',
      phone: '+212 6 12 34 56 78',
    },
    {
      id: 'RES-000002-C2',
      kind: 'agency',
      name: 'Atlas Voyages Casablanca',
    },
  ],
  osiRemarks: [],
  specialServices: [],
  ancillaries: [],
  reservationIdentifier: 'RI-HDLHVP',
  offerIdentifier: 'CO-PJLQ9D',
  voidableUntil: '2026-11-20T23:59:00+00:00',
});

/** `GET /exchange/gds/eligibility/TKT-000001` while the ticket is ticketed. */
export const gdsTicketEligibility = exchangeEligibilitySchema.parse({
  ticketId: 'TKT-000001',
  eligible: true,
  reasons: [],
});

/** `GET /exchange/gds/eligibility/TKT-000001` once it is voided. */
export const voidedTicketEligibility = exchangeEligibilitySchema.parse({
  ticketId: 'TKT-000001',
  eligible: false,
  reasons: ['The ticket is voided; only a ticketed ticket can be exchanged.'],
});

/** `POST /exchange/gds/search/ticket/TKT-000001`: the same flights on later days. */
export const gdsExchangeOffers = exchangeSearchResultSchema.parse({
  offers: [
    {
      catalogOfferingsIdentifier: 'XS-TKT-000001',
      catalogOfferingIdentifier: 'XO-TKT-000001-1',
      description: 'U21064 CMN-CMN, 1 day(s) later',
      departureAt: '2026-12-19T16:05:00+01:00',
      priceDifference: 350,
      penalty: 450,
    },
    {
      catalogOfferingsIdentifier: 'XS-TKT-000001',
      catalogOfferingIdentifier: 'XO-TKT-000001-2',
      description: 'U21064 CMN-CMN, 2 day(s) later',
      departureAt: '2026-12-20T16:05:00+01:00',
      priceDifference: -50,
      penalty: 450,
    },
    {
      catalogOfferingsIdentifier: 'XS-TKT-000001',
      catalogOfferingIdentifier: 'XO-TKT-000001-3',
      description: 'U21064 CMN-CMN, 3 day(s) later',
      departureAt: '2026-12-21T16:05:00+01:00',
      priceDifference: 400,
      penalty: 450,
    },
    {
      catalogOfferingsIdentifier: 'XS-TKT-000001',
      catalogOfferingIdentifier: 'XO-TKT-000001-4',
      description: 'U21064 CMN-CMN, 7 day(s) later',
      departureAt: '2026-12-25T16:05:00+01:00',
      priceDifference: 200,
      penalty: 450,
    },
    {
      catalogOfferingsIdentifier: 'XS-TKT-000001',
      catalogOfferingIdentifier: 'XO-TKT-000001-5',
      description: 'U21064 CMN-CMN, 14 day(s) later',
      departureAt: '2027-01-01T16:05:00+01:00',
      priceDifference: -100,
      penalty: 450,
    },
  ],
}).offers;
