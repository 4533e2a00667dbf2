import type { Seat } from '@comptoir/flight-domain';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/paraglide/runtime.js';
import {
  characteristicLabels,
  deckGrid,
  locateSeat,
  moveInGrid,
  nextSelectableSeat,
  passengerInitials,
  SEAT_MAP_PAGE_ROWS,
  seatLabel,
  seatsTotal,
  type SegmentSeatMap,
} from './seat-map-model';

function seat(code: string, availability: Seat['availability'] = 'free', price?: number): Seat {
  return {
    code,
    column: code.slice(-1),
    availability,
    characteristics: [],
    ...(price === undefined ? {} : { price: { amount: price, currency: 'MAD' as const } }),
  };
}

/** Rows 1–12 of A _ C (an aisle in between); row 3 has no C, 1A is paid, 2C occupied, 7A blocked. */
const deck: SegmentSeatMap['decks'][number] = {
  name: 'Main deck',
  columns: ['A', null, 'C'],
  rows: Array.from({ length: 12 }, (_, index) => {
    const number = index + 1;
    const seats = [
      number === 1
        ? seat('1A', 'paid', 15_000)
        : seat(`${String(number)}A`, number === 7 ? 'blocked' : 'free'),
    ];
    if (number !== 3) seats.push(seat(`${String(number)}C`, number === 2 ? 'occupied' : 'free'));
    return { number, seats, exitRow: false, overWing: false };
  }),
};
const seatMap: SegmentSeatMap = { segmentId: 's1', flight: 'AT 205', equipment: '320', decks: [deck] };
const grid = deckGrid(deck);
const selectable = (candidate: Seat) =>
  candidate.availability === 'free' || candidate.availability === 'paid';
const codeAt = (position: { row: number; col: number } | null) =>
  position === null ? null : grid[position.row]?.[position.col]?.code;

describe('seatLabel', () => {
  const window12A: Seat = {
    code: '12A',
    column: 'A',
    availability: 'paid',
    price: { amount: 15_000, currency: 'MAD' },
    characteristics: ['window', 'extra-legroom'],
  };

  it('says code, characteristics, price and state', () => {
    expect(seatLabel(window12A, { kind: 'available' })).toBe(
      '12A, window, extra legroom, 150,00\u00A0MAD, available',
    );
  });

  it('says "free" for a seat without a price, and whose a chosen seat is', () => {
    expect(
      seatLabel(
        { ...seat('3C'), characteristics: ['aisle'] },
        { kind: 'selected', passengerName: 'Amina Benali' },
      ),
    ).toBe('3C, aisle, free, selected for Amina Benali');
  });

  it('gives no price for a seat that cannot be had', () => {
    expect(seatLabel(window12A, { kind: 'unavailable', reason: 'occupied' })).toBe(
      '12A, window, extra legroom, occupied',
    );
    expect(seatLabel(seat('30A', 'blocked'), { kind: 'unavailable', reason: 'blocked' })).toBe(
      '30A, not available',
    );
  });

  it('names each characteristic once', () => {
    expect(
      characteristicLabels({
        ...seat('1A'),
        characteristics: ['window', 'exit-row', 'extra-legroom', 'extra-legroom'],
      }),
    ).toEqual(['window', 'exit row', 'extra legroom']);
  });

  describe('in French', () => {
    afterEach(async () => {
      await setLocale('en', { reload: false });
    });

    it('says the characteristics, "free" and each state in French', async () => {
      await setLocale('fr', { reload: false });
      expect(seatLabel(window12A, { kind: 'available' })).toBe(
        '12A, hublot, espace pour les jambes, 150,00\u00A0MAD, libre',
      );
      expect(
        seatLabel(
          { ...seat('3C'), characteristics: ['aisle'] },
          { kind: 'selected', passengerName: 'Amina Benali' },
        ),
      ).toBe('3C, couloir, gratuit, choisi pour Amina Benali');
      expect(seatLabel(window12A, { kind: 'unavailable', reason: 'occupied' })).toBe(
        '12A, hublot, espace pour les jambes, occupé',
      );
      expect(seatLabel(seat('30A', 'blocked'), { kind: 'unavailable', reason: 'blocked' })).toBe(
        '30A, indisponible',
      );
    });
  });
});

describe('passengerInitials', () => {
  it.each([
    ['Amina Benali', 'AB'],
    ['  amina  el idrissi ', 'AI'],
    ['Youssef', 'Y'],
    ['', ''],
  ])('%j → %j', (name, initials) => {
    expect(passengerInitials(name)).toBe(initials);
  });
});

describe('deckGrid', () => {
  it('lays rows out by seat column, aisles left out, missing seats null', () => {
    expect(grid).toHaveLength(12);
    expect(grid[0]?.map((cell) => cell?.code)).toEqual(['1A', '1C']);
    expect(grid[2]?.map((cell) => cell?.code ?? null)).toEqual(['3A', null]);
  });
});

describe('moveInGrid', () => {
  const move = (from: string, key: string, modifiers: { ctrlKey?: boolean; shiftKey?: boolean } = {}) => {
    const position = locateSeat(seatMap, from);
    if (!position) throw new Error(from);
    return codeAt(moveInGrid(grid, position, { key, ...modifiers }, selectable));
  };

  it('moves across the aisle with the arrows and stops at the edges', () => {
    expect(move('1A', 'ArrowRight')).toBe('1C');
    expect(move('1C', 'ArrowRight')).toBe('1C');
    expect(move('1C', 'ArrowLeft')).toBe('1A');
    expect(move('1A', 'ArrowLeft')).toBe('1A');
    expect(move('1A', 'ArrowUp')).toBe('1A');
    expect(move('12A', 'ArrowDown')).toBe('12A');
  });

  it('skips a row that has no seat in the column', () => {
    expect(move('2C', 'ArrowDown')).toBe('4C');
    expect(move('4C', 'ArrowUp')).toBe('2C');
  });

  it('reaches occupied and blocked seats (they are still read out)', () => {
    expect(move('1C', 'ArrowDown')).toBe('2C');
    expect(move('6A', 'ArrowDown')).toBe('7A');
  });

  it('goes to the ends of the row with Home/End and of the deck with Ctrl', () => {
    expect(move('5C', 'Home')).toBe('5A');
    expect(move('5A', 'End')).toBe('5C');
    expect(move('3A', 'End')).toBe('3A');
    expect(move('5C', 'Home', { ctrlKey: true })).toBe('1A');
    expect(move('5A', 'End', { ctrlKey: true })).toBe('12C');
  });

  it('moves a page of rows with PageUp/PageDown, clamped to the deck', () => {
    expect(SEAT_MAP_PAGE_ROWS).toBe(5);
    expect(move('1A', 'PageDown')).toBe('6A');
    expect(move('10A', 'PageDown')).toBe('12A');
    expect(move('12A', 'PageUp')).toBe('7A');
    expect(move('2A', 'PageUp')).toBe('1A');
    // Five rows up from 8C is row 3, which has no C: focus lands on the nearest row below with one.
    expect(move('8C', 'PageUp')).toBe('4C');
  });

  it('jumps to the next selectable seat with N and back with Shift+N, wrapping round', () => {
    expect(move('1C', 'n')).toBe('2A');
    expect(move('6C', 'n')).toBe('7C');
    expect(move('7C', 'N', { shiftKey: true })).toBe('6C');
    expect(move('12C', 'n')).toBe('1A');
  });

  it('ignores keys that are not the grid’s', () => {
    const from = locateSeat(seatMap, '1A');
    if (!from) throw new Error('1A');
    expect(moveInGrid(grid, from, { key: 'Tab' }, selectable)).toBeNull();
  });

  it('finds nothing to jump to when no seat is selectable', () => {
    expect(nextSelectableSeat(grid, { row: 0, col: 0 }, () => false)).toBeNull();
  });
});

describe('locateSeat and seatsTotal', () => {
  it('locates a seat by code, or not at all', () => {
    expect(locateSeat(seatMap, '4C')).toMatchObject({ deck: 0, row: 3, col: 1 });
    expect(locateSeat(seatMap, '3C')).toBeUndefined();
  });

  it('adds the prices of the chosen seats; free and unknown seats cost nothing', () => {
    expect(seatsTotal(seatMap, { a: '1A', b: '4A', c: '4C', d: '99Z' })).toBe(15_000);
    expect(seatsTotal(seatMap, {})).toBe(0);
  });
});
