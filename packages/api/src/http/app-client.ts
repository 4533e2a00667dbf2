import axios, { isAxiosError, type AxiosInstance } from 'axios';
import type { z } from 'zod';
import { ApiError, decodeResponse, REQUEST_TIMEOUT_MS, toApiError } from './api-error';
import { describeEndpoint, endpointPath, fillPath, type CallInput, type Endpoint } from './endpoint';

/** The application API client: backend URL + `/api`, credentials included, responses decoded. */
export interface AppClient {
  call<Path extends string, Response extends z.ZodType>(
    endpoint: Endpoint<Path, Response>,
    input: CallInput<Path>,
  ): Promise<z.output<Response>>;
}

/** A failed download's body arrives as a Blob: read it so that the server's message shows. */
async function readBlobErrorBody(error: unknown): Promise<unknown> {
  if (!isAxiosError(error) || !(error.response?.data instanceof Blob)) return error;
  const text = await error.response.data.text();
  try {
    error.response.data = JSON.parse(text) as unknown;
  } catch {
    error.response.data = text;
  }
  return error;
}

export function createAppClient(backendUrl: string, { timeoutMs = REQUEST_TIMEOUT_MS } = {}): AppClient {
  const http: AxiosInstance = axios.create({
    baseURL: `${backendUrl.replace(/\/+$/, '')}/api`,
    withCredentials: true,
    timeout: timeoutMs,
    // XMLHttpRequest in browsers (upload progress), fetch elsewhere.
    adapter: ['xhr', 'fetch'],
  });
  return {
    async call(endpoint, input) {
      const name = describeEndpoint(endpoint);
      let data: unknown;
      try {
        const response = await http.request({
          method: endpoint.method,
          url: fillPath(endpointPath(endpoint), input.path),
          params: input.query,
          data: input.body,
          responseType: endpoint.responseType ?? 'json',
          // Multipart bodies carry their own boundary: let the runtime set the header. (axios's fetch
          // adapter otherwise labels them application/x-www-form-urlencoded.)
          headers: input.body instanceof FormData ? { 'Content-Type': null } : undefined,
          onUploadProgress: input.onUploadProgress,
          signal: input.signal,
        });
        data = response.data;
      } catch (error) {
        throw toApiError(await readBlobErrorBody(error), name, timeoutMs);
      }
      if (endpoint.responseType !== 'blob' && typeof data === 'string' && data !== '') {
        // axios hands back the raw text when a JSON body does not parse.
        throw new ApiError(`Unexpected response from ${name}: the body is not valid JSON.`, {
          kind: 'decode',
          body: data,
          call: name,
        });
      }
      return decodeResponse(endpoint.response, data, name);
    },
  };
}
