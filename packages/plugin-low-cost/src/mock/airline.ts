/**
 * One exchange with the simulated Argana Air: an OTA request in, checked against the OpenTravel schema's
 * rules for its message as a real airline's endpoint validates it (`ota-schema.ts`), the matching OTA
 * response out (its refusals as OTA `Errors`, as OTA services answer), and the exchange logged for XML
 * support with the booking it made, if any.
 */
import type { SandboxActor } from '@comptoir/mock-backend';
import { AIR_BOOK_RQ, AIR_BOOK_RS, readAirBookRQ, writeAirBookRS } from '../client/air-book';
import {
  LOW_FARE_SEARCH_RQ,
  LOW_FARE_SEARCH_RS,
  readLowFareSearchRQ,
  writeLowFareSearchRS,
} from '../client/low-fare-search';
import {
  AirlineMessageError,
  OTA_ERROR_TYPES,
  writeOtaErrors,
  type OtaError,
  type OtaHeader,
} from '../client/ota-xml';
import { otaSchemaViolation } from '../client/ota-schema';
import { readSeatMapRQ, SEAT_MAP_RQ, SEAT_MAP_RS, writeSeatMapRS } from '../client/seat-map';
import { airportLabel, isServedRoute, LOW_COST_AIRLINE } from '../rules';
import { bookFlights, BookingRefusal, seatsTaken } from './booking-store';
import { logExchange } from './message-log';
import { flightsOn, priceFlight, windowDays } from './schedule';
import { airlineSeatMap } from './seat-maps';

/** What the airline answered, and whether it accepted the request. */
interface Answer {
  response: string;
  ok: boolean;
  bookingReference: string | null;
}

const ANSWER_ROOTS: Readonly<Record<string, string>> = {
  [LOW_FARE_SEARCH_RQ]: LOW_FARE_SEARCH_RS,
  [SEAT_MAP_RQ]: SEAT_MAP_RS,
  [AIR_BOOK_RQ]: AIR_BOOK_RS,
};

/** OpenTravel's ERR code 450, "Unable to process": a request the airline cannot read. */
const UNREADABLE = '450';

/** A request that breaks its message's schema, refused before it is read. */
class SchemaRefusal extends Error {
  override readonly name = 'SchemaRefusal';
  constructor(
    readonly type: OtaError['type'],
    message: string,
  ) {
    super(message);
  }
}

/** The refusal `error` as the airline's OTA error, or null when it is not a refusal. */
function otaErrorOf(error: unknown): OtaError | null {
  if (error instanceof SchemaRefusal) return { type: error.type, code: UNREADABLE, text: error.message };
  if (error instanceof BookingRefusal)
    return { type: OTA_ERROR_TYPES.businessRule, code: error.code, text: error.message };
  if (error instanceof AirlineMessageError)
    return { type: OTA_ERROR_TYPES.protocolViolation, code: UNREADABLE, text: error.message };
  return null;
}

const cityOf = (code: string) => airportLabel(code).replace(/ \([A-Z]{3}\)$/, '');

function answerRequest(
  root: string,
  xml: string,
  header: OtaHeader,
  actor: SandboxActor,
  nowMs: number,
): Answer {
  const success = (response: string, bookingReference: string | null = null) => ({
    response,
    ok: true,
    bookingReference,
  });
  switch (root) {
    case LOW_FARE_SEARCH_RQ: {
      const { criteria } = readLowFareSearchRQ(xml);
      if (!isServedRoute(criteria.from, criteria.to))
        throw new BookingRefusal(
          '322',
          `${LOW_COST_AIRLINE.name} does not fly from ${cityOf(criteria.from)} to ${cityOf(criteria.to)}.`,
        );
      const offers = windowDays(criteria.date, criteria.windowDays).flatMap((day) =>
        flightsOn(criteria.from, criteria.to, day).map((flight) => priceFlight(flight, criteria.passengers)),
      );
      return success(writeLowFareSearchRS(offers, header));
    }
    case SEAT_MAP_RQ: {
      const criteria = readSeatMapRQ(xml, LOW_COST_AIRLINE.code);
      const taken = seatsTaken(criteria.flightNumber, criteria.departure, nowMs);
      const seatMap = airlineSeatMap(criteria.flightNumber, criteria.departure, criteria.bundle, taken);
      return success(writeSeatMapRS(seatMap, criteria.departure, header));
    }
    default: {
      const result = bookFlights(readAirBookRQ(xml), {
        organizationId: actor.activeOrganizationId,
        userId: actor.userId,
        echoToken: header.echoToken,
        nowMs,
      });
      return success(writeAirBookRS(result, header), result.reference);
    }
  }
}

/**
 * Answers one OTA request as the actor's agency, at `nowMs`, and logs the exchange. Returns the XML
 * answer.
 */
export function answerAirline(
  xml: string,
  actor: SandboxActor,
  nowMs: number,
  durationMs: () => number,
): string {
  const requestedAt = new Date(nowMs).toISOString();
  const echoToken = /EchoToken="([^"]*)"/.exec(xml)?.[1] ?? '';
  const header = { echoToken, timeStamp: requestedAt };
  const message = /<(OTA_\w+)/.exec(xml)?.[1] ?? 'unknown';
  const answerRoot = ANSWER_ROOTS[message] ?? 'OTA_ErrorRS';
  let answer: Answer;
  try {
    if (answerRoot === 'OTA_ErrorRS')
      throw new SchemaRefusal(
        OTA_ERROR_TYPES.noImplementation,
        `${LOW_COST_AIRLINE.name} does not answer ${message}.`,
      );
    const violation = otaSchemaViolation(xml);
    if (violation !== null)
      throw new SchemaRefusal(
        violation.missing ? OTA_ERROR_TYPES.requiredFieldMissing : OTA_ERROR_TYPES.protocolViolation,
        `${LOW_COST_AIRLINE.name} refused the request, which breaks the OpenTravel schema: ${violation.message}`,
      );
    answer = answerRequest(message, xml, header, actor, nowMs);
  } catch (error) {
    const refusal = otaErrorOf(error);
    if (refusal === null) throw error;
    answer = {
      response: writeOtaErrors(answerRoot, [refusal], header),
      ok: false,
      bookingReference: null,
    };
  }
  logExchange({
    organizationId: actor.activeOrganizationId,
    message,
    echoToken,
    bookingReference: answer.bookingReference,
    requestedAt,
    durationMs: Math.max(0, durationMs()),
    status: answer.ok ? 'success' : 'error',
    request: xml,
    response: answer.response,
  });
  return answer.response;
}
