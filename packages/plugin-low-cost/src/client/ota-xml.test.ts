import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { AirlineMessageError, readOtaMessage, writeOtaMessage } from './ota-xml';
import { CASE_HEADER, READ_CASES, REFUSED_CASES, WRITTEN } from './ota-xml-cases';
import { provideXmlDom, xmlDom } from './xml-dom';

describe('the OTA XML wire in Node (xmldom)', () => {
  it('writes every kind of value, laid out and escaped, and reads it back', () => {
    const xml = writeOtaMessage(WRITTEN.root, CASE_HEADER, WRITTEN.body);
    expect(xml).toBe(WRITTEN.xml);
    expect(readOtaMessage(xml, WRITTEN.root)).toEqual({ header: CASE_HEADER, body: WRITTEN.read });
  });

  it.each(READ_CASES)('reads $what', ({ xml, header, body }) => {
    expect(readOtaMessage(xml, 'OTA_PingRS')).toEqual({ header, body });
  });

  it.each(REFUSED_CASES)('refuses $what, saying what is wrong', ({ xml, message }) => {
    expect(() => readOtaMessage(xml, 'OTA_PingRS')).toThrow(AirlineMessageError);
    expect(() => readOtaMessage(xml, 'OTA_PingRS')).toThrow(message);
  });

  it('reads back any text and attribute it wrote', () => {
    const unit = fc.oneof(
      fc.constantFrom('&', '<', '>', '"', "'", ' ', '\t', 'é', '€', '😀', ']]>'),
      fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }),
    );
    const attribute = fc.string({ unit });
    // Text is read trimmed, as the airline's values carry no spaces around them.
    const text = fc.string({ unit }).filter((value) => value.trim() === value);
    fc.assert(
      fc.property(attribute, text, (note, echo) => {
        const xml = writeOtaMessage('OTA_PingRQ', CASE_HEADER, {
          EchoData: { '@_Note': note, '#text': echo },
        });
        const { EchoData } = readOtaMessage(xml, 'OTA_PingRQ').body;
        expect(EchoData).toEqual(echo === '' ? { '@_Note': note } : { '@_Note': note, '#text': echo });
      }),
    );
  });

  it('refuses to write a value that is not text', () => {
    expect(() => writeOtaMessage('OTA_PingRQ', CASE_HEADER, { Count: 3 })).toThrow(
      "The OTA message's Count must be text.",
    );
  });
});

describe('a parsererror as Firefox words it', () => {
  const node = xmlDom();
  afterEach(() => {
    provideXmlDom(node);
  });

  it('gives its line and what is wrong', () => {
    class GeckoParser {
      parseFromString() {
        const document = node.implementation.createDocument(
          'http://www.mozilla.org/newlayout/xml/parsererror.xml',
          'parsererror',
          null,
        );
        document.documentElement?.appendChild(
          document.createTextNode(
            'XML Parsing Error: mismatched tag. Expected: </a>.\nLocation: http://localhost/\nLine Number 3, Column 9:',
          ),
        );
        return document;
      }
    }
    provideXmlDom({ ...node, DOMParser: GeckoParser });
    expect(() => readOtaMessage('<a></b>', 'OTA_PingRS')).toThrow(
      'Not well-formed XML (line 3): mismatched tag. Expected: </a>.',
    );
  });
});
