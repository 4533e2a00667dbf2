/**
 * How the forms hand their changes up: as functions of the draft as it is when React applies them
 * (React's `SetStateAction`), never as a whole draft built on the value captured at render. A library
 * may report a change from an effect, after the render that dispatched it (downshift does); if another
 * field changed in between, a whole draft built on the older value would undo it. Functions queued in
 * the same frame are applied one after the other, each to what the previous one left, so all land.
 */
import type { SetStateAction } from 'react';

/**
 * The value `update` leads to from `current`, as React's `setState` reads it.
 *
 * @example
 * applyUpdate((count: number) => count + 1, 2) // 3
 * applyUpdate(5, 2) // 5
 */
export function applyUpdate<T>(update: SetStateAction<T>, current: T): T {
  return typeof update === 'function' ? (update as (previous: T) => T)(current) : update;
}

/**
 * Changes to some fields of a draft: their new values, or a function of the draft that gives them.
 *
 * @example
 * const changes: DraftChanges<OneWaySearchDraft> = { date: '2027-03-15' };
 */
export type DraftChanges<T> = Partial<T> | ((current: T) => Partial<T>);

/**
 * An update that merges `changes` into the draft as it is when the update is applied.
 *
 * @example
 * setDraft(mergeChanges({ date: '2027-03-15' }));
 */
export function mergeChanges<T extends object>(changes: DraftChanges<T>): (current: T) => T {
  return (current) => ({ ...current, ...(typeof changes === 'function' ? changes(current) : changes) });
}

/**
 * The changes that put `update` into one field of a draft: so that a field's own control (the passenger
 * steppers) takes functional updates too, applied to that field as it is then.
 *
 * @example
 * patch(fieldChanges('passengers', (counts) => ({ ...counts, adt: counts.adt + 1 })));
 */
export function fieldChanges<T, Field extends keyof T>(
  field: Field,
  update: SetStateAction<T[Field]>,
): (current: T) => Partial<T> {
  return (current) => {
    const changes: Partial<T> = {};
    changes[field] = applyUpdate(update, current[field]);
    return changes;
  };
}

/**
 * `items` with `changes` merged into the item at `index` (a leg of a trip, a traveler of a booking).
 *
 * @example
 * updateAt([{ a: 1 }, { a: 2 }], 1, { a: 3 }) // [{ a: 1 }, { a: 3 }]
 */
export function updateAt<Item extends object>(
  items: readonly Item[],
  index: number,
  changes: Partial<Item>,
): Item[] {
  return items.map((item, at) => (at === index ? { ...item, ...changes } : item));
}
