/**
 * A result page's search sent by its form's submit (`startSearchOnSubmit`) is the one the page's loader
 * (`searchForResultPage`) takes: one call per visit, never an earlier visit's answer, and no call left
 * running that no page takes.
 */
import { createQueryClient, searchForResultPage, startSearchOnSubmit } from '@comptoir/api';
import { FLIGHT_SEARCH_SCHEMAS } from '@comptoir/flight-domain';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callSandbox } from '../test-client';
import { ONE_WAY } from '../test-flows';
import { server, TEST_BACKEND_URL, useMswServer } from './recording-backend';

useMswServer();

/** A search's answer as the sandbox sends it. */
let wire: unknown;
beforeAll(async () => {
  wire = (await callSandbox('POST', '/flight/search/one-way', { body: ONE_WAY })).body;
});

/** The searches the backend received (their bodies), and those whose caller went away before the answer. */
function answerSearches(latencyMs = 20) {
  const received: unknown[] = [];
  const abandoned: unknown[] = [];
  server.use(
    http.post(`${TEST_BACKEND_URL}/api/flight/search/one-way`, async ({ request }) => {
      const body: unknown = await request.json();
      received.push(body);
      await delay(latencyMs);
      if (request.signal.aborted) abandoned.push(body);
      return HttpResponse.json(wire as never);
    }),
  );
  return { received, abandoned };
}

/** The search as the result page's URL gives it to the loader: the route's schema, defaults applied. */
const inTheUrl = (search: typeof ONE_WAY) => FLIGHT_SEARCH_SCHEMAS.oneway.parse(search);

let queryClient = createQueryClient();
afterEach(() => {
  queryClient.clear();
  queryClient = createQueryClient();
});

describe('a search sent as its form is submitted', () => {
  it('is the one its page takes: one call, its answer decoded', async () => {
    const { received } = answerSearches();
    startSearchOnSubmit(queryClient, { kind: 'oneway', search: ONE_WAY });
    const page = new AbortController();
    const result = await searchForResultPage(
      queryClient,
      { kind: 'oneway', search: inTheUrl(ONE_WAY) },
      page.signal,
    );
    expect(received).toHaveLength(1);
    expect(result.offers.length).toBeGreaterThan(0);
  });

  it('is taken once: the next visit of the same search calls again', async () => {
    const { received } = answerSearches();
    startSearchOnSubmit(queryClient, { kind: 'oneway', search: ONE_WAY });
    const request = { kind: 'oneway', search: inTheUrl(ONE_WAY) } as const;
    await searchForResultPage(queryClient, request, new AbortController().signal);
    await searchForResultPage(queryClient, request, new AbortController().signal);
    expect(received).toHaveLength(2);
  });

  it('is sent once when the same search is submitted twice before its page takes it', async () => {
    const { received } = answerSearches();
    startSearchOnSubmit(queryClient, { kind: 'oneway', search: ONE_WAY });
    startSearchOnSubmit(queryClient, { kind: 'oneway', search: ONE_WAY });
    await searchForResultPage(
      queryClient,
      { kind: 'oneway', search: inTheUrl(ONE_WAY) },
      new AbortController().signal,
    );
    expect(received).toHaveLength(1);
  });

  it('is stopped when the page opens for another search, which calls for itself', async () => {
    const { received, abandoned } = answerSearches(200);
    startSearchOnSubmit(queryClient, { kind: 'oneway', search: ONE_WAY });
    const other = { ...ONE_WAY, to: 'ORY' };
    const result = await searchForResultPage(
      queryClient,
      { kind: 'oneway', search: inTheUrl(other) },
      new AbortController().signal,
    );
    expect(received).toEqual([
      expect.objectContaining({ to: 'CDG' }),
      expect.objectContaining({ to: 'ORY' }),
    ]);
    expect(abandoned).toEqual([expect.objectContaining({ to: 'CDG' })]);
    expect(result.offers.length).toBeGreaterThan(0);
  });

  it('is cancelled with its page when the user leaves before it answers', async () => {
    const { abandoned } = answerSearches(200);
    startSearchOnSubmit(queryClient, { kind: 'oneway', search: ONE_WAY });
    const page = new AbortController();
    const loading = searchForResultPage(
      queryClient,
      { kind: 'oneway', search: inTheUrl(ONE_WAY) },
      page.signal,
    );
    page.abort();
    await expect(loading).rejects.toThrow();
    await delay(250);
    expect(abandoned).toHaveLength(1);
  });
});
