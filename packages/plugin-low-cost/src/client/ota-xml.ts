/**
 * The airline's wire: OTA 2003/05-style XML messages read through the DOM (`xml-dom.ts`: the browser's
 * own `DOMParser`, or the one provided in Node) into plain objects, then each message's shape checked
 * with zod by its reader. Written by `ota-xml-writer.ts`.
 */
import { centimesFromDecimalSchema, fromCentimes } from '@comptoir/flight-domain';
import { z } from 'zod/mini';
import {
  ATTRIBUTE_PREFIX,
  OTA_NAMESPACE,
  TEXT_KEY,
  type OtaBody,
  type OtaHeader,
  writeOtaMessage,
} from './ota-xml-writer';
import {
  CDATA_SECTION_NODE,
  ELEMENT_NODE,
  PARSER_ERROR_NAMESPACES,
  TEXT_NODE,
  xmlDom,
  type XmlElement,
  type XmlNode,
} from './xml-dom';

export {
  OTA_NAMESPACE,
  otaPointOfSale,
  writeOtaMessage,
  type OtaBody,
  type OtaHeader,
} from './ota-xml-writer';

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

/**
 * What a `parsererror` says, as Chromium and WebKit word it ("error on line 2 at column 5: …", then a
 * sentence of their own, which the Node DOM of `src/mock/node.ts` copies) or Firefox ("XML Parsing Error:
 * … Line Number 2, …").
 */
const PARSER_ERROR_FORMS = [
  {
    pattern:
      /error on line (\d+) at column \d+: (.+?) ?(?:Below is a rendering of the page up to the first error\.)?$/,
    line: 1,
    what: 2,
  },
  { pattern: /XML Parsing Error: (.+?) Location: .*Line Number (\d+)/, line: 2, what: 1 },
];

function notWellFormed(parserError: XmlElement): AirlineMessageError {
  const text = (parserError.textContent ?? '').replace(/\s+/g, ' ').trim();
  for (const form of PARSER_ERROR_FORMS) {
    const match = form.pattern.exec(text);
    const line = match?.[form.line];
    const what = match?.[form.what];
    if (line !== undefined && what !== undefined)
      return new AirlineMessageError(`Not well-formed XML (line ${line}): ${what.replace(/\.?$/, '.')}`);
  }
  return new AirlineMessageError(`Not well-formed XML: ${text}`);
}

const isElement = (node: XmlNode): node is XmlElement => node.nodeType === ELEMENT_NODE;

/**
 * An element as a plain object: its attributes under `@_name`, its text under `#text` when it has any,
 * its child elements of the message's namespace by local name (an array when one repeats or is in
 * `REPEATED`); other namespaces' elements are not the message's and are left out.
 */
function readElement(element: XmlElement): Record<string, unknown> {
  // Collected in a map, then made an object of own properties: an element named `__proto__` stays one.
  const read = new Map<string, unknown>();
  for (const attribute of Array.from(element.attributes))
    read.set(`${ATTRIBUTE_PREFIX}${attribute.name}`, attribute.value);
  let text = '';
  for (const child of Array.from(element.childNodes)) {
    if (child.nodeType === TEXT_NODE || child.nodeType === CDATA_SECTION_NODE) text += child.nodeValue ?? '';
    if (!isElement(child) || child.namespaceURI !== element.namespaceURI) continue;
    const name = child.localName ?? child.nodeName;
    const value = readValue(child);
    const previous = read.get(name);
    if (Array.isArray(previous)) previous.push(value);
    else if (previous !== undefined) read.set(name, [previous, value]);
    else read.set(name, REPEATED.has(name) ? [value] : value);
  }
  text = text.trim();
  if (text !== '') read.set(TEXT_KEY, text);
  return Object.fromEntries(read);
}

/** An element with neither attributes nor children is its text (`''` when empty); else an object. */
function readValue(element: XmlElement): unknown {
  const read = readElement(element);
  const keys = Object.keys(read);
  if (keys.length === 0) return '';
  return keys.length === 1 && keys[0] === TEXT_KEY ? read[TEXT_KEY] : read;
}

/**
 * Reads an OTA message whose root must be `root` (in the OTA namespace, or in none): its header and its
 * body, as plain objects for a zod schema to check. Not XML, or another message, is an
 * `AirlineMessageError` saying which.
 */
export function readOtaMessage(xml: string, root: string): { header: OtaHeader; body: OtaBody } {
  const document = new (xmlDom().DOMParser)().parseFromString(xml, 'application/xml');
  const [parserError] = PARSER_ERROR_NAMESPACES.flatMap((namespace) =>
    Array.from(document.getElementsByTagNameNS(namespace, 'parsererror')),
  );
  if (parserError !== undefined) throw notWellFormed(parserError);
  const element = document.documentElement;
  if (element === null) throw new AirlineMessageError(`Expected an ${root} message, got nothing.`);
  const { namespaceURI } = element;
  const elsewhere =
    namespaceURI === null || namespaceURI === OTA_NAMESPACE ? '' : ` in the namespace ${namespaceURI}`;
  if (element.localName !== root || elsewhere !== '')
    throw new AirlineMessageError(`Expected an ${root} message, got ${element.nodeName}${elsewhere}.`);
  const text = (name: string) => element.getAttribute(name) ?? '';
  return {
    header: { echoToken: text('EchoToken'), timeStamp: text('TimeStamp') },
    body: readElement(element),
  };
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

/**
 * The kinds of error OpenTravel's code list EWT names that the airline answers with (`Error/@Type`,
 * required by the schema's `ErrorType`).
 */
export const OTA_ERROR_TYPES = {
  /** The request is well-formed but breaks the schema's order or counts. */
  protocolViolation: '7',
  /** The airline does not do what is asked (a business rule). */
  businessRule: '3',
  /** A required element or attribute is absent. */
  requiredFieldMissing: '10',
  /** A message the airline does not answer. */
  noImplementation: '2',
} as const;

/** One of the airline's errors: its EWT type, its ERR code and its text. */
export interface OtaError {
  type: (typeof OTA_ERROR_TYPES)[keyof typeof OTA_ERROR_TYPES];
  code: string;
  text: string;
}

/** Writes the airline's refusal of a request, as the answer message `root`. */
export function writeOtaErrors(root: string, errors: readonly OtaError[], header: OtaHeader): string {
  return writeOtaMessage(root, header, {
    Errors: {
      Error: errors.map((error) => ({
        '@_Type': error.type,
        '@_Code': error.code,
        '@_ShortText': error.text,
      })),
    },
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
