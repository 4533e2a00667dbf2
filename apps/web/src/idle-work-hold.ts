import { holdIdleWork, releaseIdleWork } from '@comptoir/ui/kit';
import type { QueryClient } from '@tanstack/react-query';

/** How long a page's calls hold the idle work at most: a slow call does not hold it for ever. */
const PAGE_WAIT_MS = 4000;

/**
 * How long the idle work waits once a page's calls are answered: the first look at the page, when a
 * first click (a row, a field) is likeliest, and would otherwise meet the shell's menus and the command
 * bar being loaded and drawn. What the user reaches for meanwhile is loaded there and then (on hover,
 * focus or its key).
 */
const FIRST_LOOK_MS = 1000;

/** What the hold reads of the router: whether a page is loading, and when one starts and is resolved. */
interface PageLoads {
  readonly state: { readonly status: 'pending' | 'idle' };
  subscribe(event: 'onBeforeLoad' | 'onResolved', listener: () => void): unknown;
}

/** Holding and letting go of the idle work (the kit's `holdIdleWork` and `releaseIdleWork`). */
interface IdleWork {
  hold(): void;
  release(): void;
}

/**
 * Holds the idle work (`holdIdleWork`) from the app's start and from each navigation until the page has
 * loaded (the router has resolved it) and no query has been fetching for `FIRST_LOOK_MS`: a call sent
 * meanwhile (a block's, sent a task after the page's first render) is the page's too, and the look starts
 * again once it is answered. After `PAGE_WAIT_MS`, a call still on its way no longer holds it: the look
 * runs to its end. For the app's life: `main.tsx` sets it up once, before the first page's load.
 */
export function holdIdleWorkWhilePagesLoad(
  router: PageLoads,
  queryClient: QueryClient,
  idleWork: IdleWork = { hold: holdIdleWork, release: releaseIdleWork },
): void {
  let waiting: (() => void) | undefined;
  const stopWaiting = () => {
    waiting?.();
    waiting = undefined;
  };
  const hold = () => {
    stopWaiting();
    idleWork.hold();
  };
  const waitForCalls = () => {
    stopWaiting();
    let look: ReturnType<typeof setTimeout> | undefined;
    let unsubscribe: (() => void) | undefined;
    const startLook = () => {
      look ??= setTimeout(() => {
        stopWaiting();
        idleWork.release();
      }, FIRST_LOOK_MS);
    };
    const check = () => {
      if (router.state.status === 'idle' && queryClient.isFetching() === 0) {
        startLook();
        return;
      }
      clearTimeout(look);
      look = undefined;
    };
    const timers = [
      setTimeout(() => {
        unsubscribe?.();
        startLook();
      }, PAGE_WAIT_MS),
      // The page's queries start in its first render: looked at once it has rendered, then at each change.
      setTimeout(() => {
        unsubscribe = queryClient.getQueryCache().subscribe(check);
        check();
      }),
    ];
    waiting = () => {
      for (const timer of [...timers, look]) clearTimeout(timer);
      unsubscribe?.();
    };
  };
  hold();
  router.subscribe('onBeforeLoad', hold);
  router.subscribe('onResolved', waitForCalls);
}
