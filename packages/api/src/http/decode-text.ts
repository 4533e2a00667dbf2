import type { z } from 'zod/mini';
import { safeParse } from 'zod/mini';
import { isRecord } from './api-error';

/**
 * A response body, given as the text the server sent, as a worker decodes it: its data, or why it was
 * refused, in plain data that crosses back to the page (`decode-in-worker.ts` words the refusals as the
 * client words them).
 */
export type TextDecoding =
  /**
   * A slice of the decoded rows (`DecodeRequest.rows`), as JSON text, sent before the body they belong to.
   * Each crosses in a message of its own, which the page reads in a task of its own: a search's offers,
   * crossing at once, were one task of over 100 ms at 4× CPU, most of it the message's copy of the text.
   */
  | { outcome: 'rows'; json: string }
  /**
   * The decoded data, as JSON text: the page reads it with `JSON.parse`, about twice as fast as it reads a
   * structured clone of the same data (a search's 349 offers: 6 ms against 13, unthrottled). `rows` names
   * the field whose list came before it as slices, left empty here.
   */
  | { outcome: 'decoded'; json: string; rows?: string }
  /** A body that is not JSON, with its text (the page words the refusal as the client does). */
  | { outcome: 'not-json'; text: string }
  /** A body its schema refuses: the body as sent and the check's issues, as a check of the whole body finds them. */
  | { outcome: 'refused'; body: unknown; issues: z.core.$ZodIssue[] };

/** How many rows one message carries. */
export const ROWS_PER_MESSAGE = 50;

/**
 * Parses a body's text and checks it against its schema, as the client does with the body it has read:
 * an empty body is checked as an empty string. Decoded, the list in its field `rows` (when it names one)
 * comes first, a slice of `ROWS_PER_MESSAGE` per answer, then the rest of the body with that list empty.
 * The answers come as they are ready: where the schema checks the list's rows one by one (`rowSchema`),
 * each slice is checked, then sent, while the next waits, so that the page reads a slice while the worker
 * checks the next one (docs/decisions/0085). A body refused there is refused as a check of the whole body
 * refuses it, after the slices of good rows before its first bad one.
 */
export function* decodeText(
  schema: z.core.$ZodType,
  text: string,
  rows?: string,
): Generator<TextDecoding, void, undefined> {
  let body: unknown;
  try {
    body = text === '' ? text : (JSON.parse(text) as unknown);
  } catch {
    yield { outcome: 'not-json', text };
    return;
  }
  const row = rows === undefined ? undefined : rowSchema(schema, rows);
  const list = rows !== undefined && isRecord(body) ? body[rows] : undefined;
  if (row !== undefined && rows !== undefined && isRecord(body) && Array.isArray(list)) {
    const rest = safeParse(schema, { ...body, [rows]: [] });
    let allTaken = rest.success;
    for (let start = 0; allTaken && start < list.length; start += ROWS_PER_MESSAGE) {
      const slice: unknown[] = [];
      for (const item of list.slice(start, start + ROWS_PER_MESSAGE)) {
        const checked = safeParse(row, item);
        if (!checked.success) break;
        slice.push(checked.data);
      }
      allTaken = slice.length === Math.min(ROWS_PER_MESSAGE, list.length - start);
      if (allTaken) yield { outcome: 'rows', json: JSON.stringify(slice) };
    }
    if (rest.success && allTaken) {
      yield { outcome: 'decoded', json: JSON.stringify(rest.data), rows };
      return;
    }
    // A refusal is worded from the whole body's check: its issues, in its order.
  }
  yield* decodeWhole(schema, body, rows);
}

/** The body checked at once: a refusal, or its rows' slices then the rest of it. */
function* decodeWhole(schema: z.core.$ZodType, body: unknown, rows?: string): Generator<TextDecoding> {
  const result = safeParse(schema, body);
  if (!result.success) {
    yield { outcome: 'refused', body, issues: result.error.issues };
    return;
  }
  const data: unknown = result.data;
  const list = rows !== undefined && isRecord(data) ? data[rows] : undefined;
  if (rows === undefined || !Array.isArray(list)) {
    yield { outcome: 'decoded', json: JSON.stringify(data) };
    return;
  }
  for (let start = 0; start < list.length; start += ROWS_PER_MESSAGE)
    yield { outcome: 'rows', json: JSON.stringify(list.slice(start, start + ROWS_PER_MESSAGE)) };
  yield { outcome: 'decoded', json: JSON.stringify({ ...(data as object), [rows]: [] }), rows };
}

/**
 * The schema of each row of `field`'s list, where checking the rows one by one and the body with its list
 * empty decodes what a check of the whole body decodes: an object with no check of its own whose field is
 * a list with none either (a check of the whole could see what the parts do not). Else none.
 */
function rowSchema(schema: z.core.$ZodType, field: string): z.core.$ZodType | undefined {
  const object = schema._zod.def;
  if (object.type !== 'object' || (object.checks?.length ?? 0) > 0) return undefined;
  const list = (object as z.core.$ZodObjectDef).shape[field]?._zod.def;
  if (list?.type !== 'array' || (list.checks?.length ?? 0) > 0) return undefined;
  return (list as z.core.$ZodArrayDef).element;
}

/**
 * A request to a decoding worker, and its answer. The body comes as the `Blob` the page read the answer
 * into: the browser stores it as it arrives, so that the page's thread never holds its bytes nor
 * decodes its text (a search's 1.3 MB: about 30 ms of the page's thread as text, unthrottled).
 */
export interface DecodeRequest {
  id: number;
  body: Blob;
  /** The body's field that holds a long list, which comes back a slice at a time (`decodeText`). */
  rows?: string;
}
export type DecodeAnswer = TextDecoding & { id: number };

/**
 * The parts of a dedicated worker's global scope a decoding worker uses (typed here: the package is also
 * compiled without the DOM's types, for the sandbox).
 */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: { data: DecodeRequest }) => void): void;
  postMessage(message: DecodeAnswer): void;
}

/** A worker's synchronous reader of a `Blob`'s text (as UTF-8, as `Response.text` reads it). */
declare const FileReaderSync: new () => { readAsText(blob: Blob): string };

/** The parts of a `Worker` the page uses to have bodies decoded. */
export interface DecodingWorker {
  postMessage(message: DecodeRequest): void;
  addEventListener(type: 'message', listener: (event: { data: DecodeAnswer }) => void): void;
  addEventListener(
    type: 'error',
    listener: (event: { message: string; preventDefault: () => void }) => void,
  ): void;
  terminate(): void;
}

/**
 * An answer a worker decodes while it waits for its first request. V8 runs a function it has not run
 * before in its interpreter, and compiles and optimizes it only as it runs again: the first real answer,
 * decoded cold, took several times as long as once the code was warm (docs/decisions/0083).
 */
export interface DecodeWarmUp {
  /** A body's text that the schema takes, as the backend sends it: the same fields in the same order. */
  sample: string;
  /** The sample's field that holds its rows, as the requests name it. */
  rows?: string;
  /** How many times the sample is decoded, unless a request comes first. */
  times: number;
}

/** The warm-up's decodes in one task: a request that comes meanwhile waits for that task alone. */
export const WARM_UP_DECODES_PER_TASK = 20;

/**
 * Makes this worker decode every body it is sent with `schema`, answering each under its request's id
 * (in several messages when its rows come a slice at a time).
 * The body's text is read synchronously: a body that cannot be read throws in the worker, whose error
 * fails the calls waiting for it (`decode-in-worker.ts`) rather than leaving them unanswered.
 * With `warmUp`, the worker decodes its sample meanwhile, a few times per task, and stops at the first
 * request: once a real answer has been decoded, the code is as warm as the sample would make it.
 */
export function answerDecodes(schema: z.core.$ZodType, warmUp?: DecodeWarmUp): void {
  const scope = globalThis as unknown as WorkerScope;
  let warmUpsLeft = warmUp?.times ?? 0;
  scope.addEventListener('message', ({ data: { id, body, rows } }) => {
    warmUpsLeft = 0;
    for (const answer of decodeText(schema, new FileReaderSync().readAsText(body), rows))
      scope.postMessage({ id, ...answer });
  });
  if (warmUp === undefined) return;
  const warm = () => {
    for (let run = 0; run < WARM_UP_DECODES_PER_TASK && warmUpsLeft > 0; run += 1) {
      Array.from(decodeText(schema, warmUp.sample, warmUp.rows));
      warmUpsLeft -= 1;
    }
    if (warmUpsLeft > 0) setTimeout(warm);
  };
  setTimeout(warm);
}
