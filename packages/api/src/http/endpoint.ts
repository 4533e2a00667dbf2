import type { AxiosProgressEvent } from 'axios';
import type { z } from 'zod';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `'/reservations/{id}/osi/{workbenchID}'` → `'id' | 'workbenchID'`. */
type PathParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** The values of a path's parameters, or nothing when it has none. */
type PathParams<Path extends string> = [PathParamNames<Path>] extends [never]
  ? undefined
  : Record<PathParamNames<Path>, string>;

/**
 * One backend call of SPEC §7: its method, its path under `/api` (parameters in braces), and the schema
 * that its response must match. Declared once and used by the client, the tests and the mocks.
 */
export interface Endpoint<Path extends string = string, Response extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  /** A prefix shared by a family of endpoints (`/reservations`), kept apart so `path` stays literal. */
  base?: string;
  path: Path;
  response: Response;
  /** `blob` for file downloads (PDFs); JSON otherwise. */
  responseType?: 'json' | 'blob';
}

/** Declares an endpoint, keeping its literal path type. */
export function endpoint<const Path extends string, Response extends z.ZodType>(
  definition: Endpoint<Path, Response>,
): Endpoint<Path, Response> {
  return definition;
}

/** What a call sends besides its method and path. */
export interface CallInput<Path extends string> {
  path: PathParams<Path>;
  query?: Readonly<Record<string, string | number | boolean | undefined>>;
  body?: unknown;
  onUploadProgress?: (event: AxiosProgressEvent) => void;
  signal?: AbortSignal;
}

/** `'/reservations/{id}'` with `{ id: 'R 1' }` → `'/reservations/R%201'`. */
export function fillPath(path: string, params: Readonly<Record<string, string>> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}

/** The endpoint's full path template under `/api`, e.g. `/reservations/{id}`. */
export function endpointPath({ base = '', path }: Pick<Endpoint, 'base' | 'path'>): string {
  return `${base}${path}`;
}

/** `GET /reservations/{id}`: how errors and the README name a call. */
export function describeEndpoint(endpoint: Pick<Endpoint, 'method' | 'base' | 'path'>): string {
  return `${endpoint.method} ${endpointPath(endpoint)}`;
}
