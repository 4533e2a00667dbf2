/**
 * The airline's wire: OTA 2003/05-style XML messages, checked for well-formedness (fast-xml-parser's validator),
 * read (fast-xml-parser) and written (fast-xml-builder) — the one project's three packages — then each
 * message's shape checked with zod by its reader.
 */
// fast-xml-parser's own validator, not the fast-xml-validator package it now points to: that package's
// index also loads a business-rules validator whose encoding registry calls Node's `Buffer` when the module
// loads, which breaks every browser page that is not tree-shaken (the dev server, Storybook).
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { centimesFromDecimalSchema, fromCentimes } from '@comptoir/flight-domain';
import { z } from 'zod/mini';
import { ATTRIBUTE_PREFIX, type OtaBody, type OtaHeader, writeOtaMessage } from './ota-xml-writer';

export { OTA_NAMESPACE, writeOtaMessage, type OtaBody, type OtaHeader } from './ota-xml-writer';

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

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: ATTRIBUTE_PREFIX,
  // Codes such as "0800" or flight numbers stay strings; zod decides what is a number.
  parseAttributeValue: false,
  parseTagValue: false,
  isArray: (name) => REPEATED.has(name),
});

/**
 * Reads an OTA message whose root must be `root`: its header and its body, as plain objects for a zod
 * schema to check. Not XML, or another message, is an `AirlineMessageError` saying which.
 */
export function readOtaMessage(xml: string, root: string): { header: OtaHeader; body: OtaBody } {
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- see the import.
  const validation = XMLValidator.validate(xml);
  if (validation !== true) {
    const { line, msg } = validation.err;
    throw new AirlineMessageError(`Not well-formed XML (line ${String(line)}): ${msg}`);
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
  Errors: z.object({
    Error: z.array(z.object({ '@_Code': z.string(), '@_ShortText': z.string() })).check(z.minLength(1)),
  }),
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
export const oneOrMany = <Schema extends z.ZodMiniType>(schema: Schema) =>
  z.union([
    z.array(schema),
    z.pipe(
      schema,
      z.transform((one: z.output<Schema>) => [one]),
    ),
  ]);

/** Attribute values are text: a boolean as the messages write it. */
export const otaBoolean = z.pipe(
  z.enum(['true', 'false']),
  z.transform((value) => value === 'true'),
);
