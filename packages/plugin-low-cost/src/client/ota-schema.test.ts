/**
 * Every request the plugin sends, held to the OpenTravel 2003/05 schema's rules for its message
 * (`ota-schema.ts`): its root in the OTA namespace with `Version`, `POS` first with the agency's point
 * of sale, each element in the schema's order with its required children and attributes; and the rules
 * themselves, each shown catching what breaks it.
 */
import { describe, expect, it } from 'vitest';
import { AGENCY_POINT_OF_SALE } from '../rules';
import { writeAirBookRQ, type LowCostBookRequest } from './air-book';
import { writeLowFareSearchRQ } from './low-fare-search';
import { OTA_NAMESPACE } from './ota-xml';
import { otaSchemaViolation } from './ota-schema';
import { writeSeatMapRQ } from './seat-map';
import { lowFareCriteria } from './test-criteria';
import { xmlDom, type XmlElement } from './xml-dom';

const header = { echoToken: 'schema-0001', timeStamp: '2026-11-25T09:30:00Z' };
const booking: LowCostBookRequest = {
  flights: [
    { flightNumber: 'R9 1060', from: 'RAK', to: 'ORY', departure: '2026-12-18T07:15', bundle: 'BASIC' },
    { flightNumber: 'R9 1061', from: 'ORY', to: 'RAK', departure: '2026-12-22T12:40', bundle: 'FLEX' },
  ],
  travellers: [
    { type: 'ADT', givenName: 'Salma', surname: 'Bennani' },
    { type: 'INF', givenName: 'Rayan', surname: 'Bennani', birthDate: '2026-02-01' },
  ],
  extras: [{ traveller: 0, flight: 0, bags: 1, seat: '12A' }],
  contact: { email: 'salma@example.ma', phone: '+212600000000' },
  payment: 'balance',
};

const search = writeLowFareSearchRQ(lowFareCriteria(), header);
const seatMap = writeSeatMapRQ(
  { flightNumber: 'R9 1060', from: 'RAK', to: 'ORY', departure: '2026-12-18T07:15', bundle: 'VALUE' },
  header,
);
const booked = writeAirBookRQ(booking, header);
const held = writeAirBookRQ({ ...booking, payment: 'hold', extras: [] }, header);

const rootOf = (xml: string) => {
  const root = new (xmlDom().DOMParser)().parseFromString(xml, 'application/xml').documentElement;
  if (root === null) throw new Error('No root.');
  return root;
};
const childElements = (element: XmlElement | undefined) =>
  Array.from(element?.childNodes ?? []).filter((node): node is XmlElement => node.nodeType === 1);

describe('the requests the plugin sends', () => {
  it.each([
    ['OTA_AirLowFareSearchRQ', search],
    ['OTA_AirSeatMapRQ', seatMap],
    ['OTA_AirBookRQ (paid)', booked],
    ['OTA_AirBookRQ (held)', held],
  ])('%s follows its OpenTravel schema', (_, xml) => {
    expect(otaSchemaViolation(xml)).toBeNull();
  });

  it.each([
    ['OTA_AirLowFareSearchRQ', search, ['POS', 'OriginDestinationInformation', 'TravelerInfoSummary']],
    ['OTA_AirSeatMapRQ', seatMap, ['POS', 'SeatMapRequests']],
    ['OTA_AirBookRQ', booked, ['POS', 'AirItinerary', 'TravelerInfo', 'Fulfillment']],
  ])(
    '%s: its root in the OTA namespace with Version, then POS with the agency as requestor, in MA and MAD',
    (name, xml, children) => {
      const root = rootOf(xml);
      expect(root.localName).toBe(name);
      expect(root.namespaceURI).toBe(OTA_NAMESPACE);
      expect(root.getAttribute('Version')).toMatch(/^\d+\.\d+$/);
      expect(root.getAttribute('EchoToken')).toBe(header.echoToken);
      expect(root.getAttribute('TimeStamp')).toBe(header.timeStamp);
      expect(childElements(root).map((child) => child.localName)).toEqual(children);
      const [pos] = childElements(root);
      const [source] = childElements(pos);
      expect(source?.getAttribute('ISOCountry')).toBe('MA');
      expect(source?.getAttribute('ISOCurrency')).toBe('MAD');
      const [requestor] = childElements(source);
      expect(requestor?.localName).toBe('RequestorID');
      expect(requestor?.getAttribute('ID')).toBe(AGENCY_POINT_OF_SALE.requestorId);
      expect(requestor?.getAttribute('Type')).toBe(AGENCY_POINT_OF_SALE.requestorType);
    },
  );

  it("writes each booked flight's segment as BookFlightSegmentType orders it, and the contact on the first traveller", () => {
    const segments = booked.match(/<FlightSegment [^>]*>[\s\S]*?<\/FlightSegment>/g) ?? [];
    expect(segments).toHaveLength(2);
    for (const segment of segments)
      expect([...segment.matchAll(/<(\w+) /g)].map((match) => match[1])).toEqual([
        'FlightSegment',
        'DepartureAirport',
        'ArrivalAirport',
        'MarketingAirline',
      ]);
    const [lead] = booked.match(/<AirTraveler [^>]*>[\s\S]*?<\/AirTraveler>/g) ?? [];
    expect([...(lead ?? '').matchAll(/<(\w+)[ >/]/g)].map((match) => match[1])).toEqual([
      'AirTraveler',
      'PersonName',
      'GivenName',
      'Surname',
      'Telephone',
      'Email',
      'TravelerRefNumber',
    ]);
  });
});

/** The POS element of a written request. */
const posOf = (xml: string) => /\n {2}<POS>[\s\S]*?<\/POS>/.exec(xml)?.[0] ?? '';

describe("the schema's rules", () => {
  it.each([
    [
      'without POS',
      search.replace(posOf(search), ''),
      'OTA_AirLowFareSearchRQ needs POS before OriginDestinationInformation.',
      true,
    ],
    [
      'with POS after the itinerary',
      search.replace(posOf(search), '').replace('</OriginDestinationInformation>', `$&${posOf(search)}`),
      'OTA_AirLowFareSearchRQ needs POS before OriginDestinationInformation.',
      true,
    ],
    [
      'with the travellers before the itinerary',
      search.replace(
        /(\n {2}<OriginDestinationInformation>[\s\S]*?<\/OriginDestinationInformation>)(\n {2}<TravelerInfoSummary>[\s\S]*?<\/TravelerInfoSummary>)/,
        '$2$1',
      ),
      'OTA_AirLowFareSearchRQ needs OriginDestinationInformation before TravelerInfoSummary.',
      true,
    ],
    [
      'with a second itinerary after the travellers',
      search.replace(
        '</TravelerInfoSummary>',
        '$&<OriginDestinationInformation><DepartureDateTime>2026-12-20</DepartureDateTime><OriginLocation LocationCode="ORY"/><DestinationLocation LocationCode="RAK"/></OriginDestinationInformation>',
      ),
      'OTA_AirLowFareSearchRQ/OriginDestinationInformation is out of order: the schema puts it before TravelerInfoSummary.',
      false,
    ],
    [
      'without Version',
      search.replace(' Version="1.0"', ''),
      'OTA_AirLowFareSearchRQ needs its Version attribute.',
      true,
    ],
    [
      'with a Version that is not a decimal',
      search.replace('Version="1.0"', 'Version="v1"'),
      'OTA_AirLowFareSearchRQ\'s Version must be a decimal number, not "v1".',
      false,
    ],
    [
      'with a requestor without its ID',
      search.replace(` ID="${AGENCY_POINT_OF_SALE.requestorId}"`, ''),
      'OTA_AirLowFareSearchRQ/POS/Source/RequestorID needs its ID attribute.',
      true,
    ],
    [
      'without a departure day',
      search.replace(/<DepartureDateTime[^>]*>[^<]*<\/DepartureDateTime>/, ''),
      'OTA_AirLowFareSearchRQ/OriginDestinationInformation needs DepartureDateTime or ArrivalDateTime before OriginLocation.',
      true,
    ],
    [
      'in no namespace',
      search.replace(` xmlns="${OTA_NAMESPACE}"`, ''),
      `OTA_AirLowFareSearchRQ is not in the OpenTravel namespace ${OTA_NAMESPACE}.`,
      false,
    ],
    [
      'a seat map without its flight’s airports',
      seatMap.replace(/<DepartureAirport [^>]*\/>/, ''),
      'OTA_AirSeatMapRQ/SeatMapRequests/SeatMapRequest/FlightSegmentInfo needs DepartureAirport before ArrivalAirport.',
      true,
    ],
    [
      'a booking with the contact in an element of its own',
      booked.replace('</TravelerInfo>', '$&<ContactPerson><Email>salma@example.ma</Email></ContactPerson>'),
      'OTA_AirBookRQ/ContactPerson is not an element of OTA_AirBookRQ.',
      false,
    ],
    [
      'a booking whose traveller has the surname first',
      booked
        .replace('<GivenName>Salma</GivenName>', '')
        .replace('</Surname>', '$&<GivenName>Salma</GivenName>'),
      'OTA_AirBookRQ/TravelerInfo/AirTraveler/PersonName/GivenName is out of order: the schema puts it before Surname.',
      false,
    ],
    [
      'a booking with nine segments on one flight',
      booked.replace(/(<FlightSegment [^>]*>[\s\S]*?<\/FlightSegment>)/, (segment) => segment.repeat(9)),
      'OTA_AirBookRQ/AirItinerary/OriginDestinationOptions/OriginDestinationOption/FlightSegment may occur at most 8 times.',
      false,
    ],
  ])('finds a request %s', (_, xml, message, missing) => {
    expect(otaSchemaViolation(xml)).toEqual({ message, missing });
  });

  it('leaves the answers, and XML that is not well-formed, to the readers', () => {
    expect(
      otaSchemaViolation('<OTA_AirLowFareSearchRS Version="1.0"><Success/></OTA_AirLowFareSearchRS>'),
    ).toBeNull();
    expect(otaSchemaViolation('<OTA_AirLowFareSearchRQ')).toBeNull();
  });
});
