import { describe, expect, it } from 'vitest';
import { AirlineMessageError } from './ota-xml';
import {
  readSeatMapRQ,
  readSeatMapRS,
  writeSeatMapRQ,
  writeSeatMapRS,
  type LowCostSeatMap,
} from './seat-map';

const header = { echoToken: 'seat-0001', timeStamp: '2026-11-25T09:30:00Z' };
const seatMap: LowCostSeatMap = {
  segmentId: 'R9 1060',
  flight: 'R9 1060',
  equipment: '320',
  decks: [
    {
      name: 'Main deck',
      columns: ['A', 'B', 'C', null, 'D', 'E', 'F'],
      rows: [
        {
          number: 1,
          exitRow: false,
          overWing: false,
          seats: [
            {
              code: '1A',
              column: 'A',
              availability: 'paid',
              price: { amount: 12_000, currency: 'MAD' },
              characteristics: ['window', 'extra-legroom'],
            },
            { code: '1C', column: 'C', availability: 'occupied', characteristics: ['aisle'] },
            { code: '1D', column: 'D', availability: 'free', characteristics: ['aisle'] },
          ],
        },
      ],
    },
  ],
};

describe('OTA_AirSeatMapRQ / RS', () => {
  it('asks for one flight in a bundle and reads it back', () => {
    const criteria = {
      flightNumber: 'R9 1060',
      from: 'RAK',
      to: 'ORY',
      departure: '2026-12-18T07:15',
      bundle: 'VALUE',
    } as const;
    const xml = writeSeatMapRQ(criteria, header);
    expect(xml).toContain('<FareBasisCode>VALUE</FareBasisCode>');
    expect(readSeatMapRQ(xml, 'R9')).toEqual(criteria);
  });

  it('writes rows of seats with their features and fees, and reads them as the seat map ui draws', () => {
    const xml = writeSeatMapRS(seatMap, '2026-12-18T07:15', header);
    expect(xml).toContain('<CabinClass Layout="ABC DEF">');
    expect(xml).toContain('<SeatInfo SeatNumber="1A" Available="true" Features="Window ExtraLegroom">');
    expect(readSeatMapRS(xml, 'R9')).toEqual(seatMap);
  });

  it('refuses a seat map with an unknown feature, naming where', () => {
    const xml = writeSeatMapRS(seatMap, '2026-12-18T07:15', header).replace(
      'Window ExtraLegroom',
      'Window Bar',
    );
    expect(() => readSeatMapRS(xml, 'R9')).toThrow(AirlineMessageError);
  });
});
