/**
 * The airline's wire: OTA 2003/05-style XML messages, checked for well-formedness (fast-xml-validator),
 * read (fast-xml-parser) and written (fast-xml-builder) — the one project's three packages — then each
 * message's shape checked with zod by its reader.
 */
import { XMLParser } from 'fast-xml-parser';
import { SyntaxValidator } from 'fast-xml-validator';
import { ATTRIBUTE_PREFIX, type OtaBody, type OtaHeader } from './ota-xml-writer';

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
