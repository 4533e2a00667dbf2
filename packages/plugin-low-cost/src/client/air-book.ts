/**
 * The booking, both ways: `OTA_AirBookRQ` (the flights with their bundles, the travellers with their
 * documents, their seats and bags per flight, the contact, and either a hold or payment from the agency's
 * balance) and `OTA_AirBookRS` (the airline's 6-character booking reference, held with its time limit or
 * paid, and the total), or the airline's refusal.
 */
import type { Centimes } from '@comptoir/flight-domain';
import { z } from 'zod/mini';
import {
  AGENCY_POINT_OF_SALE,
  BUNDLE_BOOKING_CLASSES,
  FARE_BUNDLE_CODES,
  LOW_COST_AIRLINE,
  LOW_COST_PASSENGER_TYPES,
  type FareBundleCode,
  type LowCostPassengerType,
} from '../rules';
import {
  AirlineMessageError,
  describeIssues,
  oneOrMany,
  otaAmount,
  otaAmountSchema,
  otaPointOfSale,
  readOtaMessage,
  throwIfRefused,
  writeOtaMessage,
  type OtaHeader,
} from './ota-xml';

export const AIR_BOOK_RQ = 'OTA_AirBookRQ';
export const AIR_BOOK_RS = 'OTA_AirBookRS';

/** A flight booked, in a bundle. */
export interface BookedFlight {
  /** `R9 1060`. */
  flightNumber: string;
  from: string;
  to: string;
  /** Local departure, YYYY-MM-DDTHH:mm. */
  departure: string;
  bundle: FareBundleCode;
}

/** A traveller as the airline wants them. */
export interface BookedTraveller {
  type: LowCostPassengerType;
  givenName: string;
  surname: string;
  /** YYYY-MM-DD; the airline needs it for children and infants. */
  birthDate?: string;
  /** The passport, on international routes. */
  passport?: { number: string; country: string; expiry: string };
}

/** One traveller's extras on one flight, by their positions (0-based) in the request. */
export interface BookedExtras {
  traveller: number;
  flight: number;
  /** Checked bags bought on top of the bundle's. */
  bags: number;
  /** A seat chosen on the seat map, or null. */
  seat: string | null;
}

/** A whole booking request. */
export interface LowCostBookRequest {
  flights: BookedFlight[];
  travellers: BookedTraveller[];
  extras: BookedExtras[];
  contact: { email: string; phone: string };
  /** `hold`: unpaid until the airline's time limit; `balance`: paid now from the agency's balance. */
  payment: 'hold' | 'balance';
}

/** The airline's answer to a booking. */
export interface LowCostBookResult {
  /** The airline's booking reference, 6 characters. */
  reference: string;
  status: 'held' | 'paid';
  /** What the booking costs (fares and extras). */
  total: Centimes;
  /** Until when a held booking stays (ISO timestamp); null once paid. */
  timeLimit: string | null;
}

const code = z.string().check(z.regex(/^[A-Z]{3}$/, 'an IATA airport code'));
const localTime = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'a local time YYYY-MM-DDTHH:mm'));
const rph = z.coerce.number().check(z.int(), z.gte(1));
const nonEmpty = z.string().check(z.trim(), z.minLength(1));

const requestSchema = z.object({
  AirItinerary: z.object({
    OriginDestinationOptions: z.object({
      OriginDestinationOption: oneOrMany(
        z.object({
          FlightSegment: z.object({
            '@_FlightNumber': z.string().check(z.regex(/^\d{3,4}$/, 'a flight number')),
            '@_DepartureDateTime': localTime,
            '@_ResBookDesigCode': z.enum(Object.values(BUNDLE_BOOKING_CLASSES)),
            DepartureAirport: z.object({ '@_LocationCode': code }),
            ArrivalAirport: z.object({ '@_LocationCode': code }),
          }),
        }),
      ),
    }),
  }),
  TravelerInfo: z.object({
    AirTraveler: oneOrMany(
      z.object({
        '@_PassengerTypeCode': z.enum(LOW_COST_PASSENGER_TYPES),
        '@_BirthDate': z.optional(z.iso.date()),
        PersonName: z.object({ GivenName: nonEmpty, Surname: nonEmpty }),
        Telephone: z.optional(z.object({ '@_PhoneNumber': nonEmpty })),
        Email: z.optional(z.email()),
        Document: z.optional(
          z.object({
            '@_DocType': z.literal('Passport'),
            '@_DocID': nonEmpty,
            '@_DocIssueCountry': z.string().check(z.regex(/^[A-Z]{2}$/, 'a country code')),
            '@_ExpireDate': z.iso.date(),
          }),
        ),
      }),
    ),
    SpecialReqDetails: z.optional(
      z.object({
        SeatRequests: z.optional(
          z.object({
            SeatRequest: oneOrMany(
              z.object({
                '@_SeatNumber': z.string().check(z.regex(/^\d{1,3}[A-K]$/)),
                '@_TravelerRefNumberRPHList': rph,
                '@_FlightRefNumberRPHList': rph,
              }),
            ),
          }),
        ),
        SpecialServiceRequests: z.optional(
          z.object({
            SpecialServiceRequest: oneOrMany(
              z.object({
                '@_SSRCode': z.literal('XBAG'),
                '@_Number': z.coerce.number().check(z.int(), z.gte(1)),
                '@_TravelerRefNumberRPHList': rph,
                '@_FlightRefNumberRPHList': rph,
              }),
            ),
          }),
        ),
      }),
    ),
  }),
  Fulfillment: z.optional(
    z.object({
      PaymentDetails: z.object({ PaymentDetail: z.object({ '@_PaymentType': z.literal('AgencyBalance') }) }),
    }),
  ),
});

const responseSchema = z.object({
  Success: z.literal(''),
  AirReservation: z.object({
    BookingReferenceID: z.object({
      '@_ID': z.string().check(z.regex(/^[A-Z0-9]{6}$/, 'a 6-character booking reference')),
      '@_Status': z.enum(['Held', 'Paid']),
    }),
    Ticketing: z.optional(z.object({ '@_TicketTimeLimit': z.iso.datetime({ offset: true }) })),
    PriceInfo: z.object({ ItinTotalFare: z.object({ TotalFare: otaAmountSchema }) }),
  }),
});

/** The bundle sold in a booking class. */
const bundleOf = (bookingClass: string): FareBundleCode =>
  FARE_BUNDLE_CODES.find((bundle) => BUNDLE_BOOKING_CLASSES[bundle] === bookingClass) ?? 'BASIC';

const flightNumberOf = (flightNumber: string) => flightNumber.split(' ')[1] ?? flightNumber;
const position = (index: number) => String(index + 1);

/** Writes the booking request the agency sends. */
export function writeAirBookRQ(request: LowCostBookRequest, header: OtaHeader): string {
  const seats = request.extras.filter((extra) => extra.seat !== null);
  const bags = request.extras.filter((extra) => extra.bags > 0);
  return writeOtaMessage(AIR_BOOK_RQ, header, {
    POS: otaPointOfSale(AGENCY_POINT_OF_SALE),
    AirItinerary: {
      OriginDestinationOptions: {
        OriginDestinationOption: request.flights.map((flight, index) => ({
          '@_RPH': position(index),
          FlightSegment: {
            '@_FlightNumber': flightNumberOf(flight.flightNumber),
            '@_DepartureDateTime': flight.departure,
            '@_ResBookDesigCode': BUNDLE_BOOKING_CLASSES[flight.bundle],
            DepartureAirport: { '@_LocationCode': flight.from },
            ArrivalAirport: { '@_LocationCode': flight.to },
            MarketingAirline: { '@_Code': LOW_COST_AIRLINE.code },
          },
        })),
      },
    },
    TravelerInfo: {
      AirTraveler: request.travellers.map((traveller, index) => ({
        '@_PassengerTypeCode': traveller.type,
        '@_BirthDate': traveller.birthDate,
        PersonName: { GivenName: traveller.givenName, Surname: traveller.surname },
        // The booking's contact is its first traveller's telephone and e-mail, as OpenTravel has it.
        ...(index === 0
          ? { Telephone: { '@_PhoneNumber': request.contact.phone }, Email: request.contact.email }
          : {}),
        Document:
          traveller.passport === undefined
            ? undefined
            : {
                '@_DocType': 'Passport',
                '@_DocID': traveller.passport.number,
                '@_DocIssueCountry': traveller.passport.country,
                '@_ExpireDate': traveller.passport.expiry,
              },
        TravelerRefNumber: { '@_RPH': position(index) },
      })),
      SpecialReqDetails:
        seats.length === 0 && bags.length === 0
          ? undefined
          : {
              SeatRequests:
                seats.length === 0
                  ? undefined
                  : {
                      SeatRequest: seats.map((extra) => ({
                        '@_SeatNumber': extra.seat,
                        '@_TravelerRefNumberRPHList': position(extra.traveller),
                        '@_FlightRefNumberRPHList': position(extra.flight),
                      })),
                    },
              SpecialServiceRequests:
                bags.length === 0
                  ? undefined
                  : {
                      SpecialServiceRequest: bags.map((extra) => ({
                        '@_SSRCode': 'XBAG',
                        '@_Number': String(extra.bags),
                        '@_TravelerRefNumberRPHList': position(extra.traveller),
                        '@_FlightRefNumberRPHList': position(extra.flight),
                      })),
                    },
            },
    },
    Fulfillment:
      request.payment === 'balance'
        ? { PaymentDetails: { PaymentDetail: { '@_PaymentType': 'AgencyBalance' } } }
        : undefined,
  });
}

/** Reads a booking request (the simulated airline's side); a bad one is an `AirlineMessageError`. */
export function readAirBookRQ(xml: string): LowCostBookRequest {
  const parsed = requestSchema.safeParse(readOtaMessage(xml, AIR_BOOK_RQ).body);
  if (!parsed.success)
    throw new AirlineMessageError(
      describeIssues('booking request', parsed.error.issues).replace("The airline's ", 'The '),
    );
  const { AirItinerary, TravelerInfo, Fulfillment } = parsed.data;
  const [lead] = TravelerInfo.AirTraveler;
  if (lead?.Telephone === undefined || lead.Email === undefined)
    throw new AirlineMessageError(
      "The booking request's first traveller carries no contact (TravelerInfo/AirTraveler Telephone and Email).",
    );
  const extras = new Map<string, BookedExtras>();
  const extraOf = (traveller: number, flight: number) => {
    const key = `${String(traveller)}/${String(flight)}`;
    const found = extras.get(key) ?? { traveller: traveller - 1, flight: flight - 1, bags: 0, seat: null };
    extras.set(key, found);
    return found;
  };
  for (const seat of TravelerInfo.SpecialReqDetails?.SeatRequests?.SeatRequest ?? [])
    extraOf(seat['@_TravelerRefNumberRPHList'], seat['@_FlightRefNumberRPHList']).seat = seat['@_SeatNumber'];
  for (const bag of TravelerInfo.SpecialReqDetails?.SpecialServiceRequests?.SpecialServiceRequest ?? [])
    extraOf(bag['@_TravelerRefNumberRPHList'], bag['@_FlightRefNumberRPHList']).bags += bag['@_Number'];
  return {
    flights: AirItinerary.OriginDestinationOptions.OriginDestinationOption.map(({ FlightSegment }) => ({
      flightNumber: `${LOW_COST_AIRLINE.code} ${FlightSegment['@_FlightNumber']}`,
      from: FlightSegment.DepartureAirport['@_LocationCode'],
      to: FlightSegment.ArrivalAirport['@_LocationCode'],
      departure: FlightSegment['@_DepartureDateTime'],
      bundle: bundleOf(FlightSegment['@_ResBookDesigCode']),
    })),
    travellers: TravelerInfo.AirTraveler.map((traveller) => ({
      type: traveller['@_PassengerTypeCode'],
      givenName: traveller.PersonName.GivenName,
      surname: traveller.PersonName.Surname,
      ...(traveller['@_BirthDate'] === undefined ? {} : { birthDate: traveller['@_BirthDate'] }),
      ...(traveller.Document === undefined
        ? {}
        : {
            passport: {
              number: traveller.Document['@_DocID'],
              country: traveller.Document['@_DocIssueCountry'],
              expiry: traveller.Document['@_ExpireDate'],
            },
          }),
    })),
    extras: [...extras.values()],
    contact: { email: lead.Email, phone: lead.Telephone['@_PhoneNumber'] },
    payment: Fulfillment === undefined ? 'hold' : 'balance',
  };
}

/** Writes the airline's confirmation of a booking. */
export function writeAirBookRS(result: LowCostBookResult, header: OtaHeader): string {
  return writeOtaMessage(AIR_BOOK_RS, header, {
    Success: '',
    AirReservation: {
      BookingReferenceID: {
        '@_ID': result.reference,
        '@_Type': '14',
        '@_Status': result.status === 'paid' ? 'Paid' : 'Held',
      },
      Ticketing: result.timeLimit === null ? undefined : { '@_TicketTimeLimit': result.timeLimit },
      PriceInfo: { ItinTotalFare: { TotalFare: otaAmount(result.total) } },
    },
  });
}

/**
 * Reads the airline's answer to a booking: its reference, status, total and time limit, or its refusal
 * (`AirlineRefusal`); a malformed answer is an `AirlineMessageError` naming what is wrong.
 */
export function readAirBookRS(xml: string): LowCostBookResult {
  const { body } = readOtaMessage(xml, AIR_BOOK_RS);
  throwIfRefused(body);
  const parsed = responseSchema.safeParse(body);
  if (!parsed.success) throw new AirlineMessageError(describeIssues('booking answer', parsed.error.issues));
  const reservation = parsed.data.AirReservation;
  const paid = reservation.BookingReferenceID['@_Status'] === 'Paid';
  const timeLimit = reservation.Ticketing?.['@_TicketTimeLimit'] ?? null;
  if (!paid && timeLimit === null)
    throw new AirlineMessageError("The airline's booking answer holds the booking without a time limit.");
  return {
    reference: reservation.BookingReferenceID['@_ID'],
    status: paid ? 'paid' : 'held',
    total: reservation.PriceInfo.ItinTotalFare.TotalFare['@_Amount'],
    timeLimit: paid ? null : timeLimit,
  };
}
