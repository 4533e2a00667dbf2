import type { Page } from '@playwright/test';

/** Counts the requests whose method matches and whose path holds `pathPart`, from now on. */
export function countRequests(page: Page, method: string, pathPart: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname.includes(pathPart)) count += 1;
  });
  return () => count;
}
