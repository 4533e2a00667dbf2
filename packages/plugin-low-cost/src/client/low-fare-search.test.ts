import { describe, expect, it } from 'vitest';
import { bundlePrice } from '../rules';
import {
  readLowFareSearchRQ,
  readLowFareSearchRS,
  writeLowFareSearchErrors,
  writeLowFareSearchRQ,
  writeLowFareSearchRS,
  type LowFareOffer,
} from './low-fare-search';
import { AirlineMessageError, AirlineRefusal } from './ota-xml';
import { lowFareCriteria } from './test-criteria';

const header = { echoToken: 'lfs-0001', timeStamp: '2026-11-25T09:30:00Z' };
const criteria = lowFareCriteria({ passengers: { ADT: 2, CNN: 1, INF: 1 } });
const party = criteria.passengers;
const offer: LowFareOffer = {
  flightNumber: 'R9 1204',
  from: 'RAK',
  to: 'ORY',
  departure: '2026-12-18T07:15',
  arrival: '2026-12-18T11:35',
  seatsLeft: 23,
  bundles: [
    bundlePrice(45_050, 'BASIC', party),
    bundlePrice(45_050, 'VALUE', party),
    bundlePrice(45_050, 'FLEX', party),
  ],
};

describe('OTA_AirLowFareSearchRQ', () => {
  it('writes the route, the day with its window and the party, and reads them back', () => {
    const xml = writeLowFareSearchRQ(criteria, header);
    expect(xml).toContain('<OTA_AirLowFareSearchRQ xmlns="http://www.opentravel.org/OTA/2003/05"');
    expect(xml).toContain(
      '<DepartureDateTime WindowBefore="P3D" WindowAfter="P3D">2026-12-18</DepartureDateTime>',
    );
    expect(xml).toContain('<PassengerTypeQuantity Code="CNN" Quantity="1"/>');
    expect(readLowFareSearchRQ(xml)).toEqual({ header, criteria });
  });

  it('leaves out the passenger types nobody is', () => {
    const xml = writeLowFareSearchRQ({ ...criteria, passengers: { ADT: 1, CNN: 0, INF: 0 } }, header);
    expect(xml).not.toContain('Code="CNN"');
    expect(readLowFareSearchRQ(xml).criteria.passengers).toEqual({ ADT: 1, CNN: 0, INF: 0 });
  });

  it('refuses a request with a bad airport code, naming where', () => {
    const xml = writeLowFareSearchRQ({ ...criteria, to: 'Paris' }, header);
    expect(() => readLowFareSearchRQ(xml)).toThrow(
      /^The search request is not as expected at OriginDestinationInformation\.DestinationLocation\.@_LocationCode/,
    );
  });
});

describe('OTA_AirLowFareSearchRS', () => {
  it("writes each flight with every bundle's price per passenger type in MAD, and reads them back", () => {
    const xml = writeLowFareSearchRS([offer], header);
    expect(xml).toContain('<FlightSegment FlightNumber="1204" DepartureDateTime="2026-12-18T07:15"');
    expect(xml).toContain('<AirItineraryPricingInfo FareFamily="VALUE">');
    expect(xml).toContain('<BaseFare Amount="450.50" CurrencyCode="MAD"/>');
    expect(readLowFareSearchRS(xml)).toEqual({ header, offers: [offer] });
  });

  it('reads an answer without flights as no offers', () => {
    expect(readLowFareSearchRS(writeLowFareSearchRS([], header)).offers).toEqual([]);
  });

  it("turns the airline's errors into a refusal with its text", () => {
    const xml = writeLowFareSearchErrors(
      [{ type: '3', code: '322', text: 'No flights on this route.' }],
      header,
    );
    expect(() => readLowFareSearchRS(xml)).toThrow(new AirlineRefusal('322', 'No flights on this route.'));
  });

  it('refuses a malformed answer with a clear message: not XML, another message, or a missing amount', () => {
    expect(() => readLowFareSearchRS('<OTA_AirLowFareSearchRS><Success/>')).toThrow(AirlineMessageError);
    expect(() => readLowFareSearchRS('<OTA_AirLowFareSearchRS><Success/>')).toThrow(
      /^Not well-formed XML \(line 1\)/,
    );
    expect(() => readLowFareSearchRS('<html><body>Bad gateway</body></html>')).toThrow(
      'Expected an OTA_AirLowFareSearchRS message, got html.',
    );
    const withoutAmount = writeLowFareSearchRS([offer], header).replace(
      '<TotalFare Amount="',
      '<TotalFare Sum="',
    );
    expect(() => readLowFareSearchRS(withoutAmount)).toThrow(
      /^The airline's search answer is not as expected at PricedItineraries\.PricedItinerary\.0\.AirItineraryPricingInfo\.0/,
    );
  });
});
