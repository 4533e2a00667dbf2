/**
 * The api client's contract tests (SPEC §7 calls, error normalisation, toasts): the real client talks
 * through MSW in node to a backend each test answers for itself. They live here, where msw belongs, so
 * that `@comptoir/api` has no msw at all.
 */
import { configureApi } from '@comptoir/api';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** The backend every node test talks to; requests nothing handles fail the test. */
export const TEST_BACKEND_URL = 'http://backend.test';

export const server = setupServer();

/** Starts MSW for the calling test file and points the API at the test backend. */
export function useMswServer(): void {
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    configureApi({ backendUrl: TEST_BACKEND_URL });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** A request as the backend received it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials;
  contentType: string | null;
}

/** Answers every request under /api with `status` and records what arrived. */
export function recordRequests(
  status = 418,
  body: JsonBodyType = { message: 'recorded' },
): ReceivedRequest[] {
  const received: ReceivedRequest[] = [];
  server.use(
    http.all(`${TEST_BACKEND_URL}/api/*`, async ({ request }) => {
      const url = new URL(request.url);
      const contentType = request.headers.get('content-type');
      const text = await request.text();
      received.push({
        method: request.method,
        path: url.pathname.replace(/^\/api/, ''),
        query: Object.fromEntries(url.searchParams),
        body: text === '' ? undefined : contentType?.includes('json') ? (JSON.parse(text) as unknown) : text,
        credentials: request.credentials,
        contentType,
      });
      return HttpResponse.json(body, { status });
    }),
  );
  return received;
}
