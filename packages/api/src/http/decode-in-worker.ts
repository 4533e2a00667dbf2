import { core } from 'zod/mini';
import { checkFailure, notJsonError } from './api-error';
import type { DecodeAnswer, DecodeRequest, DecodingWorker } from './decode-text';
import { yieldToMain } from './yield-to-main';

// Code of its own, which the app client fetches with the first call whose endpoint decodes in a worker (a
// search): no page's first load carries it.

/** The browser's `Worker`, typed as far as the client uses it (the package also compiles without the DOM's types). */
declare const Worker: new (url: URL, options: { type: 'module'; name: string }) => DecodingWorker;

/** The workers an endpoint may decode its answers in (its `decodeInWorker`), by name. */
export const DECODING_WORKERS = {
  /** The searches' answers: hundreds of offers. */
  'search-result': () =>
    new Worker(new URL('../endpoints/search-result.worker.ts', import.meta.url), {
      type: 'module',
      name: 'search-result',
    }),
} satisfies Record<string, () => DecodingWorker>;

export type DecodingWorkerName = keyof typeof DECODING_WORKERS;

/** Decodes bodies in one worker; the worker lives on for the next calls. */
interface WorkerDecoder {
  decode(body: Blob, call: string): Promise<unknown>;
}

const decoders = new WeakMap<() => DecodingWorker, WorkerDecoder>();

/**
 * The decoder of the worker `start` starts, started before the first call (`prepareSearchDecoding`) or
 * with it, so that the worker has loaded when the backend answers. A body comes back decoded, or refused
 * with the same `ApiError` a check on the page gives (`decode`, the body as sent, the call, the first
 * offending field). A worker that fails (its script could not load) fails the calls waiting for it, and
 * the next call starts another.
 */
export function workerDecoder(start: () => DecodingWorker): WorkerDecoder {
  const existing = decoders.get(start);
  if (existing !== undefined) return existing;
  let worker: DecodingWorker | undefined;
  let lastId = 0;
  const waiting = new Map<
    number,
    { resolve: (answer: DecodeAnswer) => void; reject: (error: unknown) => void }
  >();
  const running = () => {
    if (worker !== undefined) return worker;
    const started = start();
    started.addEventListener('message', ({ data }) => {
      waiting.get(data.id)?.resolve(data);
      waiting.delete(data.id);
    });
    started.addEventListener('error', (event) => {
      event.preventDefault();
      started.terminate();
      worker = undefined;
      for (const { reject } of waiting.values())
        reject(new Error(`The decoding worker failed: ${event.message}`));
      waiting.clear();
    });
    worker = started;
    return started;
  };
  const decoder: WorkerDecoder = {
    async decode(body, call) {
      const id = (lastId += 1);
      const answer = await new Promise<DecodeAnswer>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        running().postMessage({ id, body } satisfies DecodeRequest);
      });
      // The answer is read in the message's task (its data parsed from JSON text); what waits for it (a
      // page drawing the offers) runs in a task of its own, so that no task holds the thread for both.
      const data = answer.outcome === 'decoded' ? (JSON.parse(answer.json) as unknown) : undefined;
      await yieldToMain();
      switch (answer.outcome) {
        case 'decoded':
          return data;
        case 'not-json':
          throw notJsonError(call, answer.text);
        case 'refused':
          throw checkFailure('response', new core.$ZodError(answer.issues), answer.body, call);
      }
    },
  };
  running();
  decoders.set(start, decoder);
  return decoder;
}
