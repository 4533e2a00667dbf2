import { GENERIC_ERROR_MESSAGE, loadOnce } from '@comptoir/flight-domain';
import {
  ApiError,
  decodeResponse,
  networkError,
  notJsonError,
  REQUEST_TIMEOUT_MS,
  serverMessage,
  timeoutError,
  toApiError,
} from './api-error';
import {
  decodesInWorker,
  describeEndpoint,
  endpointPath,
  fillPath,
  type CallInput,
  type Endpoint,
  type EndpointResponse,
  type UploadProgress,
} from './endpoint';

const loadRowsDecoder = loadOnce(() => import('./decode-rows').then((module) => module.rowsDecoder));

/** A request as it goes out: path values, query and body already checked against the endpoint's schemas. */
interface OutgoingRequest extends Pick<CallInput<Endpoint>, 'onUploadProgress' | 'signal'> {
  path?: Readonly<Record<string, string>>;
  query?: unknown;
  body?: unknown;
}

/** The application API client: backend URL + `/api`, credentials included, responses decoded. */
export interface AppClient {
  call<E extends Endpoint>(endpoint: E, request: OutgoingRequest): Promise<EndpointResponse<E>>;
  /**
   * POSTs a text body (an airline's XML message) to a path under /api and resolves with the answer's
   * text, failures as the same `ApiError`s as `call`; reading the text is the caller's.
   */
  postText(
    path: string,
    body: string,
    options: { contentType: string; signal?: AbortSignal },
  ): Promise<string>;
}

/** How an answer's body is read: JSON (an empty body as `''`), the text as sent, or a file. */
type ReadAs = 'json' | 'text' | 'blob';

/** A request for `fetch`, as `send` takes it. */
interface Sending {
  method: string;
  url: string;
  body?: string | FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The call's name in errors, `GET /reservations/{id}`. */
  name: string;
}

/** A body's text as JSON, `''` for an empty body; throws when it does not parse. */
const jsonOf = (text: string): unknown => (text === '' ? text : (JSON.parse(text) as unknown));

/** A body's text as JSON (`jsonOf`); a body that does not parse is refused in the call's name. */
function parseJson(text: string, name: string): unknown {
  try {
    return jsonOf(text);
  } catch {
    throw notJsonError(name, text);
  }
}

/** An error answer's body: its JSON when it is JSON, else its text, so that the server's message shows. */
function errorBody(text: string): unknown {
  try {
    return jsonOf(text);
  } catch {
    return text;
  }
}

/** `{ page: 1, search: undefined }` → `?page=1`: the checked query's values, those left out omitted. */
function queryString(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** A JSON body with its content type; a multipart body (an upload) as it is, the browser naming its boundary. */
function requestBody(body: unknown): Pick<Sending, 'body' | 'headers'> {
  if (body === undefined) return {};
  if (body instanceof FormData) return { body };
  return { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
}

/**
 * Sends one request with `fetch` (credentials included) and reads its answer as `readAs`: a failure, a
 * timeout, a cancellation or an error status rejects with the `ApiError` that words it.
 */
async function send(request: Sending, readAs: ReadAs, timeoutMs: number): Promise<unknown> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  try {
    const response = await fetch(request.url, {
      method: request.method,
      body: request.body,
      headers: request.headers,
      credentials: 'include',
      signal,
    });
    if (!response.ok) {
      const body = errorBody(await response.text());
      throw new ApiError(serverMessage(body) ?? GENERIC_ERROR_MESSAGE, {
        kind: 'http',
        status: response.status,
        body,
        call: request.name,
      });
    }
    if (readAs === 'blob') return await response.blob();
    const text = await response.text();
    return readAs === 'text' ? text : parseJson(text, request.name);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timeout.aborted) throw timeoutError(timeoutMs, request.name, error);
    if (request.signal?.aborted) {
      throw new ApiError('The request was cancelled.', {
        kind: 'canceled',
        call: request.name,
        cause: error,
      });
    }
    throw networkError(request.name, error);
  }
}

/**
 * An upload whose progress is shown goes through axios (XMLHttpRequest, the only browser API that reports
 * an upload's progress), loaded with the first such upload.
 */
const loadUploader = loadOnce(() => import('axios').then(({ default: axios }) => axios));

async function sendWithProgress(
  request: Sending,
  onUploadProgress: (progress: UploadProgress) => void,
  timeoutMs: number,
): Promise<unknown> {
  const axios = await loadUploader();
  try {
    const response = await axios.request({
      method: request.method,
      url: request.url,
      data: request.body,
      withCredentials: true,
      timeout: timeoutMs,
      adapter: 'xhr',
      responseType: 'text',
      // The text as it came, read as `send` reads it.
      transformResponse: (text: string) => text,
      onUploadProgress: ({ loaded, total }) => onUploadProgress({ loaded, total }),
      signal: request.signal,
    });
    return parseJson(String(response.data), request.name);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw toApiError(error, request.name, timeoutMs);
  }
}

export function createAppClient(backendUrl: string, { timeoutMs = REQUEST_TIMEOUT_MS } = {}): AppClient {
  const base = `${backendUrl.replace(/\/+$/, '')}/api`;
  return {
    async call<E extends Endpoint>(endpoint: E, request: OutgoingRequest) {
      const name = describeEndpoint(endpoint);
      // A response with a long list is decoded by code fetched as the call starts, if not before (a search's:
      // `prepareSearchDecoding`): in a worker, which starts now if not before, where the endpoint has one and
      // the page can run it (the body read into a `Blob`, which the worker reads: the page's thread never
      // holds its bytes), else in slices.
      const inWorker = decodesInWorker(endpoint);
      const rowsDecoder =
        endpoint.rows === undefined
          ? undefined
          : loadRowsDecoder().then((decoder) => decoder(endpoint, inWorker));
      // Its failure (a dropped chunk) is reported where it is awaited, not as an unhandled rejection before.
      rowsDecoder?.catch(() => undefined);
      const sending: Sending = {
        method: endpoint.method,
        url: `${base}${fillPath(endpointPath(endpoint), request.path)}${queryString(request.query)}`,
        ...requestBody(request.body),
        signal: request.signal,
        name,
      };
      const data = request.onUploadProgress
        ? await sendWithProgress(sending, request.onUploadProgress, timeoutMs)
        : await send(sending, inWorker ? 'blob' : (endpoint.responseType ?? 'json'), timeoutMs);
      if (rowsDecoder !== undefined) return (await rowsDecoder)(data, name) as Promise<EndpointResponse<E>>;
      return decodeResponse<E['response']>(endpoint.response, data, name);
    },
    postText: async (path, body, { contentType, signal }) =>
      String(
        await send(
          {
            method: 'POST',
            url: `${base}${path}`,
            body,
            headers: { 'Content-Type': contentType },
            signal,
            name: `POST ${path}`,
          },
          'text',
          timeoutMs,
        ),
      ),
  };
}
