/**
 * Deterministic randomness: the same seed text always gives the same sequence, so offers, seat maps and
 * prices are stable from one run (and one machine) to the next.
 */

/** FNV-1a hash of a text, as an unsigned 32-bit integer. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A pseudo-random generator (mulberry32) seeded from a text. */
export interface Random {
  /** A number in [0, 1). */
  next: () => number;
  /** An integer in [min, max]. */
  int: (min: number, max: number) => number;
  /** One element of a non-empty list. */
  pick: <Item>(items: readonly Item[]) => Item;
  /** True with the given probability. */
  chance: (probability: number) => boolean;
}

export function seededRandom(seed: string): Random {
  let state = hashText(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('Cannot pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
  };
}

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ'.split('');

/** A code of capital letters (no I or O, as airlines print them), e.g. a 6-letter record locator. */
export function letterCode(random: Random, length: number): string {
  return Array.from({ length }, () => random.pick(LETTERS)).join('');
}
