/**
 * What the airline's XML reader and writer must do, as data: the same cases run in Node through xmldom
 * (`ota-xml.test.ts`) and in the browser through its own DOM (`OtaXml.stories.tsx`).
 */
import { OTA_NAMESPACE, type OtaBody, type OtaHeader } from './ota-xml-writer';

export const CASE_HEADER: OtaHeader = { echoToken: 'ping-1', timeStamp: '2026-11-25T10:00:00Z' };

/** A message written with every kind of value, and the text escaped where XML needs it. */
export const WRITTEN = {
  root: 'OTA_PingRQ',
  body: {
    EchoData: { '@_Note': `Tom & "Jerry" <3 'n'`, '#text': `Fish & chips <3 "yes" 'no' é €` },
    Error: [{ '@_Code': '1' }, { '@_Code': '2' }],
    Success: '',
    Left: undefined,
    Empty: {},
    Nested: { '@_Layout': 'ABC DEF', Deeper: 'x' },
  } satisfies OtaBody,
  xml: [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<OTA_PingRQ xmlns="${OTA_NAMESPACE}" Version="1.0" EchoToken="ping-1" TimeStamp="2026-11-25T10:00:00Z">`,
    `  <EchoData Note="Tom &amp; &quot;Jerry&quot; &lt;3 'n'">Fish &amp; chips &lt;3 "yes" 'no' é €</EchoData>`,
    '  <Error Code="1"/>',
    '  <Error Code="2"/>',
    '  <Success/>',
    '  <Empty/>',
    '  <Nested Layout="ABC DEF">',
    '    <Deeper>x</Deeper>',
    '  </Nested>',
    '</OTA_PingRQ>',
    '',
  ].join('\n'),
  /** The body read back: the header's attributes, and an empty object read as an empty element. */
  read: {
    '@_xmlns': OTA_NAMESPACE,
    '@_Version': '1.0',
    '@_EchoToken': 'ping-1',
    '@_TimeStamp': '2026-11-25T10:00:00Z',
    EchoData: { '@_Note': `Tom & "Jerry" <3 'n'`, '#text': `Fish & chips <3 "yes" 'no' é €` },
    Error: [{ '@_Code': '1' }, { '@_Code': '2' }],
    Success: '',
    Empty: '',
    Nested: { '@_Layout': 'ABC DEF', Deeper: 'x' },
  },
};

/** Messages read into plain objects. */
export const READ_CASES: readonly { what: string; xml: string; header: OtaHeader; body: OtaBody }[] = [
  {
    what: 'an element once as itself, twice as an array, and one that may repeat always as an array',
    xml: `<OTA_PingRS xmlns="${OTA_NAMESPACE}"><One A="1"/><Two>a</Two><Two>b</Two><Error Code="9"/></OTA_PingRS>`,
    header: { echoToken: '', timeStamp: '' },
    body: { '@_xmlns': OTA_NAMESPACE, One: { '@_A': '1' }, Two: ['a', 'b'], Error: [{ '@_Code': '9' }] },
  },
  {
    what: 'entities and character references decoded, CDATA as text, comments left out, text trimmed',
    xml: '<OTA_PingRS><T> &lt;a&gt; &amp; &quot;b&quot; &apos;c&apos; &#233;&#x20AC; </T><C><![CDATA[ <raw> & ]]></C><!-- note --></OTA_PingRS>',
    header: { echoToken: '', timeStamp: '' },
    body: { T: `<a> & "b" 'c' é€`, C: '<raw> &' },
  },
  {
    what: "a prefixed OTA message as the default namespace's, without another namespace's elements",
    xml: `<ota:OTA_PingRS xmlns:ota="${OTA_NAMESPACE}" xmlns:x="urn:x" EchoToken="e-1"><ota:One/><x:Extra/></ota:OTA_PingRS>`,
    header: { echoToken: 'e-1', timeStamp: '' },
    body: { '@_xmlns:ota': OTA_NAMESPACE, '@_xmlns:x': 'urn:x', '@_EchoToken': 'e-1', One: '' },
  },
  {
    what: 'an element named __proto__ as an element, not as what the body inherits',
    xml: '<OTA_PingRS><__proto__><Success/></__proto__></OTA_PingRS>',
    header: { echoToken: '', timeStamp: '' },
    body: Object.fromEntries([['__proto__', { Success: '' }]]),
  },
];

/** Messages refused, with what the `AirlineMessageError` says. */
export const REFUSED_CASES: readonly { what: string; xml: string; message: RegExp }[] = [
  {
    what: 'an unclosed root',
    xml: '<OTA_PingRS><Success/>',
    message: /^Not well-formed XML \(line 1\): \S.*\.$/,
  },
  {
    what: 'an attribute without quotes, on the second line',
    xml: '<OTA_PingRS>\n<A x=1/>\n</OTA_PingRS>',
    message: /^Not well-formed XML \(line 2\): \S.*\.$/,
  },
  {
    what: 'an undeclared entity',
    xml: '<OTA_PingRS>&nope;</OTA_PingRS>',
    message: /^Not well-formed XML \(line 1\)/,
  },
  { what: 'plain text', xml: 'Bad gateway', message: /^Not well-formed XML \(line 1\)/ },
  {
    what: 'another document',
    xml: '<html><body>Bad gateway</body></html>',
    message: /^Expected an OTA_PingRS message, got html\.$/,
  },
  {
    what: 'the message in another namespace',
    xml: '<OTA_PingRS xmlns="urn:other"/>',
    message: /^Expected an OTA_PingRS message, got OTA_PingRS in the namespace urn:other\.$/,
  },
];
