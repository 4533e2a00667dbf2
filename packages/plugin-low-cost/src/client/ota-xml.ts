/**
 * The airline's wire: OTA 2003/05-style XML messages, checked for well-formedness (fast-xml-validator),
 * read (fast-xml-parser) and written (fast-xml-builder) — the one project's three packages — then each
 * message's shape checked with zod by its reader.
 */
import XMLBuilder from 'fast-xml-builder';
import { XMLParser } from 'fast-xml-parser';
import { SyntaxValidator } from 'fast-xml-validator';
import { centimesFromDecimalSchema, fromCentimes } from '@comptoir/flight-domain';
import { z } from 'zod';

/** The OpenTravel namespace every message carries. */
export const OTA_NAMESPACE = 'http://www.opentravel.org/OTA/2003/05';

/** What is wrong with a message the airline sent (or, in the simulated airline, received). */
export class AirlineMessageError extends Error {
  override readonly name = 'AirlineMessageError';
}

/** Elements that may repeat: always read as arrays, even when a message has one. */
const REPEATED = new Set([
  'PassengerTypeQuantity',
  'PricedItinerary',
  'AirItineraryPricingInfo',
  'PTC_FareBreakdown',
  'Error',
]);

const ATTRIBUTE_PREFIX = '@_';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: ATTRIBUTE_PREFIX,
  // Codes such as "0800" or flight numbers stay strings; zod decides what is a number.
  parseAttributeValue: false,
  parseTagValue: false,
  isArray: (name) => REPEATED.has(name),
});

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: ATTRIBUTE_PREFIX,
  format: true,
  suppressEmptyNode: true,
  // 'true' is written as a value (Available="true"), not as a bare HTML-style attribute.
  suppressBooleanAttributes: false,
});

/** The header attributes of every OTA message. */
export interface OtaHeader {
  /** Echoed by the answer, to pair it with its request. */
  echoToken: string;
  /** When the message was written, ISO 8601. */
  timeStamp: string;
}

/** A message body: attributes under `@_name`, child elements by name. */
export type OtaBody = Record<string, unknown>;

/**
 * Writes an OTA message: the root element with the namespace, version, echo token and time stamp, then
 * the body.
 *
 * @example
 * writeOtaMessage('OTA_PingRQ', { echoToken: 't1', timeStamp: '2026-11-25T10:00:00Z' }, { EchoData: 'hi' })
 */
export function writeOtaMessage(root: string, header: OtaHeader, body: OtaBody): string {
  const message = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    [root]: {
      '@_xmlns': OTA_NAMESPACE,
      '@_Version': '1.0',
      '@_EchoToken': header.echoToken,
      '@_TimeStamp': header.timeStamp,
      ...body,
    },
  };
  return builder.build(message);
}

/**
 * Reads an OTA message whose root must be `root`: its header and its body, as plain objects for a zod
 * schema to check. Not XML, or another message, is an `AirlineMessageError` saying which.
 */
export function readOtaMessage(xml: string, root: string): { header: OtaHeader; body: OtaBody } {
  try {
    SyntaxValidator.validate(xml);
  } catch (error) {
    const line = error instanceof Error && 'line' in error ? ` (line ${String(error.line)})` : '';
    throw new AirlineMessageError(
      `Not well-formed XML${line}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const document = parser.parse(xml) as Record<string, unknown>;
  const element = document[root];
  if (typeof element !== 'object' || element === null) {
    const found = Object.keys(document).find((name) => name !== '?xml') ?? 'nothing';
    throw new AirlineMessageError(`Expected an ${root} message, got ${found}.`);
  }
  const body = element as OtaBody;
  const text = (name: string) =>
    typeof body[`${ATTRIBUTE_PREFIX}${name}`] === 'string' ? String(body[`${ATTRIBUTE_PREFIX}${name}`]) : '';
  return { header: { echoToken: text('EchoToken'), timeStamp: text('TimeStamp') }, body };
}

/** Formats a zod issue list of a message as one readable sentence. */
export function describeIssues(
  message: string,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): string {
  const first = issues[0];
  const where = first === undefined ? '' : first.path.map(String).join('.');
  return `The airline's ${message} is not as expected${where === '' ? '' : ` at ${where}`}: ${first?.message ?? 'unknown issue'}.`;
}

/** The airline refused the request (its `Errors`), with its own text. */
export class AirlineRefusal extends Error {
  override readonly name = 'AirlineRefusal';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const errorsSchema = z.object({
  Errors: z.object({ Error: z.array(z.object({ '@_Code': z.string(), '@_ShortText': z.string() })).min(1) }),
});

/** Throws the airline's refusal when a read answer carries `Errors`. */
export function throwIfRefused(body: OtaBody): void {
  const refused = errorsSchema.safeParse(body);
  if (!refused.success) return;
  const [first] = refused.data.Errors.Error;
  throw new AirlineRefusal(first?.['@_Code'] ?? '', first?.['@_ShortText'] ?? '');
}

/** Writes the airline's refusal of a request, as the answer message `root`. */
export function writeOtaErrors(
  root: string,
  errors: readonly { code: string; text: string }[],
  header: OtaHeader,
): string {
  return writeOtaMessage(root, header, {
    Errors: { Error: errors.map((error) => ({ '@_Code': error.code, '@_ShortText': error.text })) },
  });
}

/** An amount in MAD as the messages carry it, read into centimes. */
export const otaAmountSchema = z.object({
  '@_Amount': centimesFromDecimalSchema,
  '@_CurrencyCode': z.literal('MAD'),
});

/** Centimes written as a message's MAD amount. */
export const otaAmount = (centimes: number) => ({
  '@_Amount': fromCentimes(centimes).toFixed(2),
  '@_CurrencyCode': 'MAD',
});

/** An element that may appear once or more, read as an array either way. */
export const oneOrMany = <Schema extends z.ZodType>(schema: Schema) =>
  z.union([z.array(schema), schema.transform((one) => [one])]);

/** Attribute values are text: a boolean as the messages write it. */
export const otaBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');
