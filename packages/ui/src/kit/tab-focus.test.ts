import { describe, expect, it } from 'vitest';
import { tabFocusTarget } from './tab-focus';

describe('tabFocusTarget', () => {
  it.each([
    ['ArrowRight', 0, true, 1],
    ['ArrowRight', 2, true, 0],
    ['ArrowLeft', 0, true, 2],
    ['ArrowDown', 1, true, 2],
    ['ArrowUp', 1, true, 0],
    ['ArrowRight', 2, false, 2],
    ['ArrowLeft', 0, false, 0],
    ['Home', 2, false, 0],
    ['End', 0, true, 2],
    ['Enter', 1, true, undefined],
  ] as const)('%s from tab %i of three (loop %s) goes to %s', (key, from, loop, to) => {
    expect(tabFocusTarget(key, from, 3, loop)).toBe(to);
  });
});
