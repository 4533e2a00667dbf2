import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';

/** How long the idle work waits for the first page's calls at most: a slow call does not hold it for ever. */
const FIRST_PAGE_WAIT_MS = 4000;

/**
 * How long it waits once they have come: the first look at the page, when a first click (a row, a field)
 * is likeliest, and would otherwise meet the shell's menus and the command bar being loaded and drawn.
 * What the user reaches for meanwhile is loaded there and then (on hover, focus or its key).
 */
const FIRST_LOOK_MS = 1000;

/**
 * Resolves once the app's first page has had its content for `FIRST_LOOK_MS`: the router has loaded it
 * and no query is fetching (the page's calls, sent by its loader or its first render, are answered), or
 * `FIRST_PAGE_WAIT_MS` have passed. What it holds (`holdIdleWorkUntil`) then comes in the next idle moment.
 */
export function firstPageSettled(router: AnyRouter, queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const cleanups: (() => void)[] = [];
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      for (const cleanup of cleanups) cleanup();
      setTimeout(resolve, FIRST_LOOK_MS);
    };
    const timer = setTimeout(settle, FIRST_PAGE_WAIT_MS);
    cleanups.push(() => clearTimeout(timer));
    // The page's queries start in its first render: looked at once it has rendered, then at each change.
    const check = () => {
      if (router.state.status === 'idle' && queryClient.isFetching() === 0) settle();
    };
    const unsubscribe = router.subscribe('onResolved', () => {
      unsubscribe();
      setTimeout(() => {
        if (settled) return;
        cleanups.push(queryClient.getQueryCache().subscribe(check));
        check();
      });
    });
    cleanups.push(unsubscribe);
  });
}
