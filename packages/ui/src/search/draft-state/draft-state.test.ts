import type { SetStateAction } from 'react';
import { describe, expect, it } from 'vitest';
import { applyUpdate, fieldChanges, mergeChanges, updateAt } from './draft-state';

interface Draft {
  from: string;
  to: string;
  date: string;
  counts: { adt: number; cnn: number };
}

const EMPTY: Draft = { from: '', to: '', date: '', counts: { adt: 1, cnn: 0 } };

/** What React does with the updates dispatched before its next render: applies them in order. */
const nextRender = <T>(state: T, updates: SetStateAction<T>[]) =>
  updates.reduce<T>((current, update) => applyUpdate(update, current), state);

describe('applyUpdate', () => {
  it('reads an update as React does: a function of the current value, or the value itself', () => {
    expect(applyUpdate((count: number) => count + 1, 2)).toBe(3);
    expect(applyUpdate(5, 2)).toBe(5);
  });
});

describe('mergeChanges', () => {
  it('keeps both of two changes made before a re-render, each from the same stale render', () => {
    // Both callbacks belong to the render that showed EMPTY: the airport is reported by downshift from an
    // effect, after the date was typed.
    const renderedDraft = EMPTY;
    const typedDate = mergeChanges<Draft>({ date: '2027-03-15' });
    const pickedTo = mergeChanges<Draft>({ to: 'CDG' });
    expect(nextRender(renderedDraft, [typedDate, pickedTo])).toEqual({
      ...EMPTY,
      date: '2027-03-15',
      to: 'CDG',
    });
  });

  it('is what a whole draft built on the render’s value is not: that one loses the first change', () => {
    const renderedDraft = EMPTY;
    const stale = [
      { ...renderedDraft, date: '2027-03-15' },
      { ...renderedDraft, to: 'CDG' },
    ];
    expect(nextRender(renderedDraft, stale).date).toBe('');
  });

  it('computes changes from the draft as it is when applied', () => {
    const swap = mergeChanges<Draft>((draft) => ({ from: draft.to, to: draft.from }));
    expect(nextRender(EMPTY, [mergeChanges<Draft>({ from: 'CMN' }), swap])).toMatchObject({
      from: '',
      to: 'CMN',
    });
  });
});

describe('fieldChanges', () => {
  it('applies a field’s own functional updates to that field as it is then', () => {
    const moreAdults = fieldChanges<Draft, 'counts'>('counts', (counts) => ({
      ...counts,
      adt: counts.adt + 1,
    }));
    const moreChildren = fieldChanges<Draft, 'counts'>('counts', (counts) => ({
      ...counts,
      cnn: counts.cnn + 1,
    }));
    expect(
      nextRender(EMPTY, [mergeChanges(moreAdults), mergeChanges(moreChildren), mergeChanges(moreAdults)])
        .counts,
    ).toEqual({ adt: 3, cnn: 1 });
    expect(fieldChanges<Draft, 'date'>('date', '2027-03-15')(EMPTY)).toEqual({ date: '2027-03-15' });
  });
});

describe('updateAt', () => {
  it('merges changes into one item and leaves the others as they were', () => {
    const items = [
      { a: 1, b: 1 },
      { a: 2, b: 2 },
    ];
    const updated = updateAt(items, 1, { b: 3 });
    expect(updated).toEqual([
      { a: 1, b: 1 },
      { a: 2, b: 3 },
    ]);
    expect(updated[0]).toBe(items[0]);
  });
});
