/** The keys that move the focus along a row of tabs. */
const TAB_FOCUS_KEYS = new Set(['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/**
 * Where `key` moves the focus in a row of `count` tabs, from the tab at `from`: Home and End to the first
 * and the last, the arrow keys to the next or the previous one (left to right, as Radix's are without a
 * direction provider), wrapping around the ends when `loop` (Radix's tabs) or stopping there (Radix's
 * navigation menu). `undefined` for any other key.
 */
export function tabFocusTarget(key: string, from: number, count: number, loop: boolean): number | undefined {
  if (!TAB_FOCUS_KEYS.has(key) || count === 0) return undefined;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const next = from + (key === 'ArrowLeft' || key === 'ArrowUp' ? -1 : 1);
  return loop ? (next + count) % count : Math.min(Math.max(next, 0), count - 1);
}
