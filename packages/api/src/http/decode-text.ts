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
  | { outcome: 'rows'; json: string; repeated?: RepeatedValues }
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

/**
 * A field of the rows' items whose values repeat from row to row: a search's products' fare rules, three
 * distinct lists among some 900 products in a sandbox answer, and a third of the offers' JSON. Decoded in a
 * worker, each distinct value crosses to the page once per answer (`RepeatedValues`), and every item that
 * had it gets the same value back: the page parses a third less text and makes a third fewer objects.
 */
export interface RepeatedField {
  /** The row's field that holds its items (`products`). */
  items: string;
  /** The items' field whose values repeat (`fareRules`). */
  field: string;
}

/**
 * A slice's repeated values: each of its items' `field` is sent as an index among the answer's distinct
 * values so far, and `json` holds those first met in this slice, in order (`restoreRepeated` puts them back).
 */
export interface RepeatedValues extends RepeatedField {
  json: string;
}

/** How many rows one message carries. */
export const ROWS_PER_MESSAGE = 50;

/**
 * Parses a body's text and checks it against its schema, as the client does with the body it has read:
 * an empty body is checked as an empty string. Decoded, the list in its field `rows` (when it names one)
 * comes first, a slice of `ROWS_PER_MESSAGE` per answer, then the rest of the body with that list empty.
 * The answers come as they are ready: where the schema checks the list's rows one by one (`rowSchema`),
 * each slice is checked, then sent, while the next waits, so that the page reads a slice while the worker
 * checks the next one (docs/decisions/0085). A body refused there is refused as a check of the whole body
 * refuses it, after the slices of good rows before its first bad one. With `repeated`, each slice sends
 * that field's values as indices (`RepeatedValues`).
 */
export function* decodeText(
  schema: z.core.$ZodType,
  text: string,
  rows?: string,
  repeated?: RepeatedField,
): Generator<TextDecoding, void, undefined> {
  let body: unknown;
  try {
    body = text === '' ? text : (JSON.parse(text) as unknown);
  } catch {
    yield { outcome: 'not-json', text };
    return;
  }
  const rowsAnswer = rowsAnswers(repeated);
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
      if (allTaken) yield rowsAnswer(slice);
    }
    if (rest.success && allTaken) {
      yield { outcome: 'decoded', json: JSON.stringify(rest.data), rows };
      return;
    }
    // A refusal is worded from the whole body's check: its issues, in its order.
  }
  yield* decodeWhole(schema, body, rows, rowsAnswer);
}

/** The body checked at once: a refusal, or its rows' slices then the rest of it. */
function* decodeWhole(
  schema: z.core.$ZodType,
  body: unknown,
  rows: string | undefined,
  rowsAnswer: (slice: readonly unknown[]) => TextDecoding,
): Generator<TextDecoding> {
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
    yield rowsAnswer(list.slice(start, start + ROWS_PER_MESSAGE));
  yield { outcome: 'decoded', json: JSON.stringify({ ...(data as object), [rows]: [] }), rows };
}

/**
 * An answer's slices as their messages: their JSON text, and with `repeated`, that field's values as
 * indices among the answer's distinct values, each sent with the first slice that has it.
 */
function rowsAnswers(repeated?: RepeatedField): (slice: readonly unknown[]) => TextDecoding {
  if (repeated === undefined) return (slice) => ({ outcome: 'rows', json: JSON.stringify(slice) });
  const { items, field } = repeated;
  const indices = new Map<string, number>();
  return (slice) => {
    const met: unknown[] = [];
    const indexOf = (value: unknown) => {
      const key = JSON.stringify(value);
      let index = indices.get(key);
      if (index === undefined) {
        index = indices.size;
        indices.set(key, index);
        met.push(value);
      }
      return index;
    };
    const withIndices = slice.map((row) => {
      if (!isRecord(row)) return row;
      const list = row[items];
      if (!Array.isArray(list)) return row;
      const listed = list.map((item: unknown) =>
        isRecord(item) && field in item ? { ...item, [field]: indexOf(item[field]) } : item,
      );
      return { ...row, [items]: listed };
    });
    return {
      outcome: 'rows',
      json: JSON.stringify(withIndices),
      repeated: { items, field, json: JSON.stringify(met) },
    };
  };
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
  /** A field of those rows' items whose values repeat, each sent once (`RepeatedField`). */
  repeated?: RepeatedField;
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
  /** Its rows' repeated field, as the requests name it. */
  repeated?: RepeatedField;
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
  scope.addEventListener('message', ({ data: { id, body, rows, repeated } }) => {
    warmUpsLeft = 0;
    for (const answer of decodeText(schema, new FileReaderSync().readAsText(body), rows, repeated))
      scope.postMessage({ id, ...answer });
  });
  if (warmUp === undefined) return;
  const warm = () => {
    for (let run = 0; run < WARM_UP_DECODES_PER_TASK && warmUpsLeft > 0; run += 1) {
      Array.from(decodeText(schema, warmUp.sample, warmUp.rows, warmUp.repeated));
      warmUpsLeft -= 1;
    }
    if (warmUpsLeft > 0) setTimeout(warm);
  };
  setTimeout(warm);
}
