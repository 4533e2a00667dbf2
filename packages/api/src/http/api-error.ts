import { GENERIC_ERROR_MESSAGE, isRefusalStatus } from '@comptoir/flight-domain';
import type { AxiosError } from 'axios';
import type { z } from 'zod/mini';
import { safeParse } from 'zod/mini';

/** What went wrong with a backend call. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'decode' | 'canceled' | 'invalid-request';

interface ApiErrorOptions {
  kind: ApiErrorKind;
  /** HTTP status, when the server answered. */
  status?: number;
  /** The response body as the server sent it. */
  body?: unknown;
  /** The call that failed, as `METHOD /path`. */
  call?: string;
  cause?: unknown;
}

/**
 * The one error type of the API layer. Every failure — an HTTP error, a network failure, a timeout or a
 * response that does not match its schema — arrives as an ApiError whose message can be shown as is.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly body: unknown;
  readonly call: string | undefined;

  constructor(message: string, { kind, status, body, call, cause }: ApiErrorOptions) {
    super(message, cause === undefined ? undefined : { cause });
    this.kind = kind;
    this.status = status;
    this.body = body;
    this.call = call;
  }
}

/**
 * Whether a call was refused (401, 403 or 404, `REFUSAL_STATUSES`) rather than failed: the
 * server answered why, and asking again gets the same answer. A page shows a refusal's message as it is
 * (SPEC §6), not as a crash behind SPEC §8's fallback panel.
 */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.kind === 'http' && isRefusalStatus(error.status);
}

/** The timeout of every application call. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** An object whose fields can be read by name. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The message a server put in an error body: `{ message }`, `{ error: '...' }` or
 * `{ error: { message } }` (better-auth and Travelport-style APIs use all three).
 */
export function serverMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const candidates = [body.message, body.error, isRecord(body.error) ? body.error.message : undefined];
  const message = candidates.find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return message?.trim();
}

/**
 * axios's own test (`isAxiosError === true`), without importing axios: the app client loads it with the
 * first upload that shows its progress.
 */
function isAxiosError(error: unknown): error is AxiosError {
  return isRecord(error) && error.isAxiosError === true;
}

/** A call the server did not answer within `timeoutMs`. */
export function timeoutError(timeoutMs: number, call?: string, cause?: unknown): ApiError {
  return new ApiError(`The server did not answer within ${timeoutMs / 1000} seconds. Please try again.`, {
    kind: 'timeout',
    call,
    cause,
  });
}

/** A call that never reached the server. */
export function networkError(call?: string, cause?: unknown): ApiError {
  return new ApiError('Could not reach the server. Check your connection and try again.', {
    kind: 'network',
    call,
    cause,
  });
}

/** A response whose body is not JSON, as the text the server sent. */
export function notJsonError(call: string, body: string): ApiError {
  return new ApiError(`Unexpected response from ${call}: the body is not valid JSON.`, {
    kind: 'decode',
    body,
    call,
  });
}

/** Turns anything an axios call (an upload showing its progress) can throw into an ApiError. */
export function toApiError(error: unknown, call?: string, timeoutMs = REQUEST_TIMEOUT_MS): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const { response } = error;
    if (response) {
      return new ApiError(serverMessage(response.data) ?? GENERIC_ERROR_MESSAGE, {
        kind: 'http',
        status: response.status,
        body: response.data,
        call,
        cause: error,
      });
    }
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT')
      return timeoutError(timeoutMs, call, error);
    if (error.code === 'ERR_CANCELED') {
      return new ApiError('The request was cancelled.', { kind: 'canceled', call, cause: error });
    }
    return networkError(call, error);
  }
  return new ApiError(error instanceof Error ? error.message : String(error), {
    kind: 'network',
    call,
    cause: error,
  });
}

function formatPath(path: readonly PropertyKey[], root: CheckedSide): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}.${String(key)}`),
    root,
  );
}

/** A failed check's first issue as the messages word it: where (below `root`), then what is wrong. */
function describeFirstIssue(error: z.core.$ZodError, root: CheckedSide): string {
  const [issue] = error.issues;
  const where = issue ? formatPath(issue.path, root) : root;
  return `${where}: ${issue?.message ?? 'does not match the expected shape'}`;
}

/** The side of a call a schema checks: what a failed check is called, and where its path starts. */
type CheckedSide = 'request' | 'response';

/** How a failed check of each side of a call is filed, and the words its message starts with. */
const CHECK_FAILURES = {
  request: { kind: 'invalid-request', lead: 'Invalid request for' },
  response: { kind: 'decode', lead: 'Unexpected response from' },
} as const satisfies Record<CheckedSide, { kind: ApiErrorKind; lead: string }>;

/** A failed check of one side of a call as the ApiError that names the call and the first offending field. */
export function checkFailure(
  side: CheckedSide,
  error: z.core.$ZodError,
  value: unknown,
  call: string,
): ApiError {
  const { kind, lead } = CHECK_FAILURES[side];
  return new ApiError(`${lead} ${call}: ${describeFirstIssue(error, side)}.`, {
    kind,
    body: side === 'response' ? value : undefined,
    call,
    cause: error,
  });
}

/**
 * The check of one side of a call: parses a value with its schema, or throws an ApiError naming the call
 * and the first offending field; a response's error keeps the body as the server sent it.
 */
function checkerOf(side: CheckedSide) {
  return <Schema extends z.core.$ZodType>(schema: Schema, value: unknown, call: string): z.output<Schema> => {
    const result = safeParse(schema, value);
    if (result.success) return result.data;
    throw checkFailure(side, result.error, value, call);
  };
}

/**
 * Checks a request payload against its flight-domain schema before it is sent. A bad payload becomes an
 * ApiError naming the call and the field (forms validate first; this guards every other caller).
 */
export const validateRequest = checkerOf('request');

/**
 * Checks a response body against its schema. A mismatch becomes an ApiError naming the call and the
 * first offending field, so a backend change shows up as a clear message rather than a crash in a view.
 */
export const decodeResponse = checkerOf('response');
