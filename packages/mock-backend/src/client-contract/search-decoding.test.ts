/**
 * A search's answer is decoded in a worker where the page can start one (`decodeInWorker`), else checked
 * a slice of offers at a time on the page (`decodeRowsInSlices`, whose yielding is tested in
 * @comptoir/api): either way it must decode what a check of the whole body decodes, and refuse exactly
 * what it refuses, with the same message.
 */
import { flightsApi } from '@comptoir/api';
import { flightSearchResultSchema } from '@comptoir/flight-domain';
import { decodeText, type DecodeAnswer, type DecodeRequest } from '@comptoir/api/decode-text';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { safeParse } from 'zod/mini';
import { callSandbox } from '../test-client';
import { ONE_WAY } from '../test-flows';
import { server, TEST_BACKEND_URL, useMswServer } from './recording-backend';

useMswServer();

/** A search's answer as the sandbox sends it: hundreds of offers. */
let wire: { searchId: string; currency: string; offers: Record<string, unknown>[] };
beforeAll(async () => {
  wire = (await callSandbox('POST', '/flight/search/one-way', { body: ONE_WAY })).body as typeof wire;
});

function answer(body: JsonBodyType) {
  server.use(http.post(`${TEST_BACKEND_URL}/api/flight/search/one-way`, () => HttpResponse.json(body)));
}

/**
 * A worker as the browser runs `search-result.worker.ts`, in this thread: each body's `Blob` read and
 * decoded by `decodeText`, each of its answers (the offers' slices, then the body) crossing back as a
 * structured clone, in a task of its own.
 */
class SearchResultWorker {
  readonly started: { url: string; type: string };
  private readonly listeners: ((event: { data: DecodeAnswer }) => void)[] = [];
  constructor(url: URL, { type }: { type: string }) {
    this.started = { url: url.href, type };
    workers.push(this);
  }
  addEventListener(type: string, listener: (event: { data: DecodeAnswer }) => void) {
    if (type === 'message') this.listeners.push(listener);
  }
  postMessage({ id, body, rows, repeated }: DecodeRequest) {
    void body.text().then((text) => {
      for (const decoded of decodeText(flightSearchResultSchema, text, rows, repeated)) {
        const answer = structuredClone({ id, ...decoded });
        setTimeout(() => {
          for (const listener of this.listeners) listener({ data: answer });
        });
      }
    });
  }
  /** Nothing to stop: it runs in this thread. */
  readonly terminate = () => undefined;
}
const workers: SearchResultWorker[] = [];

const searchOneWay = () => flightsApi.searchOneWay({ body: ONE_WAY });

/** The message a check of the whole body words for its first issue, as the client words it. */
function wholeBodyMessage(body: unknown): string {
  const result = safeParse(flightSearchResultSchema, body);
  if (result.success) throw new Error('the body was expected to be refused');
  const [issue] = result.error.issues;
  const where = (issue?.path ?? []).reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${String(key)}]` : `${text}.${String(key)}`),
    'response',
  );
  return `Unexpected response from POST /flight/search/one-way: ${where}: ${issue?.message ?? ''}.`;
}

type Offer = (typeof wire.offers)[number];

/** The sandbox's answer with some of its offers changed: offer index → the change. */
function withOffers(changes: Record<number, (offer: Offer) => Offer>) {
  return { ...wire, offers: wire.offers.map((offer, index) => changes[index]?.(offer) ?? offer) };
}

const badPrice = (offer: Offer): Offer => {
  const [product] = offer.products as Record<string, unknown>[];
  const total = { currency: 'MAD', base: 'ten', taxes: 0, markup: 0, total: 0 };
  return { ...offer, products: [{ ...product, pricing: { total, perPassenger: [] } }] };
};

const notJson = '<html>Bad gateway</html>';

describe.each([
  ['checked a slice of offers at a time on the page', false],
  ['decoded in a worker', true],
])('a search answer %s', (_, inWorker) => {
  beforeAll(() => {
    if (inWorker) vi.stubGlobal('Worker', SearchResultWorker);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('decodes every offer as a check of the whole body does', async () => {
    expect(wire.offers.length).toBeGreaterThanOrEqual(300);
    answer(wire);
    const whole = safeParse(flightSearchResultSchema, wire);
    expect(whole.success).toBe(true);
    // Strictly: the worker's data crosses as JSON text, its offers in slices and their fare rules once each,
    // which must lose nothing of it.
    expect(await searchOneWay()).toStrictEqual(whole.data);
    // The search's own worker, started once, as a module.
    expect(workers.map(({ started }) => started)).toEqual(
      inWorker
        ? [{ url: expect.stringMatching(/\/search-result\.worker\.ts$/) as unknown, type: 'module' }]
        : [],
    );
  });

  it('refuses a body that is not JSON, as the text sent', async () => {
    server.use(
      http.post(
        `${TEST_BACKEND_URL}/api/flight/search/one-way`,
        () => new HttpResponse(notJson, { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    await expect(searchOneWay()).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'decode',
      body: notJson,
      message: 'Unexpected response from POST /flight/search/one-way: the body is not valid JSON.',
    });
  });

  it.each<[string, () => unknown]>([
    ['an offer deep in the list with a malformed price', () => withOffers({ 250: badPrice })],
    ['the first offer without legs', () => withOffers({ 0: (offer) => ({ ...offer, legs: [] }) })],
    [
      'two malformed offers (the first is named)',
      () =>
        withOffers({
          7: (offer) => ({ ...offer, offerId: '' }),
          90: (offer) => ({ ...offer, legs: 'none' }),
        }),
    ],
    [
      'a malformed search id and a malformed offer (the search id is named)',
      () => ({ ...withOffers({ 3: (offer) => ({ ...offer, identifier: 1 }) }), searchId: 7 }),
    ],
    ['another currency', () => ({ ...wire, currency: 'EUR' })],
    ['offers that are not a list', () => ({ ...wire, offers: { length: 1 } })],
    ['a body that is not an object', () => ['offers']],
  ])('refuses %s with the message of a check of the whole body', async (_, makeBody) => {
    const body = makeBody();
    answer(body as JsonBodyType);
    await expect(searchOneWay()).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'decode',
      call: 'POST /flight/search/one-way',
      body,
      message: wholeBodyMessage(body),
    });
  });
});
