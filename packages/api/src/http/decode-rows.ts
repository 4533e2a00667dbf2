import { yieldToMain } from '@comptoir/flight-domain';
import type { z } from 'zod/mini';
import { core, safeParse } from 'zod/mini';
import { checkFailure, decodeResponse } from './api-error';
import { DECODING_WORKERS, workerDecoder } from './decode-in-worker';
import type { Endpoint } from './endpoint';

// Code of its own, which the app client fetches with the first call whose response declares `rows` (a
// search's offers): no other page's first load carries it.

/**
 * How the body of a call to `endpoint`, whose response declares `rows`, is decoded: in the endpoint's
 * worker when `inWorker` (started now if not before, so that it loads while the backend answers; the body
 * is then the `Blob` the client read the answer into), else on the page, a slice of rows at a time. Either
 * way with the refusals and messages of a check of the whole body.
 */
export function rowsDecoder(
  endpoint: Endpoint,
  inWorker: boolean,
): (data: unknown, call: string) => Promise<unknown> {
  const { decodeInWorker, response, rows = '', repeatedInRows } = endpoint;
  if (inWorker && decodeInWorker !== undefined) {
    const decoder = workerDecoder(DECODING_WORKERS[decodeInWorker]);
    return (data, call) => decoder.decode(data as Blob, call, rows, repeatedInRows);
  }
  return (data, call) => decodeRowsInSlices(response, rows, data, call);
}

/** How long one slice of rows may hold the main thread before the decoding yields to it: half a frame. */
const SLICE_MS = 8;

/**
 * Checks a response whose `rows` field holds a long list (a search's offers), as `decodeResponse` does
 * and with the same refusals and messages, but a slice of rows at a time, yielding to the browser between
 * slices, so that no frame waits for the whole list. The object around the rows is checked first with its
 * rows left out; `rows` must be the last field of the object's schema and its array must have no checks of
 * its own, so that the first issue found is the one a check of the whole body would report.
 */
export async function decodeRowsInSlices<Schema extends z.core.$ZodType>(
  schema: Schema,
  rows: string,
  value: unknown,
  call: string,
): Promise<z.output<Schema>> {
  const shape = schema instanceof core.$ZodObject ? schema._zod.def.shape : {};
  const list = shape[rows];
  if (
    !(list instanceof core.$ZodArray) ||
    (list._zod.def.checks ?? []).length > 0 ||
    Object.keys(shape).at(-1) !== rows
  )
    throw new Error(`${call}: "${rows}" must be the last field of the response, an array without checks.`);
  const body = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  const items = body?.[rows];
  if (body === undefined || !Array.isArray(items)) return decodeResponse(schema, value, call);
  const envelope = safeParse(schema, { ...body, [rows]: [] });
  if (!envelope.success) throw checkFailure('response', envelope.error, value, call);
  const row = list._zod.def.element;
  const decoded: unknown[] = [];
  let sliceStart = performance.now();
  for (const [index, item] of items.entries()) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToMain();
      sliceStart = performance.now();
    }
    const result = safeParse(row, item);
    if (!result.success) {
      const issues = result.error.issues.map((issue) => ({ ...issue, path: [rows, index, ...issue.path] }));
      throw checkFailure('response', new core.$ZodError(issues), value, call);
    }
    decoded.push(result.data);
  }
  return { ...(envelope.data as object), [rows]: decoded } as z.output<Schema>;
}
