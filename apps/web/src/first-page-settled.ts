import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';

/** How long the idle work waits for the first page's calls at most: a slow call does not hold it for ever. */
const FIRST_PAGE_WAIT_MS = 4000;

/**
 * Resolves once the app's first page has its content: the router has loaded it and no query is fetching
 * (the page's calls, sent by its loader or its first render, are answered), or after
 * `FIRST_PAGE_WAIT_MS`. What it holds (`holdIdleWorkUntil`) then comes in the next idle moment.
 */
export function firstPageSettled(router: AnyRouter, queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const cleanups: (() => void)[] = [];
    const settle = () => {
      for (const cleanup of cleanups) cleanup();
      resolve();
    };
    const timer = setTimeout(settle, FIRST_PAGE_WAIT_MS);
    cleanups.push(() => clearTimeout(timer));
    // The page's queries start in its first render: looked at once it has rendered, then at each change.
    const check = () => {
      if (router.state.status === 'idle' && queryClient.isFetching() === 0) settle();
    };
    cleanups.push(
      router.subscribe('onResolved', () => {
        setTimeout(() => {
          cleanups.push(queryClient.getQueryCache().subscribe(check));
          check();
        });
      }),
    );
  });
}
