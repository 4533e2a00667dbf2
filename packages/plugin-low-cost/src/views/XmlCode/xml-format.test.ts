import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prettyPrintXml, tokenizeXml } from './xml-format';

const minified =
  '<?xml version="1.0" encoding="UTF-8"?><OTA_AirBookRS EchoToken="bk-1"><Success/><!-- held --><AirReservation><BookingReferenceID ID="QX4T7M" Type="14"/><Note>Pay before 18:00</Note><Empty></Empty></AirReservation></OTA_AirBookRS>';

describe('prettyPrintXml', () => {
  it('puts each element on its own line, two spaces a level, an element of text alone on one line', () => {
    expect(prettyPrintXml(minified)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<OTA_AirBookRS EchoToken="bk-1">',
        '  <Success/>',
        '  <!-- held -->',
        '  <AirReservation>',
        '    <BookingReferenceID ID="QX4T7M" Type="14"/>',
        '    <Note>Pay before 18:00</Note>',
        '    <Empty></Empty>',
        '  </AirReservation>',
        '</OTA_AirBookRS>',
      ].join('\n'),
    );
  });

  it('gives the same text for XML already indented, and keeps what is not XML', () => {
    const pretty = prettyPrintXml(minified);
    expect(prettyPrintXml(pretty)).toBe(pretty);
    expect(prettyPrintXml('Bad gateway')).toBe('Bad gateway');
    expect(prettyPrintXml('<OTA_AirLowFareSearchRS><Success/>')).toBe(
      '<OTA_AirLowFareSearchRS>\n  <Success/>',
    );
  });
});

describe('tokenizeXml', () => {
  it('names tags, attributes, values, text and comments', () => {
    expect(tokenizeXml('<a x="1" y=\'2\'>hi<!-- c --></a>')).toEqual([
      { kind: 'punctuation', text: '<' },
      { kind: 'tag', text: 'a' },
      { kind: 'text', text: ' ' },
      { kind: 'attribute', text: 'x' },
      { kind: 'punctuation', text: '=' },
      { kind: 'value', text: '"1"' },
      { kind: 'text', text: ' ' },
      { kind: 'attribute', text: 'y' },
      { kind: 'punctuation', text: '=' },
      { kind: 'value', text: "'2'" },
      { kind: 'punctuation', text: '>' },
      { kind: 'text', text: 'hi' },
      { kind: 'comment', text: '<!-- c -->' },
      { kind: 'punctuation', text: '</' },
      { kind: 'tag', text: 'a' },
      { kind: 'punctuation', text: '>' },
    ]);
  });

  it('gives back any text exactly when its tokens are joined', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(
          tokenizeXml(text)
            .map((token) => token.text)
            .join(''),
        ).toBe(text);
      }),
    );
    expect(
      tokenizeXml(prettyPrintXml(minified))
        .map((token) => token.text)
        .join(''),
    ).toBe(prettyPrintXml(minified));
  });
});
