/**
 * What every handler shares: who is calling (the actor), faults on demand, and the plumbing that turns
 * an endpoint declaration into an MSW handler whose answer is typed by the endpoint's response schema.
 */
import {
  checkOrganizationPermission,
  checkPlatformPermission,
  type PermissionRequest,
} from '@comptoir/flight-domain';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { type z, safeParse } from 'zod';
import { type Endpoint, endpointPath, type EndpointTypes } from '@comptoir/api/endpoints';

/** The signed-in user as the sandbox server resolves it from the better-auth session. */
export interface SandboxActor {
  userId: string;
  name: string;
  email: string;
  /** Platform role(s), comma-separated: `admin`, `user`. */
  platformRole: string;
  activeOrganizationId: string | null;
  /** The user's role in the active organization, comma-separated: owner, admin, member. */
  memberRole: string | null;
}

/** The header the sandbox server uses to hand the resolved actor to the handlers. */
export const ACTOR_HEADER = 'x-sandbox-actor';
/** The header that asks for a fault on one request, e.g. `latency=1500`, `status=500`, `timeout`. */
export const FAULT_HEADER = 'x-sandbox-fault';

let defaultActor: SandboxActor | null = null;

/**
 * Sets who is calling when no server resolved a session (Storybook, node tests). `null` makes every call
 * answer 401, as without a session.
 */
export function setSandboxActor(actor: SandboxActor | null): void {
  defaultActor = actor;
}

/** The actor used when a request carries none. */
export function getSandboxActor(): SandboxActor | null {
  return defaultActor;
}

/** Encodes an actor for the actor header (the sandbox server's side). */
export function encodeActor(actor: SandboxActor): string {
  return encodeURIComponent(JSON.stringify(actor));
}

/** Who sent a request: the actor header the sandbox server set, else the default actor. */
export function actorOf(request: Request): SandboxActor | null {
  const header = request.headers.get(ACTOR_HEADER);
  if (header === null) return defaultActor;
  try {
    return JSON.parse(decodeURIComponent(header)) as SandboxActor;
  } catch {
    return null;
  }
}

/**
 * Faults on demand. `latencyMs` delays, `status` answers that HTTP error, `timeout` never answers within
 * `timeoutMs`, `network` fails the connection, `malformed` sends a body that is not JSON.
 */
export interface SandboxFaults {
  latencyMs?: number | readonly [min: number, max: number];
  status?: number;
  timeout?: boolean;
  timeoutMs?: number;
  network?: boolean;
  malformed?: boolean;
}

let globalFaults: SandboxFaults = {};

/** Applies faults to every request until reset with `setSandboxFaults({})`. */
export function setSandboxFaults(faults: SandboxFaults): void {
  globalFaults = { ...faults };
}

export function getSandboxFaults(): SandboxFaults {
  return globalFaults;
}

/**
 * Reads a fault description: `latency=1500`, `latency=100-400`, `status=503`, `timeout`, `timeout=5000`,
 * `network`, `malformed`, comma-separated. Unknown words are ignored.
 *
 * @example
 * parseFaults('latency=1500,status=500') // { latencyMs: 1500, status: 500 }
 */
export function parseFaults(text: string | null | undefined): SandboxFaults {
  const faults: SandboxFaults = {};
  for (const part of (text ?? '').split(',')) {
    const [name = '', value] = part.trim().split('=');
    if (name === 'latency' && value !== undefined) {
      const [min, max] = value.split('-').map(Number);
      if (min !== undefined && Number.isFinite(min))
        faults.latencyMs = max !== undefined && Number.isFinite(max) ? [min, max] : min;
    } else if (name === 'status' && value !== undefined && /^[1-5]\d\d$/.test(value))
      faults.status = Number(value);
    else if (name === 'timeout') {
      faults.timeout = true;
      if (value !== undefined && Number.isFinite(Number(value))) faults.timeoutMs = Number(value);
    } else if (name === 'network') faults.network = true;
    else if (name === 'malformed') faults.malformed = true;
  }
  return faults;
}

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  429: 'Too many requests, please retry in a moment.',
  500: 'Internal server error',
  502: 'Bad gateway: the airline system did not answer.',
  503: 'Service unavailable: the GDS is under maintenance.',
  504: 'Gateway timeout: the airline system took too long to answer.',
};

/** A fault's response, or null to go on. Waits for the latency first. */
async function applyFaults(request: Request): Promise<Response | null> {
  const faults = { ...globalFaults, ...parseFaults(request.headers.get(FAULT_HEADER)) };
  const latency = faults.latencyMs;
  if (latency !== undefined) {
    const ms = typeof latency === 'number' ? latency : latency[0] + Math.random() * (latency[1] - latency[0]);
    if (ms > 0) await delay(ms);
  }
  if (faults.network === true) return HttpResponse.error();
  if (faults.timeout === true) {
    await delay(faults.timeoutMs ?? 60_000);
    return HttpResponse.json({ message: STATUS_MESSAGES[504] }, { status: 504 });
  }
  if (faults.status !== undefined) {
    return HttpResponse.json(
      { message: STATUS_MESSAGES[faults.status] ?? `Sandbox fault: HTTP ${String(faults.status)}` },
      { status: faults.status },
    );
  }
  if (faults.malformed === true) {
    return new HttpResponse('{"message": "truncated', {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }
  return null;
}

/** A refusal with a status and a message, thrown by handlers and turned into `{ message }`. */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const conflict = (message: string) => new SandboxError(409, message);

/** Refuses with SPEC §6's denial message unless the actor's platform role allows the request. */
export function requirePlatformPermission(actor: SandboxActor, permissions: PermissionRequest): void {
  const result = checkPlatformPermission(actor.platformRole, permissions);
  if (!result.success) throw new SandboxError(403, result.error);
}

export function isPlatformAdmin(actor: SandboxActor): boolean {
  return checkPlatformPermission(actor.platformRole, { user: ['list'] }).success;
}

/** The actor's active organization, or a 403 'Not authorized' when there is none. */
export function requireOrganizationId(actor: SandboxActor): string {
  if (actor.activeOrganizationId === null) {
    const result = checkOrganizationPermission(null, { ac: ['read'] });
    throw new SandboxError(403, result.success ? 'Not authorized' : result.error);
  }
  return actor.activeOrganizationId;
}

/** The organization an actor's lists are narrowed to: none (all of them) for a platform admin, else their active one. */
export function organizationScope(actor: SandboxActor): string | undefined {
  return isPlatformAdmin(actor) ? undefined : requireOrganizationId(actor);
}

/** Validates a body or query with a flight-domain schema: 400 with the first issue, naming its field. */
export function parseWith<Schema extends z.core.$ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = safeParse(schema, value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue === undefined || issue.path.length === 0 ? '' : `${issue.path.join('.')}: `;
  throw new SandboxError(400, `${field}${issue?.message ?? 'Invalid request'}`);
}

/** An endpoint's path parameters by name (`{ id: string }` for `/reservations/{id}`); none: an empty record. */
type ParamsOf<E extends Endpoint> = EndpointTypes<E>['params'] extends undefined
  ? Record<string, never>
  : EndpointTypes<E>['params'];

/**
 * What a resolver of the endpoint `E` is handed: the request, its caller, and the request's parts typed by
 * the endpoint's declaration, as the client sends them.
 */
export interface HandlerContext<E extends Endpoint = Endpoint> {
  request: Request;
  /** The path parameters the endpoint's path names, each present (MSW matched the path). */
  params: ParamsOf<E>;
  actor: SandboxActor;
  /** The query string, numbers converted (`?page=2` → 2), flags as booleans. */
  query: Record<string, string | number | boolean>;
  /** The JSON body checked with the endpoint's body schema: a 400 naming the first bad field. */
  body: () => Promise<EndpointTypes<E>['body']>;
  /** The JSON body as sent, or undefined when there is none, for a resolver that reads it its own way. */
  json: () => Promise<unknown>;
}

/** What a resolver may answer: the response's wire format (before decoding), or a whole Response. */
type WireOf<E extends Endpoint> = EndpointTypes<E>['wireResponse'];

export type Resolvers<Endpoints extends Record<string, Endpoint>> = {
  [Key in keyof Endpoints]: (
    context: HandlerContext<Endpoints[Key]>,
  ) => Promise<WireOf<Endpoints[Key]> | Response> | WireOf<Endpoints[Key]> | Response;
};

/** `/reservations/{id}` → `*\/api/reservations/:id`: any origin, as the app's backend URL varies. */
function mswPath(path: string, base = '*/api'): string {
  return `${base}${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

function queryOf(url: URL): Record<string, string | number | boolean> {
  const query: Record<string, string | number | boolean> = {};
  for (const [name, value] of url.searchParams) {
    query[name] = /^-?\d+(\.\d+)?$/.test(value)
      ? Number(value)
      : value === 'true'
        ? true
        : value === 'false'
          ? false
          : value;
  }
  return query;
}

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/**
 * One MSW handler per endpoint of a declaration object. The mapped type makes a missing resolver a type
 * error, so no endpoint of SPEC §7 goes without a handler.
 */
export function handlersFor<Endpoints extends Record<string, Endpoint>>(
  endpoints: Endpoints,
  resolvers: Resolvers<Endpoints>,
  base?: string,
): HttpHandler[] {
  return Object.entries(endpoints).map(([name, endpoint]) => {
    const resolve = resolvers[name as keyof Endpoints];
    return METHODS[endpoint.method](mswPath(endpointPath(endpoint), base), async ({ request, params }) => {
      const fault = await applyFaults(request);
      if (fault !== null) return fault;
      const actor = actorOf(request);
      if (actor === null) return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
      const stringParams = Object.fromEntries(
        Object.entries(params).map(([key, value]) => [
          key,
          Array.isArray(value) ? value.join('/') : String(value),
        ]),
      );
      const json = async () => {
        const text = await request.text();
        if (text === '') return undefined;
        try {
          return JSON.parse(text) as unknown;
        } catch {
          throw new SandboxError(400, 'The request body is not valid JSON');
        }
      };
      const context: Omit<HandlerContext, 'params' | 'body'> & {
        params: Record<string, string>;
        body: () => Promise<unknown>;
      } = {
        request,
        params: stringParams,
        actor,
        query: queryOf(new URL(request.url)),
        body: async () => (endpoint.body === undefined ? undefined : parseWith(endpoint.body, await json())),
        json,
      };
      try {
        // MSW matched the endpoint's path, so every parameter it names is there, and the body is checked
        // with the endpoint's schema: the context is the endpoint's.
        const answer = await resolve(context as HandlerContext<Endpoints[keyof Endpoints]>);
        if (answer instanceof Response) return answer;
        return HttpResponse.json(answer as never);
      } catch (error) {
        if (error instanceof SandboxError)
          return HttpResponse.json({ message: error.message }, { status: error.status });
        throw error;
      }
    });
  });
}
