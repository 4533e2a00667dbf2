import { ApiError, networkError, REQUEST_TIMEOUT_MS, serverMessage, timeoutError } from '../http/api-error';
import { MUTATION_TOAST_ID, showError } from '../toasts';
import { authBaseUrl } from './guard-calls';

/**
 * The wire of the authentication calls, without better-auth's client: what its client is configured with
 * (`auth-client.ts`), and the plain GETs the route guards make before a page paints (`session.ts`), so
 * that no page waits for better-auth's client to load before it can paint.
 */

/**
 * SPEC §8: the message of a failed authentication call — the server's message, or else the response
 * type, status text and status code.
 */
export function authErrorMessage(
  body: unknown,
  response: Pick<Response, 'type' | 'status' | 'statusText'>,
): string {
  return (
    serverMessage(body) ??
    `${response.type} ${response.statusText} ${response.status}`.replace(/\s+/g, ' ').trim()
  );
}

/**
 * Reads an authentication answer's text as JSON. A body that does not parse is refused as the application
 * client refuses it, after an error toast with id `mutation-toast`, rather than let a page read fields of
 * a string; an empty body is handed back as it is.
 */
export function parseAuthBody(text: string): unknown {
  if (text.trim() === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const failure = new ApiError('Unexpected response from the server: the body is not valid JSON.', {
      kind: 'decode',
      body: text,
    });
    void showError(failure, { id: MUTATION_TOAST_ID });
    throw failure;
  }
}

/**
 * `fetch` with the application's time-out. A request that never reaches the server, or that it does not
 * answer in time, is toasted (id `mutation-toast`) and thrown as the application client words it; one
 * cancelled by its caller is thrown as it is.
 */
export async function fetchWithTimeout(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const timedOut = new AbortController();
  const timer = setTimeout(() => timedOut.abort(), REQUEST_TIMEOUT_MS);
  const signals = [timedOut.signal, ...(init?.signal ? [init.signal] : [])];
  try {
    return await fetch(input, { ...init, signal: AbortSignal.any(signals) });
  } catch (error) {
    if (init?.signal?.aborted === true) throw error;
    const failure = timedOut.signal.aborted
      ? timeoutError(REQUEST_TIMEOUT_MS, undefined, error)
      : networkError(undefined, error);
    void showError(failure, { id: MUTATION_TOAST_ID });
    throw failure;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GETs a better-auth endpoint (`/get-session`) as better-auth's client would, credentials included, and
 * resolves to its parsed body. An answer that is not a success rejects, untoasted, with an `ApiError`
 * carrying the status, the body and the server's message, or else the status text.
 */
export async function getAuthEndpoint(backendUrl: string, path: `/${string}`): Promise<unknown> {
  const call = `GET /api/auth${path}`;
  const response = await fetchWithTimeout(`${authBaseUrl(backendUrl)}${path}`, {
    method: 'GET',
    credentials: 'include',
  });
  const text = await response.text();
  if (response.ok) return parseAuthBody(text);
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // Not JSON: the text as it came.
  }
  throw new ApiError(serverMessage(body) ?? (response.statusText || String(response.status)), {
    kind: 'http',
    status: response.status,
    body,
    call,
  });
}
