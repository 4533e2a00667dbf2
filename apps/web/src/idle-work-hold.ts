import { holdIdleWork, releaseIdleWork } from '@comptoir/ui/kit';
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';

/** How long a page's calls hold the idle work at most: a slow call does not hold it for ever. */
const PAGE_WAIT_MS = 4000;

/**
 * How long the idle work waits once a page's calls are answered: the first look at the page, when a
 * first click (a row, a field) is likeliest, and would otherwise meet the shell's menus and the command
 * bar being loaded and drawn. What the user reaches for meanwhile is loaded there and then (on hover,
 * focus or its key).
 */
const FIRST_LOOK_MS = 1000;

/**
 * Holds the idle work (`holdIdleWork`) from the app's start and from each navigation until the page has
 * loaded (the router has resolved it), no query is fetching (its calls, sent by its loader or its first
 * render, are answered, or `PAGE_WAIT_MS` have passed) and `FIRST_LOOK_MS` more have passed. For the
 * app's life: `main.tsx` sets it up once, before the first page's load.
 */
export function holdIdleWorkWhilePagesLoad(router: AnyRouter, queryClient: QueryClient): void {
  let waiting: (() => void) | undefined;
  const stopWaiting = () => {
    waiting?.();
    waiting = undefined;
  };
  const hold = () => {
    stopWaiting();
    holdIdleWork();
  };
  // The page's queries start in its first render: looked at once it has rendered, then at each change.
  const waitForCalls = () => {
    stopWaiting();
    const timers: ReturnType<typeof setTimeout>[] = [];
    let unsubscribe: (() => void) | undefined;
    const answered = () => {
      stopWaiting();
      const look = setTimeout(releaseIdleWork, FIRST_LOOK_MS);
      waiting = () => clearTimeout(look);
    };
    const check = () => {
      if (router.state.status === 'idle' && queryClient.isFetching() === 0) answered();
    };
    timers.push(
      setTimeout(answered, PAGE_WAIT_MS),
      setTimeout(() => {
        unsubscribe = queryClient.getQueryCache().subscribe(check);
        check();
      }),
    );
    waiting = () => {
      for (const timer of timers) clearTimeout(timer);
      unsubscribe?.();
    };
  };
  hold();
  router.subscribe('onBeforeLoad', hold);
  router.subscribe('onResolved', waitForCalls);
}
