import { yieldToMain } from '@comptoir/flight-domain';
import { core } from 'zod/mini';
import { checkFailure, isRecord, notJsonError } from './api-error';
import type {
  DecodeAnswer,
  DecodeRequest,
  DecodingWorker,
  RepeatedField,
  RepeatedValues,
} from './decode-text';

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
  /**
   * Decodes `body`; its field `rows`, when named, comes back a slice at a time, the values of their items'
   * `repeated` field once each.
   */
  decode(body: Blob, call: string, rows?: string, repeated?: RepeatedField): Promise<unknown>;
}

/** What the page has of a call's answer while its messages come: the rows read so far. */
interface Waiting {
  rows: unknown[];
  /** The distinct values of the rows' repeated field so far, by their index. */
  repeated: unknown[];
  resolve: (answer: Exclude<DecodeAnswer, { outcome: 'rows' }>) => void;
  reject: (error: unknown) => void;
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
  const waiting = new Map<number, Waiting>();
  const running = () => {
    if (worker !== undefined) return worker;
    const started = start();
    started.addEventListener('message', ({ data }) => {
      const call = waiting.get(data.id);
      if (call === undefined) return;
      // A slice of rows is read in its message's task, each a task of its own.
      if (data.outcome === 'rows') {
        const slice = JSON.parse(data.json) as unknown[];
        if (data.repeated !== undefined) restoreRepeated(slice, data.repeated, call.repeated);
        for (const row of slice) call.rows.push(row);
        return;
      }
      call.resolve(data);
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
    async decode(body, call, rows, repeated) {
      const id = (lastId += 1);
      const read: unknown[] = [];
      const answer = await new Promise<Exclude<DecodeAnswer, { outcome: 'rows' }>>((resolve, reject) => {
        waiting.set(id, { rows: read, repeated: [], resolve, reject });
        running().postMessage({
          id,
          body,
          ...(rows === undefined ? {} : { rows }),
          ...(repeated === undefined ? {} : { repeated }),
        } satisfies DecodeRequest);
      });
      // The answer is read in the message's task (its data parsed from JSON text, its rows put back); what
      // waits for it (a page drawing the offers) runs in a task of its own, so that no task holds the
      // thread for both.
      const data = answer.outcome === 'decoded' ? withRows(answer, read) : undefined;
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

/** A decoded body, with its rows put back in their field when they came before it. */
function withRows({ json, rows }: { json: string; rows?: string }, read: unknown[]): unknown {
  const body = JSON.parse(json) as unknown;
  return rows === undefined ? body : { ...(body as object), [rows]: read };
}

/**
 * Puts a slice's repeated values back (`RepeatedValues`): the values first met in it join the answer's
 * `distinct` ones, and each item's index becomes its value, the same one for every item that had it.
 */
function restoreRepeated(
  slice: unknown[],
  { items, field, json }: RepeatedValues,
  distinct: unknown[],
): void {
  for (const value of JSON.parse(json) as unknown[]) distinct.push(value);
  for (const row of slice) {
    const list = isRecord(row) ? row[items] : undefined;
    if (!Array.isArray(list)) continue;
    for (const item of list as unknown[])
      if (isRecord(item) && typeof item[field] === 'number') item[field] = distinct[item[field]];
  }
}
