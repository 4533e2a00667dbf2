/**
 * The seat map, both ways: `OTA_AirSeatMapRQ` (one flight and the bundle booked, which decides what a
 * seat costs, as the fare basis of its seat details) and `OTA_AirSeatMapRS` (rows of seats, each available or not, its features and its fee),
 * read into flight-domain's seat map, the shape ui's `SeatMap` draws.
 */
import type { SeatMap } from '@comptoir/flight-domain';
import { z } from 'zod/mini';
import { AGENCY_POINT_OF_SALE, FARE_BUNDLE_CODES, LOW_COST_AIRLINE, type FareBundleCode } from '../rules';
import {
  AirlineMessageError,
  describeIssues,
  oneOrMany,
  otaAmount,
  otaAmountSchema,
  otaBoolean,
  otaPointOfSale,
  readOtaMessage,
  throwIfRefused,
  writeOtaMessage,
  type OtaHeader,
} from './ota-xml';

export const SEAT_MAP_RQ = 'OTA_AirSeatMapRQ';
export const SEAT_MAP_RS = 'OTA_AirSeatMapRS';

/** The flight whose seats are asked for, and the bundle booked on it. */
export interface SeatMapCriteria {
  /** `R9 1060`. */
  flightNumber: string;
  /** Its airports, IATA codes. */
  from: string;
  to: string;
  /** Local departure, YYYY-MM-DDTHH:mm. */
  departure: string;
  bundle: FareBundleCode;
}

/** One segment's seat map, as ui's `SeatMap` takes it. */
export type LowCostSeatMap = SeatMap['segments'][number];

/** The features a seat may have, as the airline writes them. */
const FEATURES = {
  Window: 'window',
  Aisle: 'aisle',
  Middle: 'middle',
  ExitRow: 'exit-row',
  ExtraLegroom: 'extra-legroom',
} as const;
type Feature = keyof typeof FEATURES;
const featureNames = Object.keys(FEATURES) as Feature[];

const flightNumberAttribute = z.string().check(z.regex(/^\d{3,4}$/, 'a flight number'));
const localTime = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'a local time YYYY-MM-DDTHH:mm'));

const airport = z.object({
  '@_LocationCode': z.string().check(z.regex(/^[A-Z]{3}$/, 'an IATA airport code')),
});

const requestSchema = z.object({
  SeatMapRequests: z.object({
    SeatMapRequest: z.object({
      FlightSegmentInfo: z.object({
        '@_FlightNumber': flightNumberAttribute,
        '@_DepartureDateTime': localTime,
        DepartureAirport: airport,
        ArrivalAirport: airport,
      }),
      SeatDetails: z.object({ FareBasisCode: z.enum(FARE_BUNDLE_CODES) }),
    }),
  }),
});

const seatSchema = z.object({
  '@_SeatNumber': z.string().check(z.regex(/^\d{1,3}[A-K]$/, 'a seat number')),
  '@_Available': otaBoolean,
  '@_Features': z.pipe(
    z.pipe(
      z.string(),
      z.transform((text) => text.split(' ').filter((word) => word !== '')),
    ),
    z.array(z.enum(featureNames)),
  ),
  Fee: z.optional(otaAmountSchema),
});

const responseSchema = z.object({
  Success: z.literal(''),
  SeatMapResponses: z.object({
    SeatMapResponse: z.object({
      FlightSegmentInfo: z.object({
        '@_FlightNumber': flightNumberAttribute,
        '@_DepartureDateTime': localTime,
        '@_Equipment': z.string().check(z.minLength(1)),
      }),
      SeatMapDetails: z.object({
        CabinClass: z.object({
          '@_Layout': z.string().check(z.regex(/^[A-K]+( [A-K]+)*$/, 'a layout such as ABC DEF')),
          RowInfo: oneOrMany(
            z.object({
              '@_RowNumber': z.coerce.number().check(z.int(), z.gte(1)),
              '@_ExitRow': otaBoolean,
              SeatInfo: oneOrMany(seatSchema),
            }),
          ),
        }),
      }),
    }),
  }),
});

const flightNumberOf = (flightNumber: string) => flightNumber.split(' ')[1] ?? flightNumber;

/** Writes the seat map request the agency sends. */
export function writeSeatMapRQ(criteria: SeatMapCriteria, header: OtaHeader): string {
  return writeOtaMessage(SEAT_MAP_RQ, header, {
    POS: otaPointOfSale(AGENCY_POINT_OF_SALE),
    SeatMapRequests: {
      SeatMapRequest: {
        FlightSegmentInfo: {
          '@_FlightNumber': flightNumberOf(criteria.flightNumber),
          '@_DepartureDateTime': criteria.departure,
          DepartureAirport: { '@_LocationCode': criteria.from },
          ArrivalAirport: { '@_LocationCode': criteria.to },
          MarketingAirline: { '@_Code': LOW_COST_AIRLINE.code },
        },
        // The bundle booked is the fare the seats are priced for.
        SeatDetails: { FareBasisCode: criteria.bundle },
      },
    },
  });
}

/** Reads a seat map request (the simulated airline's side); a bad one is an `AirlineMessageError`. */
export function readSeatMapRQ(xml: string, airlineCode: string): SeatMapCriteria {
  const parsed = requestSchema.safeParse(readOtaMessage(xml, SEAT_MAP_RQ).body);
  if (!parsed.success)
    throw new AirlineMessageError(
      describeIssues('seat map request', parsed.error.issues).replace("The airline's ", 'The '),
    );
  const request = parsed.data.SeatMapRequests.SeatMapRequest;
  const segment = request.FlightSegmentInfo;
  return {
    flightNumber: `${airlineCode} ${segment['@_FlightNumber']}`,
    from: segment.DepartureAirport['@_LocationCode'],
    to: segment.ArrivalAirport['@_LocationCode'],
    departure: segment['@_DepartureDateTime'],
    bundle: request.SeatDetails.FareBasisCode,
  };
}

/** Writes the airline's seat map: the layout, each row and seat, a fee on those not free. */
export function writeSeatMapRS(seatMap: LowCostSeatMap, departure: string, header: OtaHeader): string {
  const [deck] = seatMap.decks;
  const layout = (deck?.columns ?? []).map((column) => column ?? ' ').join('');
  return writeOtaMessage(SEAT_MAP_RS, header, {
    Success: '',
    SeatMapResponses: {
      SeatMapResponse: {
        FlightSegmentInfo: {
          '@_FlightNumber': flightNumberOf(seatMap.flight),
          '@_DepartureDateTime': departure,
          '@_Equipment': seatMap.equipment,
        },
        SeatMapDetails: {
          CabinClass: {
            '@_Layout': layout,
            RowInfo: (deck?.rows ?? []).map((row) => ({
              '@_RowNumber': String(row.number),
              '@_ExitRow': String(row.exitRow),
              SeatInfo: row.seats.map((seat) => ({
                '@_SeatNumber': seat.code,
                '@_Available': String(seat.availability === 'free' || seat.availability === 'paid'),
                '@_Features': featureNames
                  .filter((name) => seat.characteristics.includes(FEATURES[name]))
                  .join(' '),
                Fee: seat.price === undefined ? undefined : otaAmount(seat.price.amount),
              })),
            })),
          },
        },
      },
    },
  });
}

/**
 * Reads the airline's seat map into flight-domain's shape (one deck, its aisles from the layout), or its
 * refusal (`AirlineRefusal`); a malformed answer is an `AirlineMessageError` naming what is wrong.
 */
export function readSeatMapRS(xml: string, airlineCode: string): LowCostSeatMap {
  const { body } = readOtaMessage(xml, SEAT_MAP_RS);
  throwIfRefused(body);
  const parsed = responseSchema.safeParse(body);
  if (!parsed.success) throw new AirlineMessageError(describeIssues('seat map', parsed.error.issues));
  const response = parsed.data.SeatMapResponses.SeatMapResponse;
  const cabin = response.SeatMapDetails.CabinClass;
  const flight = `${airlineCode} ${response.FlightSegmentInfo['@_FlightNumber']}`;
  return {
    segmentId: flight,
    flight,
    equipment: response.FlightSegmentInfo['@_Equipment'],
    decks: [
      {
        name: 'Main deck',
        columns: Array.from(cabin['@_Layout'], (column) => (column === ' ' ? null : column)),
        rows: cabin.RowInfo.map((row) => ({
          number: row['@_RowNumber'],
          exitRow: row['@_ExitRow'],
          overWing: false,
          seats: row.SeatInfo.map((seat) => ({
            code: seat['@_SeatNumber'],
            column: seat['@_SeatNumber'].slice(-1),
            availability: !seat['@_Available'] ? 'occupied' : seat.Fee === undefined ? 'free' : 'paid',
            ...(seat.Fee === undefined ? {} : { price: { amount: seat.Fee['@_Amount'], currency: 'MAD' } }),
            characteristics: seat['@_Features'].map((name) => FEATURES[name]),
          })),
        })),
      },
    ],
  };
}
