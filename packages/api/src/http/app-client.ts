import { loadOnce } from '@comptoir/flight-domain';
import { decodeResponse, isAxiosError, notJsonError, REQUEST_TIMEOUT_MS, toApiError } from './api-error';
import {
  describeEndpoint,
  endpointPath,
  fillPath,
  type CallInput,
  type Endpoint,
  type EndpointResponse,
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
  /**
   * Starts loading the HTTP library, for a page whose calls are about to be sent: it then comes with the
   * page's code rather than after it.
   */
  warm(): void;
}

/**
 * A failed download's body arrives as a Blob, a failed text call's as text: read it as JSON when it is,
 * so that the server's message shows.
 */
async function readErrorBody(error: unknown): Promise<unknown> {
  if (!isAxiosError(error) || error.response === undefined) return error;
  const { data } = error.response;
  if (!(data instanceof Blob) && typeof data !== 'string') return error;
  const text = data instanceof Blob ? await data.text() : data;
  try {
    error.response.data = JSON.parse(text) as unknown;
  } catch {
    error.response.data = text;
  }
  return error;
}

export function createAppClient(backendUrl: string, { timeoutMs = REQUEST_TIMEOUT_MS } = {}): AppClient {
  // axios is loaded with the first call, not with the app: no page needs it to paint.
  const client = loadOnce(() =>
    import('axios').then(({ default: axios }) =>
      axios.create({
        baseURL: `${backendUrl.replace(/\/+$/, '')}/api`,
        withCredentials: true,
        timeout: timeoutMs,
        // XMLHttpRequest in browsers (upload progress), fetch elsewhere.
        adapter: ['xhr', 'fetch'],
      }),
    ),
  );
  return {
    warm: () => void client().catch(() => undefined),
    async call<E extends Endpoint>(endpoint: E, request: OutgoingRequest) {
      const name = describeEndpoint(endpoint);
      // A response with a long list is decoded by code fetched as the call starts: in a worker, which starts
      // now, where the endpoint has one and the page can run it (the body read as text), else in slices.
      const inWorker = endpoint.decodeInWorker !== undefined && 'Worker' in globalThis;
      const rowsDecoder =
        endpoint.rows === undefined
          ? undefined
          : loadRowsDecoder().then((decoder) => decoder(endpoint, inWorker));
      // Its failure (a dropped chunk) is reported where it is awaited, not as an unhandled rejection before.
      rowsDecoder?.catch(() => undefined);
      let data: unknown;
      try {
        const http = await client();
        const response = await http.request({
          method: endpoint.method,
          url: fillPath(endpointPath(endpoint), request.path),
          params: request.query,
          data: request.body,
          responseType: inWorker ? 'text' : (endpoint.responseType ?? 'json'),
          // Multipart bodies carry their own boundary: let the runtime set the header. (axios's fetch
          // adapter otherwise labels them application/x-www-form-urlencoded.)
          headers: request.body instanceof FormData ? { 'Content-Type': null } : undefined,
          onUploadProgress: request.onUploadProgress,
          signal: request.signal,
        });
        data = response.data;
      } catch (error) {
        throw toApiError(await readErrorBody(error), name, timeoutMs);
      }
      if (rowsDecoder !== undefined) return (await rowsDecoder)(data, name) as Promise<EndpointResponse<E>>;
      if (endpoint.responseType !== 'blob' && typeof data === 'string' && data !== '') {
        // axios hands back the raw text when a JSON body does not parse.
        throw notJsonError(name, data);
      }
      return decodeResponse<E['response']>(endpoint.response, data, name);
    },
    async postText(path, body, { contentType, signal }) {
      const name = `POST ${path}`;
      try {
        const http = await client();
        const response = await http.post<string>(path, body, {
          headers: { 'Content-Type': contentType },
          responseType: 'text',
          // The text as it came: no JSON parsing attempt.
          transformResponse: (text: string) => text,
          signal,
        });
        return response.data;
      } catch (error) {
        throw toApiError(await readErrorBody(error), name, timeoutMs);
      }
    },
  };
}
