import type { FlightSearchResult, Product } from '@comptoir/flight-domain';

/** The five fare rules each product carries, as the backend sends them. */
const SAMPLE_FARE_RULES: Product['fareRules'] = [
  { category: 'PE', title: 'Penalties', text: 'A sample penalties rule.' },
  { category: 'CHG', title: 'Changes', text: 'A sample changes rule.' },
  { category: 'REF', title: 'Refunds', text: 'A sample refunds rule.' },
  { category: 'BAG', title: 'Baggage', text: 'A sample baggage rule.' },
  { category: 'VOID', title: 'Void', text: 'A sample void rule.' },
];

/**
 * A search answer of one offer, in the shape the backend sends (one leg through Madrid, two products with
 * their fare rules): what the search decoding worker decodes while it waits for the first search, so that
 * V8 has compiled and optimized the check by the time a real answer of hundreds of offers comes
 * (docs/decisions/0083). Never shown; `search-answer-sample.test.ts` keeps it an answer the schema takes.
 */
export const SEARCH_ANSWER_SAMPLE: FlightSearchResult = {
  searchId: 'warm-up',
  currency: 'MAD',
  offers: [
    {
      offerId: 'SAMPLE-OFFER-1',
      identifier: 'SAMPLE-1',
      contentKind: 'GDS',
      validatingCarrier: {
        code: 'IB',
        name: 'Iberia',
      },
      legs: [
        {
          segments: [
            {
              id: 'SAMPLE-SEGMENT-1',
              carrier: {
                code: 'IB',
                name: 'Iberia',
              },
              flightNumber: 'IB1627',
              departure: {
                airport: 'CMN',
                airportName: 'Mohammed V International',
                city: 'Casablanca',
                country: 'MA',
                terminal: '2E',
                at: '2027-03-15T09:05:00+01:00',
              },
              arrival: {
                airport: 'MAD',
                airportName: 'Adolfo Suárez Madrid–Barajas',
                city: 'Madrid',
                country: 'ES',
                terminal: '2E',
                at: '2027-03-15T10:50:00+01:00',
              },
              duration: 'PT1H45M',
              equipment: '32N',
              cabin: 'Economy',
              bookingClass: 'T',
              fareBasis: 'TKOWIB1',
            },
            {
              id: 'SAMPLE-SEGMENT-2',
              carrier: {
                code: 'IB',
                name: 'Iberia',
              },
              flightNumber: 'IB1515',
              departure: {
                airport: 'MAD',
                airportName: 'Adolfo Suárez Madrid–Barajas',
                city: 'Madrid',
                country: 'ES',
                terminal: '2',
                at: '2027-03-15T21:25:00+01:00',
              },
              arrival: {
                airport: 'CDG',
                airportName: 'Paris Charles de Gaulle',
                city: 'Paris',
                country: 'FR',
                terminal: '1',
                at: '2027-03-15T23:35:00+01:00',
              },
              duration: 'PT2H10M',
              equipment: '32N',
              cabin: 'Economy',
              bookingClass: 'O',
              fareBasis: 'TKOWIB1',
            },
          ],
          duration: 'PT14H30M',
        },
      ],
      products: [
        {
          productId: 'SAMPLE-OFFER-1-P1',
          brand: {
            name: 'Basic',
            tier: 1,
            attributes: ['Sample attribute 1', 'Sample attribute 2', 'Sample attribute 3'],
          },
          cabin: 'Economy',
          bookingClasses: ['T', 'O'],
          baggage: {
            checked: {
              pieces: 0,
            },
            carryOn: {
              pieces: 1,
              weightKg: 12,
            },
          },
          changeable: false,
          refundable: false,
          seatsRemaining: 4,
          pricing: {
            total: {
              currency: 'MAD',
              base: 896,
              taxes: 486,
              markup: 27.64,
              total: 1409.64,
            },
            perPassenger: [
              {
                passengerType: 'ADT',
                count: 1,
                price: {
                  currency: 'MAD',
                  base: 896,
                  taxes: 486,
                  markup: 27.64,
                  total: 1409.64,
                },
              },
            ],
          },
          fareRules: SAMPLE_FARE_RULES,
        },
        {
          productId: 'SAMPLE-OFFER-1-P2',
          brand: {
            name: 'Classic',
            tier: 2,
            attributes: [
              'Sample attribute 1',
              'Sample attribute 2',
              'Sample attribute 3',
              'Sample attribute 4',
            ],
          },
          cabin: 'Economy',
          bookingClasses: ['L', 'M'],
          baggage: {
            checked: {
              pieces: 1,
              weightKg: 23,
            },
            carryOn: {
              pieces: 1,
              weightKg: 12,
            },
          },
          changeable: true,
          refundable: false,
          seatsRemaining: 5,
          pricing: {
            total: {
              currency: 'MAD',
              base: 1210,
              taxes: 486,
              markup: 33.92,
              total: 1729.92,
            },
            perPassenger: [
              {
                passengerType: 'ADT',
                count: 1,
                price: {
                  currency: 'MAD',
                  base: 1210,
                  taxes: 486,
                  markup: 33.92,
                  total: 1729.92,
                },
              },
            ],
          },
          fareRules: SAMPLE_FARE_RULES,
        },
      ],
    },
  ],
};
