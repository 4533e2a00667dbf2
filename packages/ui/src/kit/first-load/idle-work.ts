import { useEffect, useState } from 'react';

/**
 * Work a page's content does not need (the shell's menus and overlays fetched ahead of their use, the
 * command bar's keys, the toasts' outlet, the next page's code) waits for an idle moment while no page is
 * loading. The app holds it while a page loads and until it has shown its content for a moment
 * (`holdIdleWork`, `releaseIdleWork`), so that none of it competes with a page's code, calls and first
 * render, nor with the click that comes right after; without a hold (a story, a test) it waits for an idle
 * moment only. A page that never leaves the browser an idle moment (a slow phone, a busy host) gets it by
 * `IDLE_WORK_DEADLINE_MS`: the command bar's keys and the toasts' outlet are part of it. Where the browser
 * has no idle callbacks, the work waits for its use.
 */

/** How long the idle work waits for an idle moment, once nothing holds it, before it runs anyway. */
export const IDLE_WORK_DEADLINE_MS = 2000;

let held: { until: Promise<void>; release: () => void } | undefined;

/** Whether an idle moment (or its deadline) came while nothing held the idle work (`idleMomentHasCome`). */
let idleMomentCame = false;

/** Holds the idle work until `releaseIdleWork` (a page is loading). */
export function holdIdleWork(): void {
  if (held !== undefined) return;
  let release: () => void = () => undefined;
  const until = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The promise's executor has run: `release` is its resolve.
  held = { until, release };
}

/** Lets the held idle work run, in the next idle moments. */
export function releaseIdleWork(): void {
  const current = held;
  held = undefined;
  current?.release();
}

/**
 * Runs `work` in an idle moment while nothing holds the idle work, or `IDLE_WORK_DEADLINE_MS` after it is
 * let go at most; returns what cancels it.
 */
export function onIdleAfterContent(work: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') return () => undefined;
  let cancelled = false;
  const schedule = () => {
    if (cancelled) return;
    if (held !== undefined) {
      void held.until.then(schedule);
      return;
    }
    requestIdleCallback(
      () => {
        if (held === undefined) idleMomentCame = true;
        // Cancelled meanwhile, nothing; a page began to load since the request, after it.
        if (held === undefined && !cancelled) work();
        else schedule();
      },
      { timeout: IDLE_WORK_DEADLINE_MS },
    );
  };
  schedule();
  return () => {
    cancelled = true;
  };
}

/**
 * Whether an idle moment has come while no page was loading (the moment `onIdleAfterContent` waits for):
 * the document's first page has loaded and been looked at. Until then, work that may be spread out gives
 * way to that load.
 */
export function idleMomentHasCome(): boolean {
  return idleMomentCame;
}

/** Whether the idle moment has come (`onIdleAfterContent`). */
export function useIdleAfterContent(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => onIdleAfterContent(() => setIdle(true)), []);
  return idle;
}
