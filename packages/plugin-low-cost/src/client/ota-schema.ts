/**
 * The OpenTravel 2003/05 schema's rules for the messages the agency sends the airline, encoded from the
 * published XSDs (`OTA_AirLowFareSearchRQ.xsd`, `OTA_AirSeatMapRQ.xsd`, `OTA_AirBookRQ.xsd` and the types
 * of `OTA_AirCommonTypes.xsd` / `OTA_CommonTypes.xsd` they use) rather than vendored: for each element the
 * plugin writes, its children in the schema's sequence with how often each may occur, and the attributes
 * the schema requires. The simulated airline checks every request against them, as a real airline's
 * endpoint validates against the XSDs, and refuses one that breaks them (`OTA_SCHEMA_ERROR`); the unit
 * tests hold each message the plugin writes to them.
 *
 * Only what the plugin writes is encoded: an element listed without `children` has its content left
 * unchecked (the schema allows more than the plugin sends), attribute types are not checked beyond
 * `Version`'s decimal.
 */
import { OTA_NAMESPACE } from './ota-xml-writer';
import { ELEMENT_NODE, xmlDom, type XmlElement, type XmlNode } from './xml-dom';

/** An element's content as the schema declares it. */
interface ContentModel {
  /** Attributes with `use="required"`. */
  readonly required?: readonly string[];
  /** The child elements of its `xs:sequence`, in order; absent: not checked. */
  readonly children?: readonly Particle[];
}

/** One place of a sequence: an element (or a choice of elements), how often, and its own content. */
interface Particle extends ContentModel {
  /** The element's name, or the names of an `xs:choice` of which one stands here. */
  readonly name: string | readonly string[];
  readonly min: number;
  readonly max: number;
}

const element = (name: Particle['name'], min: number, max: number, model: ContentModel = {}): Particle => ({
  name,
  min,
  max,
  ...model,
});
const one = (name: Particle['name'], model?: ContentModel) => element(name, 1, 1, model);
const optional = (name: string, model?: ContentModel) => element(name, 0, 1, model);

/** `UniqueID_Type`: `CompanyName` inside; `Type` (OpenTravel code list UIT) and `ID` required. */
const uniqueId: ContentModel = { required: ['Type', 'ID'], children: [optional('CompanyName')] };

/** `POS_Type`: one to ten `Source` (`SourceType`), each naming the requestor and its point of sale. */
const pointOfSale = one('POS', {
  children: [
    element('Source', 1, 10, {
      children: [optional('RequestorID', uniqueId), optional('Position'), optional('BookingChannel')],
    }),
  ],
});

/** `FlightSegmentBaseType` then `FlightSegmentType`'s own elements. */
const flightSegmentChildren: readonly Particle[] = [
  one('DepartureAirport'),
  one('ArrivalAirport'),
  optional('OperatingAirline'),
  element('Equipment', 0, 2),
  optional('MarketingAirline'),
  optional('DisclosureAirline'),
];

/** `BookFlightSegmentType`: a flight segment, then what a booking adds. */
const bookFlightSegmentChildren: readonly Particle[] = [
  ...flightSegmentChildren,
  optional('MarriageGrp'),
  element('BookingClassAvails', 0, 3),
  element('Comment', 0, 9),
  element('StopLocation', 0, 9),
];

/** `PersonNameType`. */
const personName = one('PersonName', {
  children: [
    element('NamePrefix', 0, 3),
    element('GivenName', 0, 5),
    element('MiddleName', 0, 3),
    optional('SurnamePrefix'),
    one('Surname'),
    element('NameSuffix', 0, 3),
    element('NameTitle', 0, 5),
    optional('Document'),
  ],
});

/** `AirTravelerType`. */
const airTraveler = element('AirTraveler', 0, 99, {
  children: [
    optional('ProfileRef'),
    personName,
    element('Telephone', 0, 10, { required: ['PhoneNumber'] }),
    element('Email', 0, 10),
    element('Address', 0, 10),
    element('CustLoyalty', 0, 10),
    element('Document', 0, 10),
    optional('PassengerTypeQuantity'),
    optional('TravelerRefNumber'),
    optional('FlightSegmentRPHs'),
  ],
});

/** `OTA_PayloadStdAttributes`: of the root's standard attributes only `Version` is required. */
const PAYLOAD_REQUIRED = ['Version'];

/** Each request the plugin sends, by its root element. */
const OTA_REQUEST_SCHEMAS: Readonly<Record<string, ContentModel>> = {
  OTA_AirLowFareSearchRQ: {
    required: PAYLOAD_REQUIRED,
    children: [
      pointOfSale,
      optional('ProcessingInfo'),
      optional('MultimodalOffer'),
      // `OriginDestinationInformationType`: `TravelDateTimeType`'s date, the two places, then its own.
      element('OriginDestinationInformation', 1, 10, {
        children: [
          one(['DepartureDateTime', 'ArrivalDateTime']),
          one('OriginLocation'),
          one('DestinationLocation'),
          optional('ConnectionLocations'),
          optional('AlternateLocationInfo'),
          optional('TPA_Extensions'),
        ],
      }),
      optional('SpecificFlightInfo'),
      element('TravelPreferences', 0, 10),
      // `TravelerInfoSummaryType`, whose `AirTravelerAvail` is a `TravelerInformationType`.
      one('TravelerInfoSummary', {
        children: [
          element('SeatsRequested', 0, 99),
          element('AirTravelerAvail', 0, 99, {
            children: [element('PassengerTypeQuantity', 0, 10), optional('AirTraveler')],
          }),
          optional('PriceRequestInformation'),
          optional('TPA_Extensions'),
        ],
      }),
      optional('ArrangerInfoSummary'),
    ],
  },
  OTA_AirSeatMapRQ: {
    required: PAYLOAD_REQUIRED,
    children: [
      pointOfSale,
      one('SeatMapRequests', {
        children: [
          element('SeatMapRequest', 0, 99, {
            children: [
              one('FlightSegmentInfo', { children: flightSegmentChildren }),
              optional('SeatDetails', {
                children: [
                  element('CabinClass', 0, 5),
                  optional('ResBookDesignations'),
                  optional('FareBasisCode'),
                ],
              }),
            ],
          }),
        ],
      }),
      optional('AirTravelers'),
      element('BookingReferenceID', 0, 5, uniqueId),
    ],
  },
  OTA_AirBookRQ: {
    required: PAYLOAD_REQUIRED,
    children: [
      pointOfSale,
      // `AirItineraryType`, its `OriginDestinationOptionType`s of `BookFlightSegmentType`s.
      one('AirItinerary', {
        children: [
          one('OriginDestinationOptions', {
            children: [
              element('OriginDestinationOption', 1, 99, {
                children: [element('FlightSegment', 1, 8, { children: bookFlightSegmentChildren })],
              }),
            ],
          }),
        ],
      }),
      optional('PriceInfo'),
      // `TravelerInfoType`, its `SpecialReqDetailsType`s.
      one('TravelerInfo', {
        children: [
          airTraveler,
          element('SpecialReqDetails', 0, 99, {
            children: [
              optional('SeatRequests'),
              optional('SpecialServiceRequests'),
              optional('OtherServiceInformations'),
              optional('Remarks'),
              optional('SpecialRemarks'),
            ],
          }),
        ],
      }),
      // `FulfillmentType`.
      optional('Fulfillment', {
        children: [
          optional('PaymentDetails', { children: [element('PaymentDetail', 1, 99)] }),
          optional('DeliveryAddress'),
          optional('Name'),
          optional('Receipt'),
          element('PaymentText', 0, 10),
        ],
      }),
      element('Ticketing', 0, 99),
      element('Queue', 0, 10),
      optional('BookingReferenceID', uniqueId),
      element('EMD_Info', 0, 999),
      optional('DonationInformation'),
      optional('Offer'),
      optional('TPA_Extensions'),
    ],
  },
};

/** What a request breaks of its schema: the rule, and whether something required is missing. */
export interface OtaSchemaViolation {
  /** One sentence naming the element (by its path) and the rule. */
  message: string;
  /** A required element or attribute is absent (OpenTravel error type 10), else the order or count. */
  missing: boolean;
}

const namesOf = (particle: Particle): readonly string[] =>
  typeof particle.name === 'string' ? [particle.name] : particle.name;
const label = (particle: Particle) => namesOf(particle).join(' or ');
const isElement = (node: XmlNode): node is XmlElement => node.nodeType === ELEMENT_NODE;
const nameOf = (node: XmlElement) => node.localName ?? node.nodeName;

function checkAttributes(node: XmlElement, model: ContentModel, path: string): OtaSchemaViolation | null {
  for (const attribute of model.required ?? [])
    if (node.getAttribute(attribute) === null)
      return { message: `${path} needs its ${attribute} attribute.`, missing: true };
  return null;
}

/** The first rule `node` breaks of `model` (its attributes, then its children in order), or null. */
function checkElement(node: XmlElement, model: ContentModel, path: string): OtaSchemaViolation | null {
  const attributes = checkAttributes(node, model, path);
  if (attributes !== null || model.children === undefined) return attributes;
  const sequence = model.children;
  const children = Array.from(node.childNodes).filter(isElement);
  let place = 0;
  let count = 0;
  let previous = '';
  for (const child of children) {
    const name = nameOf(child);
    if (child.namespaceURI !== OTA_NAMESPACE)
      return {
        message: `${path}/${name} is not in the OpenTravel namespace ${OTA_NAMESPACE}.`,
        missing: false,
      };
    // Move along the sequence to the place that holds this element, leaving only what may be absent.
    let particle = sequence[place];
    while (particle !== undefined && !namesOf(particle).includes(name)) {
      if (count < particle.min)
        return { message: `${path} needs ${label(particle)} before ${name}.`, missing: true };
      place += 1;
      count = 0;
      particle = sequence[place];
    }
    if (particle === undefined) {
      const allowed = sequence.some((entry) => namesOf(entry).includes(name));
      return {
        message: allowed
          ? `${path}/${name} is out of order: the schema puts it before ${previous}.`
          : `${path}/${name} is not an element of ${nameOf(node)}.`,
        missing: false,
      };
    }
    count += 1;
    if (count > particle.max)
      return { message: `${path}/${name} may occur at most ${String(particle.max)} times.`, missing: false };
    const inner = checkElement(child, particle, `${path}/${name}`);
    if (inner !== null) return inner;
    previous = name;
  }
  for (const rest of sequence.slice(place)) {
    if (count < rest.min) return { message: `${path} needs ${label(rest)}.`, missing: true };
    count = 0;
  }
  return null;
}

/**
 * The first rule of the OpenTravel schema that the request `xml` breaks, or null when it follows them:
 * its root (a request the plugin sends, in the OTA namespace), its required `Version` (a decimal), and
 * every element the plugin writes in its schema's order with its required children and attributes. XML
 * that is not well-formed is left to the message's reader.
 *
 * @example
 * otaSchemaViolation('<OTA_AirSeatMapRQ xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.0"><SeatMapRequests/></OTA_AirSeatMapRQ>')
 * // { message: 'OTA_AirSeatMapRQ needs POS before SeatMapRequests.', missing: true }
 */
export function otaSchemaViolation(xml: string): OtaSchemaViolation | null {
  const root = new (xmlDom().DOMParser)().parseFromString(xml, 'application/xml').documentElement;
  if (root === null) return null;
  const name = nameOf(root);
  const model = OTA_REQUEST_SCHEMAS[name];
  if (model === undefined) return null;
  if (root.namespaceURI !== OTA_NAMESPACE)
    return { message: `${name} is not in the OpenTravel namespace ${OTA_NAMESPACE}.`, missing: false };
  const version = root.getAttribute('Version');
  if (version !== null && !/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(version))
    return { message: `${name}'s Version must be a decimal number, not "${version}".`, missing: false };
  return checkElement(root, model, name);
}
