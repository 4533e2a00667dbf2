/**
 * Writing the airline's OTA 2003/05-style XML messages (fast-xml-builder), apart from reading them
 * (`ota-xml.ts`): what only writes (stories of messages) loads neither the parser nor the validator.
 */
import XMLBuilder from 'fast-xml-builder';

/** The OpenTravel namespace every message carries. */
export const OTA_NAMESPACE = 'http://www.opentravel.org/OTA/2003/05';

/** Attributes are written and read under this prefix: `@_Code`. */
export const ATTRIBUTE_PREFIX = '@_';

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
