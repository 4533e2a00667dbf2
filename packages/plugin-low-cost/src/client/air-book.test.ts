import { describe, expect, it } from 'vitest';
import {
  readAirBookRQ,
  readAirBookRS,
  writeAirBookRQ,
  writeAirBookRS,
  type LowCostBookRequest,
} from './air-book';
import { AirlineMessageError, AirlineRefusal, writeOtaErrors } from './ota-xml';

const header = { echoToken: 'book-0001', timeStamp: '2026-11-25T09:30:00Z' };
const passport = { number: 'AB123456', country: 'MA', expiry: '2030-01-31' };
const request: LowCostBookRequest = {
  flights: [
    { flightNumber: 'R9 1060', from: 'RAK', to: 'ORY', departure: '2026-12-18T07:15', bundle: 'BASIC' },
    { flightNumber: 'R9 1061', from: 'ORY', to: 'RAK', departure: '2026-12-22T12:40', bundle: 'VALUE' },
  ],
  travellers: [
    { type: 'ADT', givenName: 'Salma', surname: 'Bennani', passport },
    { type: 'INF', givenName: 'Rayan', surname: 'Bennani', birthDate: '2026-02-01', passport },
  ],
  extras: [
    { traveller: 0, flight: 0, bags: 2, seat: '12A' },
    { traveller: 0, flight: 1, bags: 0, seat: '3C' },
  ],
  contact: { email: 'salma@example.ma', phone: '+212600000000' },
  payment: 'balance',
};

describe('OTA_AirBookRQ', () => {
  it('writes the flights, travellers, seats, bags, contact and payment, and reads them back', () => {
    const xml = writeAirBookRQ(request, header);
    expect(xml).toContain(
      '<FlightSegment FlightNumber="1060" DepartureDateTime="2026-12-18T07:15" ResBookDesigCode="O">',
    );
    expect(xml).toContain(
      '<SeatRequest SeatNumber="12A" TravelerRefNumberRPHList="1" FlightRefNumberRPHList="1"/>',
    );
    expect(xml).toContain(
      '<SpecialServiceRequest SSRCode="XBAG" Number="2" TravelerRefNumberRPHList="1" FlightRefNumberRPHList="1"/>',
    );
    expect(xml).toContain('<PaymentDetail PaymentType="AgencyBalance"/>');
    expect(readAirBookRQ(xml)).toEqual(request);
  });

  it('holds when no payment is sent, and reads one flight and one traveller as lists', () => {
    const hold = {
      ...request,
      flights: request.flights.slice(0, 1),
      travellers: request.travellers.slice(0, 1),
      extras: [],
      payment: 'hold' as const,
    };
    const xml = writeAirBookRQ(hold, header);
    expect(xml).not.toContain('Fulfillment');
    expect(readAirBookRQ(xml)).toEqual(hold);
  });

  it('refuses a request without a surname or with a bad e-mail, naming where', () => {
    const nameless = writeAirBookRQ(request, header).replace(
      '<Surname>Bennani</Surname>',
      '<Surname> </Surname>',
    );
    expect(() => readAirBookRQ(nameless)).toThrow(
      /^The booking request is not as expected at TravelerInfo\.AirTraveler/,
    );
    const badMail = writeAirBookRQ({ ...request, contact: { ...request.contact, email: 'salma' } }, header);
    expect(() => readAirBookRQ(badMail)).toThrow(/at TravelerInfo\.AirTraveler\.0\.Email/);
  });
});

describe('OTA_AirBookRS', () => {
  it('writes a held booking with its time limit and a paid one without, and reads them back', () => {
    const held = {
      reference: 'K7QX2P',
      status: 'held',
      total: 245_000,
      timeLimit: '2026-11-25T10:30:00Z',
    } as const;
    expect(writeAirBookRS(held, header)).toContain(
      '<BookingReferenceID ID="K7QX2P" Type="14" Status="Held"/>',
    );
    expect(readAirBookRS(writeAirBookRS(held, header))).toEqual(held);
    const paid = { ...held, status: 'paid', timeLimit: null } as const;
    expect(writeAirBookRS(paid, header)).not.toContain('Ticketing');
    expect(readAirBookRS(writeAirBookRS(paid, header))).toEqual(paid);
  });

  it("turns the airline's errors into a refusal with its text", () => {
    const xml = writeOtaErrors(
      'OTA_AirBookRS',
      [{ type: '3', code: '402', text: 'Insufficient balance.' }],
      header,
    );
    expect(() => readAirBookRS(xml)).toThrow(new AirlineRefusal('402', 'Insufficient balance.'));
  });

  it('refuses a malformed answer with a clear message: not XML, a bad reference, a hold without a limit', () => {
    expect(() => readAirBookRS('<OTA_AirBookRS><Success/>')).toThrow(/^Not well-formed XML \(line 1\)/);
    const paid = { reference: 'K7QX2P', status: 'paid', total: 245_000, timeLimit: null } as const;
    const badReference = writeAirBookRS(paid, header).replace('ID="K7QX2P"', 'ID="K7"');
    expect(() => readAirBookRS(badReference)).toThrow(AirlineMessageError);
    expect(() => readAirBookRS(badReference)).toThrow(
      /^The airline's booking answer is not as expected at AirReservation\.BookingReferenceID\.@_ID: a 6-character booking reference/,
    );
    const heldNoLimit = writeAirBookRS(paid, header).replace('Status="Paid"', 'Status="Held"');
    expect(() => readAirBookRS(heldNoLimit)).toThrow('holds the booking without a time limit');
  });
});
