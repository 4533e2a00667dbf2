/**
 * The low-fare search, both ways: `OTA_AirLowFareSearchRQ` (route, date with a window of days around it,
 * passengers per type) and `OTA_AirLowFareSearchRS` (each flight with every bundle's price per passenger
 * type, or the airline's errors). The client writes requests and reads answers; the simulated airline
 * reads requests and writes answers, with the same functions.
 */
import { z } from 'zod/mini';
import {
  AGENCY_POINT_OF_SALE,
  FARE_BUNDLE_CODES,
  LOW_COST_AIRLINE,
  LOW_COST_PASSENGER_TYPES,
  type BundlePrice,
  type PassengerCounts,
} from '../rules';
import {
  AirlineMessageError,
  describeIssues,
  otaAmount,
  otaAmountSchema,
  otaPointOfSale,
  readOtaMessage,
  throwIfRefused,
  writeOtaErrors,
  writeOtaMessage,
  type OtaError,
  type OtaHeader,
} from './ota-xml';

export const LOW_FARE_SEARCH_RQ = 'OTA_AirLowFareSearchRQ';
export const LOW_FARE_SEARCH_RS = 'OTA_AirLowFareSearchRS';

/** What an agent searches: one direction, a day and the days around it, the party. */
export interface LowFareSearchCriteria {
  from: string;
  to: string;
  /** The chosen day, YYYY-MM-DD. */
  date: string;
  /** Days before and after the chosen day also searched (the low-fare calendar): 0 to 3. */
  windowDays: number;
  passengers: PassengerCounts;
}

/** One flight the airline offers, with each bundle's price for the party. */
export interface LowFareOffer {
  /** `R9 1204`. */
  flightNumber: string;
  from: string;
  to: string;
  /** Local times, YYYY-MM-DDTHH:mm. */
  departure: string;
  arrival: string;
  seatsLeft: number;
  bundles: BundlePrice[];
}

const code = z.string().check(z.regex(/^[A-Z]{3}$/, 'an IATA airport code'));
const day = z.iso.date();
const localTime = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'a local time YYYY-MM-DDTHH:mm'));
const count = z.coerce.number().check(z.int(), z.gte(0), z.lte(9));
const windowSchema = z.string().check(z.regex(/^P[0-3]D$/, 'a window of P0D to P3D'));

const requestSchema = z.object({
  OriginDestinationInformation: z.object({
    DepartureDateTime: z.object({
      '#text': day,
      '@_WindowBefore': windowSchema,
      '@_WindowAfter': windowSchema,
    }),
    OriginLocation: z.object({ '@_LocationCode': code }),
    DestinationLocation: z.object({ '@_LocationCode': code }),
  }),
  TravelerInfoSummary: z.object({
    AirTravelerAvail: z.object({
      PassengerTypeQuantity: z
        .array(z.object({ '@_Code': z.enum(LOW_COST_PASSENGER_TYPES), '@_Quantity': count }))
        .check(z.minLength(1)),
    }),
  }),
});

const amount = otaAmountSchema;

const pricingSchema = z.object({
  '@_FareFamily': z.enum(FARE_BUNDLE_CODES),
  PTC_FareBreakdowns: z.object({
    PTC_FareBreakdown: z.array(
      z.object({
        PassengerTypeQuantity: z
          .array(z.object({ '@_Code': z.enum(LOW_COST_PASSENGER_TYPES), '@_Quantity': count }))
          .check(z.length(1)),
        PassengerFare: z.object({ BaseFare: amount, Taxes: z.object({ Tax: amount }), TotalFare: amount }),
      }),
    ),
  }),
  ItinTotalFare: z.object({ TotalFare: amount }),
});

const itinerarySchema = z.object({
  AirItinerary: z.object({
    OriginDestinationOptions: z.object({
      OriginDestinationOption: z.object({
        FlightSegment: z.object({
          '@_FlightNumber': z.string().check(z.regex(/^\d{3,4}$/, 'a flight number')),
          '@_DepartureDateTime': localTime,
          '@_ArrivalDateTime': localTime,
          '@_SeatsRemaining': z.coerce.number().check(z.int(), z.gte(0)),
          DepartureAirport: z.object({ '@_LocationCode': code }),
          ArrivalAirport: z.object({ '@_LocationCode': code }),
          MarketingAirline: z.object({ '@_Code': z.literal(LOW_COST_AIRLINE.code) }),
        }),
      }),
    }),
  }),
  AirItineraryPricingInfo: z.array(pricingSchema).check(z.minLength(1)),
});

const responseSchema = z.object({
  Success: z.literal(''),
  PricedItineraries: z.optional(z.object({ PricedItinerary: z.array(itinerarySchema) })),
});

const quantities = (passengers: PassengerCounts) =>
  LOW_COST_PASSENGER_TYPES.filter((type) => passengers[type] > 0).map((type) => ({
    '@_Code': type,
    '@_Quantity': String(passengers[type]),
  }));

/** Writes the search request the agency sends. */
export function writeLowFareSearchRQ(criteria: LowFareSearchCriteria, header: OtaHeader): string {
  const window = `P${String(criteria.windowDays)}D`;
  return writeOtaMessage(LOW_FARE_SEARCH_RQ, header, {
    POS: otaPointOfSale(AGENCY_POINT_OF_SALE),
    OriginDestinationInformation: {
      DepartureDateTime: { '#text': criteria.date, '@_WindowBefore': window, '@_WindowAfter': window },
      OriginLocation: { '@_LocationCode': criteria.from },
      DestinationLocation: { '@_LocationCode': criteria.to },
    },
    TravelerInfoSummary: { AirTravelerAvail: { PassengerTypeQuantity: quantities(criteria.passengers) } },
  });
}

/** Reads a search request (the simulated airline's side); a bad one is an `AirlineMessageError`. */
export function readLowFareSearchRQ(xml: string): { header: OtaHeader; criteria: LowFareSearchCriteria } {
  const { header, body } = readOtaMessage(xml, LOW_FARE_SEARCH_RQ);
  const parsed = requestSchema.safeParse(body);
  if (!parsed.success)
    throw new AirlineMessageError(
      describeIssues('search request', parsed.error.issues).replace("The airline's ", 'The '),
    );
  const info = parsed.data.OriginDestinationInformation;
  const passengers = { ADT: 0, CNN: 0, INF: 0 };
  for (const entry of parsed.data.TravelerInfoSummary.AirTravelerAvail.PassengerTypeQuantity)
    passengers[entry['@_Code']] += entry['@_Quantity'];
  return {
    header,
    criteria: {
      from: info.OriginLocation['@_LocationCode'],
      to: info.DestinationLocation['@_LocationCode'],
      date: info.DepartureDateTime['#text'],
      windowDays: Number(info.DepartureDateTime['@_WindowBefore'].slice(1, -1)),
      passengers,
    },
  };
}

const money = otaAmount;

/** Writes the airline's answer: each flight with every bundle's price per passenger type. */
export function writeLowFareSearchRS(offers: readonly LowFareOffer[], header: OtaHeader): string {
  return writeOtaMessage(LOW_FARE_SEARCH_RS, header, {
    Success: '',
    // No flights: no PricedItineraries element at all, as OTA answers do.
    PricedItineraries:
      offers.length === 0
        ? undefined
        : {
            PricedItinerary: offers.map((offer, index) => ({
              '@_SequenceNumber': String(index + 1),
              AirItinerary: {
                OriginDestinationOptions: {
                  OriginDestinationOption: {
                    FlightSegment: {
                      '@_FlightNumber': offer.flightNumber.replace(`${LOW_COST_AIRLINE.code} `, ''),
                      '@_DepartureDateTime': offer.departure,
                      '@_ArrivalDateTime': offer.arrival,
                      '@_SeatsRemaining': String(offer.seatsLeft),
                      DepartureAirport: { '@_LocationCode': offer.from },
                      ArrivalAirport: { '@_LocationCode': offer.to },
                      MarketingAirline: { '@_Code': LOW_COST_AIRLINE.code },
                    },
                  },
                },
              },
              AirItineraryPricingInfo: offer.bundles.map((price) => ({
                '@_FareFamily': price.bundle,
                PTC_FareBreakdowns: {
                  PTC_FareBreakdown: price.lines.map((line) => ({
                    PassengerTypeQuantity: [{ '@_Code': line.type, '@_Quantity': String(line.quantity) }],
                    PassengerFare: {
                      BaseFare: money(line.fare),
                      Taxes: { Tax: money(line.taxes) },
                      TotalFare: money(line.total),
                    },
                  })),
                },
                ItinTotalFare: { TotalFare: money(price.total) },
              })),
            })),
          },
  });
}

/** Writes the airline's refusal of a request. */
export function writeLowFareSearchErrors(errors: readonly OtaError[], header: OtaHeader): string {
  return writeOtaErrors(LOW_FARE_SEARCH_RS, errors, header);
}

/**
 * Reads the airline's answer to a search: its flights, or its refusal as an `AirlineRefusal`. An answer
 * that is not XML or not shaped as the OTA message is an `AirlineMessageError` naming what is wrong.
 */
export function readLowFareSearchRS(xml: string): { header: OtaHeader; offers: LowFareOffer[] } {
  const { header, body } = readOtaMessage(xml, LOW_FARE_SEARCH_RS);
  throwIfRefused(body);
  const parsed = responseSchema.safeParse(body);
  if (!parsed.success) throw new AirlineMessageError(describeIssues('search answer', parsed.error.issues));
  const offers = (parsed.data.PricedItineraries?.PricedItinerary ?? []).map((itinerary): LowFareOffer => {
    const segment = itinerary.AirItinerary.OriginDestinationOptions.OriginDestinationOption.FlightSegment;
    return {
      flightNumber: `${LOW_COST_AIRLINE.code} ${segment['@_FlightNumber']}`,
      from: segment.DepartureAirport['@_LocationCode'],
      to: segment.ArrivalAirport['@_LocationCode'],
      departure: segment['@_DepartureDateTime'],
      arrival: segment['@_ArrivalDateTime'],
      seatsLeft: segment['@_SeatsRemaining'],
      bundles: itinerary.AirItineraryPricingInfo.map((pricing) => ({
        bundle: pricing['@_FareFamily'],
        total: pricing.ItinTotalFare.TotalFare['@_Amount'],
        lines: pricing.PTC_FareBreakdowns.PTC_FareBreakdown.map((breakdown) => ({
          // The schema holds exactly one PassengerTypeQuantity per breakdown.
          type: breakdown.PassengerTypeQuantity[0]?.['@_Code'] ?? 'ADT',
          quantity: breakdown.PassengerTypeQuantity[0]?.['@_Quantity'] ?? 0,
          fare: breakdown.PassengerFare.BaseFare['@_Amount'],
          taxes: breakdown.PassengerFare.Taxes.Tax['@_Amount'],
          total: breakdown.PassengerFare.TotalFare['@_Amount'],
        })),
      })),
    };
  });
  return { header, offers };
}
