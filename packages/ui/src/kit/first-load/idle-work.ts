import { useEffect, useState } from 'react';

/**
 * Work a page's content does not need (the shell's menus and overlays fetched ahead of their use, the
 * command bar's keys, the toasts' outlet, the next page's code) waits for an idle moment while no page is
 * loading. The app holds it while a page loads and until it has shown its content for a moment
 * (`holdIdleWork`, `releaseIdleWork`), so that none of it competes with a page's code, calls and first
 * render, nor with the click that comes right after; without a hold (a story, a test) it waits for an idle
 * moment only. Where the browser has no idle callbacks, the work waits for its use.
 */
let held: { until: Promise<void>; release: () => void } | undefined;

/** Holds the idle work until `releaseIdleWork` (a page is loading). */
export function holdIdleWork(): void {
  if (held !== undefined) return;
  let release: () => void = () => undefined;
  const until = new Promise<void>((resolve) => {
    release = resolve;
  });
  held = { until, release: () => release() };
}

/** Lets the held idle work run, in the next idle moments. */
export function releaseIdleWork(): void {
  const current = held;
  held = undefined;
  current?.release();
}

/** Runs `work` in an idle moment while nothing holds the idle work; returns what cancels it. */
export function onIdleAfterContent(work: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') return () => undefined;
  let cancelled = false;
  let idle: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    if (held !== undefined) {
      void held.until.then(schedule);
      return;
    }
    idle = requestIdleCallback(() => {
      idle = undefined;
      // A page began to load between the request and the idle moment: after it, then.
      if (held === undefined) work();
      else schedule();
    });
  };
  schedule();
  return () => {
    cancelled = true;
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/** Whether the idle moment has come (`onIdleAfterContent`). */
export function useIdleAfterContent(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => onIdleAfterContent(() => setIdle(true)), []);
  return idle;
}
