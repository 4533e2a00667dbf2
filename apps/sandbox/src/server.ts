import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface SandboxOptions {
  /** The web app's origin, allowed to call with credentials (CORS). */
  appOrigin: string;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function applyCors(request: IncomingMessage, response: ServerResponse, appOrigin: string): void {
  if (request.headers.origin !== appOrigin) return;
  response.setHeader('access-control-allow-origin', appOrigin);
  response.setHeader('access-control-allow-credentials', 'true');
  response.setHeader('access-control-allow-methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS');
  response.setHeader('access-control-allow-headers', 'content-type,authorization');
  response.setHeader('vary', 'origin');
}

/**
 * The embedded stand-in for the agency backend. This first version answers health checks and the
 * anonymous session check; the authentication server and the flight API come with the sandbox issue.
 */
export function createSandboxServer({ appOrigin }: SandboxOptions): Server {
  return createServer((request, response) => {
    applyCors(request, response, appOrigin);
    const url = new URL(request.url ?? '/', 'http://sandbox.invalid');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    if (request.method === 'GET' && url.pathname === '/health') {
      sendJson(response, 200, { status: 'ok' });
      return;
    }
    if (request.method === 'GET' && url.pathname === '/api/auth/get-session') {
      // better-auth answers an anonymous session check with `null`.
      sendJson(response, 200, null);
      return;
    }
    sendJson(response, 404, { message: `No sandbox route for ${request.method ?? 'GET'} ${url.pathname}` });
  });
}
