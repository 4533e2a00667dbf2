/**
 * Writing the airline's OTA 2003/05-style XML messages through the DOM (`xml-dom.ts`: the browser's own,
 * or the one provided in Node), apart from reading them (`ota-xml.ts`): what only writes (stories of
 * messages) loads no reader.
 */
import { xmlDom, type XmlDocument, type XmlElement } from './xml-dom';

/** The OpenTravel namespace every message carries. */
export const OTA_NAMESPACE = 'http://www.opentravel.org/OTA/2003/05';

/** Attributes are written and read under this prefix: `@_Code`. */
export const ATTRIBUTE_PREFIX = '@_';

/** An element's text beside its attributes: `{ '#text': '2026-12-18', '@_WindowBefore': 'P3D' }`. */
export const TEXT_KEY = '#text';

/** The header attributes of every OTA message. */
export interface OtaHeader {
  /** Echoed by the answer, to pair it with its request. */
  echoToken: string;
  /** When the message was written, ISO 8601. */
  timeStamp: string;
}

/** Where a request is sold from: OpenTravel's `POS/Source` (`POS_Type`, `SourceType`). */
export interface OtaPointOfSale {
  /** The requestor's ID at the airline (`RequestorID/@ID`). */
  requestorId: string;
  /** Its kind, OpenTravel code list UIT (`RequestorID/@Type`): 5 a travel agency. */
  requestorType: string;
  /** ISO 3166 country of the point of sale. */
  country: string;
  /** ISO 4217 currency of the point of sale. */
  currency: string;
}

/** The `POS` element every request starts with (`OTA_…RQ`'s first child in the schema). */
export const otaPointOfSale = (pos: OtaPointOfSale) => ({
  Source: {
    '@_ISOCountry': pos.country,
    '@_ISOCurrency': pos.currency,
    RequestorID: { '@_Type': pos.requestorType, '@_ID': pos.requestorId },
  },
});

/**
 * A message body: attributes under `@_name`, the text under `#text`, child elements by name (an array
 * repeats the element, `undefined` leaves it out, a string is its text, `''` an empty element).
 */
export type OtaBody = Record<string, unknown>;

const XMLNS_NAMESPACE = 'http://www.w3.org/2000/xmlns/';

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** Each level of elements two spaces further in, as the airline's own messages are laid out. */
const lineAt = (document: XmlDocument, depth: number) => document.createTextNode(`\n${'  '.repeat(depth)}`);

function textOf(name: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null) return '';
  throw new TypeError(`The OTA message's ${name} must be text.`);
}

/** Appends `value` as the element(s) `name` of `parent`, `depth` levels deep; says whether it did. */
function appendElement(
  document: XmlDocument,
  parent: XmlElement,
  name: string,
  value: unknown,
  depth: number,
): boolean {
  if (value === undefined) return false;
  if (Array.isArray(value))
    return value.reduce<boolean>(
      (appended, item) => appendElement(document, parent, name, item, depth) || appended,
      false,
    );
  const element = document.createElementNS(OTA_NAMESPACE, name);
  parent.appendChild(lineAt(document, depth));
  parent.appendChild(element);
  fillElement(document, element, value, depth);
  return true;
}

/** Writes `value` into `element`: its attributes, text and child elements. */
function fillElement(document: XmlDocument, element: XmlElement, value: unknown, depth: number): void {
  if (typeof value !== 'object' || value === null) {
    const text = textOf(element.nodeName, value);
    if (text !== '') element.appendChild(document.createTextNode(text));
    return;
  }
  let children = false;
  for (const [key, child] of Object.entries(value)) {
    if (child === undefined) continue;
    if (key.startsWith(ATTRIBUTE_PREFIX))
      element.setAttribute(key.slice(ATTRIBUTE_PREFIX.length), textOf(key, child));
    else if (key === TEXT_KEY) element.appendChild(document.createTextNode(textOf(key, child)));
    else children = appendElement(document, element, key, child, depth + 1) || children;
  }
  if (children) element.appendChild(lineAt(document, depth));
}

/**
 * Writes an OTA message: the root element with the namespace, version, echo token and time stamp, then
 * the body.
 *
 * @example
 * writeOtaMessage('OTA_PingRQ', { echoToken: 't1', timeStamp: '2026-11-25T10:00:00Z' }, { EchoData: 'hi' })
 */
export function writeOtaMessage(root: string, header: OtaHeader, body: OtaBody): string {
  const dom = xmlDom();
  const document = dom.implementation.createDocument(OTA_NAMESPACE, root, null);
  const element = document.documentElement;
  if (element === null) throw new Error(`The DOM created no ${root} element.`);
  // Declared as the first attribute, as the airline writes it (serializers would add it last, or first).
  element.setAttributeNS(XMLNS_NAMESPACE, 'xmlns', OTA_NAMESPACE);
  fillElement(
    document,
    element,
    {
      '@_Version': '1.0',
      '@_EchoToken': header.echoToken,
      '@_TimeStamp': header.timeStamp,
      ...body,
    },
    0,
  );
  return `${DECLARATION}${new dom.XMLSerializer().serializeToString(document)}\n`;
}
