import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import {
  ACTOR_HEADER,
  advanceSandboxClock,
  countQueue,
  encodeActor,
  FAULT_HEADER,
  handlers,
  nowMs,
  uploadedFile,
  type SandboxActor,
} from '@comptoir/mock-backend';
import {
  ensureSeededBookings,
  lowCostAirlineHandlers,
  lowCostSupportHandlers,
  queuedHolds,
} from '@comptoir/plugin-low-cost/mock';
import { provideNodeXmlDom } from '@comptoir/plugin-low-cost/mock/node';
import { fromNodeHeaders } from 'better-auth/node';
import { getResponse } from 'msw';
import type { SandboxAuth } from './auth';
import { requestedLatency } from './latency';
import { guardAuthWrite, mirrorQueueAssignee, serveMemberships } from './memberships';
import { mirrorOrganizationDelete, serveOrganizations } from './organizations';
import { servePlatformUsers } from './platform-users';
import { mirrorRoleWrite } from './roles';

export interface SandboxOptions {
  /** The web app's origin, allowed to call with credentials (CORS). */
  appOrigin: string;
  /** More origins of the web app, allowed like `appOrigin`. */
  extraAppOrigins?: readonly string[];
  /**
   * The better-auth instance that serves /api/auth/* and resolves sessions for /api/*. A promise lets
   * the server listen first (to learn its port, which better-auth's base URL needs).
   */
  auth: SandboxAuth | Promise<SandboxAuth>;
}

/**
 * The agency's calls, the low-cost airline's XML API (the low-cost plugin), which the agency passes
 * through, and the agency's support calls over it (its XML message log, support requests to the
 * airline's desk).
 */
const applicationHandlers = [...handlers, ...lowCostAirlineHandlers, ...lowCostSupportHandlers];

/** Application calls under /api/auth that are ours, not better-auth's (SPEC §7 GET /auth/me). */
const APPLICATION_AUTH_PATHS = new Set(['/api/auth/me']);

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function applyCors(request: IncomingMessage, response: ServerResponse, appOrigins: readonly string[]): void {
  const origin = request.headers.origin;
  if (origin === undefined || !appOrigins.includes(origin)) return;
  response.setHeader('access-control-allow-origin', origin);
  response.setHeader('access-control-allow-credentials', 'true');
  response.setHeader('access-control-allow-methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS');
  response.setHeader('access-control-allow-headers', `content-type,authorization,${FAULT_HEADER}`);
  response.setHeader('access-control-expose-headers', 'content-disposition');
  response.setHeader('vary', 'origin');
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Who is calling: the better-auth session's user, active organization and role in it; null without a session. */
async function resolveActor(auth: SandboxAuth, headers: Headers): Promise<SandboxActor | null> {
  const session = await auth.api.getSession({ headers });
  if (session === null) return null;
  const organizationId = session.session.activeOrganizationId ?? null;
  const context = await auth.$context;
  const member =
    organizationId === null
      ? null
      : await context.adapter.findOne<{ role: string }>({
          model: 'member',
          where: [
            { field: 'userId', value: session.user.id },
            { field: 'organizationId', value: organizationId },
          ],
        });
  return {
    userId: session.user.id,
    name: session.user.name,
    email: session.user.email,
    platformRole: session.user.role ?? 'user',
    activeOrganizationId: organizationId,
    memberRole: member?.role ?? null,
  };
}

/** The node request as a fetch `Request`, as better-auth and the MSW handlers take it. */
async function toFetchRequest(request: IncomingMessage, url: URL, headers: Headers): Promise<Request> {
  const method = request.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request);
  return new Request(url, {
    method,
    headers,
    ...(body === undefined || body.length === 0 ? {} : { body }),
  });
}

const gzipped = promisify(gzip);

/** Answers smaller than this go as they are: compressing them saves less than its header costs. */
const COMPRESS_FROM_BYTES = 1024;
const COMPRESSIBLE_TYPE = /json|xml|^text\//;

/**
 * Writes a fetch `Response` to the node response. `setHeaders` keeps each `Set-Cookie` apart (better-auth
 * sets the session and the two-factor or "don't remember" cookies together), where copying the headers
 * into one object would keep only one of them. A JSON, XML or text answer of 1 KiB or more goes gzip'd
 * when the client accepts it, as an HTTP server in production sends it: a search's offers are about
 * 1.3 MB of JSON, some 20 times less compressed.
 */
async function sendFetchResponse(
  request: IncomingMessage,
  response: ServerResponse,
  answer: Response,
): Promise<void> {
  response.statusCode = answer.status;
  response.setHeaders(answer.headers);
  const body = Buffer.from(await answer.arrayBuffer());
  const compressible = COMPRESSIBLE_TYPE.test(answer.headers.get('content-type') ?? '');
  if (!compressible) {
    response.end(body);
    return;
  }
  response.appendHeader('vary', 'accept-encoding');
  if (body.length < COMPRESS_FROM_BYTES || !/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    response.end(body);
    return;
  }
  response.removeHeader('content-length');
  response.setHeader('content-encoding', 'gzip');
  response.end(await gzipped(body));
}

/**
 * Waits for the latency the request asks for in its fault header, whoever answers it, and leaves the
 * header saying it is spent (`requestedLatency`).
 */
async function waitRequestedLatency(request: IncomingMessage): Promise<void> {
  const header = request.headers[FAULT_HEADER];
  const latency = requestedLatency(Array.isArray(header) ? header.join(',') : header);
  if (latency === undefined) return;
  await sleep(latency.ms);
  request.headers[FAULT_HEADER] = latency.header;
}

/** Serves an application call through the MSW handlers, as the signed-in actor. */
async function serveApplication(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  auth: SandboxAuth,
): Promise<void> {
  const headers = fromNodeHeaders(request.headers);
  headers.delete(ACTOR_HEADER);
  const actor = await resolveActor(auth, headers);
  if (actor === null) {
    sendJson(response, 401, { message: 'Unauthorized' });
    return;
  }
  headers.set(ACTOR_HEADER, encodeActor(actor));
  const fetchRequest = await toFetchRequest(request, url, headers);
  const betterAuthAnswer =
    (await serveMemberships(auth, actor, fetchRequest)) ??
    (await serveOrganizations(auth, actor, fetchRequest)) ??
    (await servePlatformUsers(auth, actor, fetchRequest));
  if (betterAuthAnswer !== undefined) {
    await sendFetchResponse(request, response, betterAuthAnswer);
    return;
  }
  await mirrorQueueAssignee(auth, fetchRequest);
  const answer = await getResponse(applicationHandlers, fetchRequest);
  if (answer === undefined) {
    sendJson(response, 404, { message: `No sandbox route for ${request.method ?? 'GET'} ${url.pathname}` });
    return;
  }
  if (answer.type === 'error') {
    // A network failure on demand: drop the connection without an answer.
    request.socket.destroy();
    return;
  }
  await mirrorRoleWrite(auth, fetchRequest, answer);
  await sendFetchResponse(request, response, answer);
}

/** The sandbox's clock: `GET` reads it, `POST {"advanceMinutes": n}` moves it forward (README). */
const SANDBOX_CLOCK_PATH = '/sandbox/clock';

async function serveClock(request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method === 'POST') {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let minutes: unknown;
    try {
      minutes = (JSON.parse(Buffer.concat(chunks).toString() || '{}') as { advanceMinutes?: unknown })
        .advanceMinutes;
    } catch {
      minutes = undefined;
    }
    if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes <= 0) {
      sendJson(response, 400, { message: 'advanceMinutes: a number of minutes greater than 0' });
      return;
    }
    advanceSandboxClock(minutes * 60_000);
  } else if (request.method !== 'GET') {
    sendJson(response, 405, { message: 'GET or POST' });
    return;
  }
  sendJson(response, 200, { now: new Date(nowMs()).toISOString() });
}

/**
 * The embedded stand-in for the agency backend: health check, better-auth at /api/auth/*, and the
 * application API at /api/* through the MSW handlers of @comptoir/mock-backend, behind a session check.
 */
export function createSandboxServer({ appOrigin, extraAppOrigins = [], auth }: SandboxOptions): Server {
  const appOrigins = [appOrigin, ...extraAppOrigins];
  // The simulated airline reads and writes its XML through a DOM, which Node has not: xmldom's.
  provideNodeXmlDom();
  // The simulated airline's seeded bookings, some paid from an organization's balance, are made as the
  // server starts rather than by the first request that reads them: a balance read first already holds
  // their debits, and does not change under a later reader.
  ensureSeededBookings();
  const server = createServer((request, response) => {
    applyCors(request, response, appOrigins);
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? '127.0.0.1'}`);
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    if (request.method === 'GET' && url.pathname === '/health') {
      sendJson(response, 200, { status: 'ok' });
      return;
    }
    if (url.pathname === SANDBOX_CLOCK_PATH) {
      void serveClock(request, response);
      return;
    }
    const upload = request.method === 'GET' ? uploadedFile(url.pathname) : undefined;
    if (upload !== undefined) {
      // An uploaded file, public as on a CDN (a logo is shown to anyone who sees the organization).
      response.writeHead(200, { 'content-type': upload.type, 'cache-control': 'public, max-age=31536000' });
      response.end(Buffer.from(upload.bytes));
      return;
    }
    const handle = async () => {
      await waitRequestedLatency(request);
      const ready = await auth;
      if (url.pathname.startsWith('/api/auth/') && !APPLICATION_AUTH_PATHS.has(url.pathname)) {
        const headers = fromNodeHeaders(request.headers);
        const fetchRequest = await toFetchRequest(request, url, headers);
        const refused = await guardAuthWrite(ready, fetchRequest, () => resolveActor(ready, headers));
        const sent = fetchRequest.clone();
        const answer = refused ?? (await ready.handler(fetchRequest));
        if (refused === undefined) await mirrorOrganizationDelete(sent, answer);
        await sendFetchResponse(request, response, answer);
      } else if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
        await serveApplication(request, response, url, ready);
      } else {
        sendJson(response, 404, {
          message: `No sandbox route for ${request.method ?? 'GET'} ${url.pathname}`,
        });
      }
    };
    handle().catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent)
        sendJson(response, 500, { message: 'The sandbox failed on this request; see its log.' });
      else response.end();
    });
  });
  // Idle connections stay open until their client closes them. With Node's default (closed after 5 s idle),
  // a client whose keep-alive agent has no idle limit (Playwright's request context) could send its next
  // request on a socket the server was closing at that moment, and get ECONNRESET instead of an answer.
  server.keepAliveTimeout = 0;
  // The airline's holds are a work queue of the agency's backend too: counted with the agency's queues
  // while the server runs.
  server.once('close', countQueue('low-cost-holds', queuedHolds));
  return server;
}
