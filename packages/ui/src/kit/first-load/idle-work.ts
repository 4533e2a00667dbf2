import { useEffect, useState } from 'react';

/**
 * Work a page's first content does not need (the shell's menus and overlays fetched ahead of their use,
 * the command bar's keys, the toasts' outlet, the next page's code) waits for an idle moment once the
 * page's content has come. The app holds it until its first page has its data (`holdIdleWorkUntil`), so
 * that none of it competes with that page's code and calls for the network and the main thread; without
 * a hold (a story, a test) it waits for an idle moment only. Where the browser has no idle callbacks, the
 * work waits for its use.
 */
let held: Promise<unknown> = Promise.resolve();

/** Holds the idle work until `until` settles (resolved or rejected). */
export function holdIdleWorkUntil(until: Promise<unknown>): void {
  held = until.catch(() => undefined);
}

/** Runs `work` in an idle moment once the hold is over; returns what cancels it. */
export function onIdleAfterContent(work: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') return () => undefined;
  let cancelled = false;
  let idle: number | undefined;
  void held.then(() => {
    if (!cancelled) idle = requestIdleCallback(work);
  });
  return () => {
    cancelled = true;
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/** Whether the idle moment after the page's content has come (`onIdleAfterContent`). */
export function useIdleAfterContent(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => onIdleAfterContent(() => setIdle(true)), []);
  return idle;
}
