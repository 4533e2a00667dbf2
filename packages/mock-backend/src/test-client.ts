/**
 * A tiny client for tests and scripts: sends a request through the handlers with MSW's `getResponse`
 * (no network, no server) and reads the JSON answer. It uses `browserHandlers`, so better-auth's
 * stand-in answers too.
 */
import { getResponse } from 'msw';
import { ACTOR_HEADER, encodeActor, FAULT_HEADER, type SandboxActor } from './context';
import { browserHandlers } from './index';

export interface SandboxCall {
  status: number;
  body: unknown;
  response: Response;
}

export interface CallOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean>;
  actor?: SandboxActor;
  fault?: string;
  origin?: string;
}

/** `call('POST', '/reservations/RES-000001/ticket')` → status and parsed body. */
export async function callSandbox(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<SandboxCall> {
  const url = new URL(`${options.origin ?? 'http://backend.test'}/api${path}`);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, String(value));
  const headers = new Headers();
  if (options.body !== undefined && !(options.body instanceof FormData))
    headers.set('content-type', 'application/json');
  if (options.actor !== undefined) headers.set(ACTOR_HEADER, encodeActor(options.actor));
  if (options.fault !== undefined) headers.set(FAULT_HEADER, options.fault);
  const body =
    options.body === undefined
      ? undefined
      : options.body instanceof FormData
        ? options.body
        : JSON.stringify(options.body);
  const request = new Request(url, { method, headers, ...(body === undefined ? {} : { body }) });
  const response = await getResponse(browserHandlers, request);
  if (response === undefined) throw new Error(`No handler for ${method} ${path}`);
  const type = response.headers.get('content-type') ?? '';
  const parsed: unknown = type.includes('application/json')
    ? await response.clone().json()
    : await response.clone().blob();
  return { status: response.status, body: parsed, response };
}
