import { FAULT_HEADER } from '@comptoir/mock-backend';
import type { Page, Request } from '@playwright/test';

/** Counts the requests whose method matches and whose path holds `pathPart`, from now on. */
export function countRequests(page: Page, method: string, pathPart: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (picks(request, method, pathPart)) count += 1;
  });
  return () => count;
}

function picks(request: Request, method: string, pathPart: string): boolean {
  return request.method() === method && new URL(request.url()).pathname.includes(pathPart);
}

/**
 * How long the sandbox holds a call a test wants slow (its per-request fault header): far longer than the
 * two clicks of a double click take apart, on a busy machine too.
 */
const SLOW_ANSWER = 'latency=800';

/**
 * Has the sandbox answer the calls whose method matches and whose path holds `pathPart` late (by
 * `latencyMs`, else `SLOW_ANSWER`), from now on: the second click of a double click then lands while the
 * first call is still pending (the e2e run's sandbox answers at once otherwise).
 */
export async function answerSlowly(
  page: Page,
  method: string,
  pathPart: string,
  latencyMs?: number,
): Promise<void> {
  const fault = latencyMs === undefined ? SLOW_ANSWER : `latency=${String(latencyMs)}`;
  await page.route(
    (url) => url.pathname.includes(pathPart),
    async (route) =>
      picks(route.request(), method, pathPart)
        ? route.fallback({
            headers: { ...(await route.request().allHeaders()), [FAULT_HEADER]: fault },
          })
        : route.fallback(),
  );
}

/**
 * Counts the calls like `countRequests`, each answered late (`answerSlowly`): one call on the wire after a
 * double click proves the second click sent nothing.
 */
export async function countSlowCalls(page: Page, method: string, pathPart: string): Promise<() => number> {
  await answerSlowly(page, method, pathPart);
  return countRequests(page, method, pathPart);
}
