import type { z } from 'zod/mini';
import type { DecodingWorkerName } from './decode-in-worker';
import type { RepeatedField } from './decode-text';

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
 * A schema of classic zod or of `zod/mini` (their common core type): flight-domain writes the schemas that the app's entry parses
 * with (list queries, the flight searches) in `zod/mini`, so that the entry carries no classic zod.
 */
export type AnySchema = z.core.$ZodType;

/**
 * One backend call of SPEC §7: its method, its path under `/api` (parameters in braces), the schemas of
 * what it sends (body, query string) and of what it answers. Declared once in its family's table and used
 * by the client, the query layer, the tests and the mock backend's handlers.
 */
export interface Endpoint<
  Path extends string = string,
  Response extends AnySchema = AnySchema,
  Body extends AnySchema | undefined = AnySchema | undefined,
  Query extends AnySchema | undefined = AnySchema | undefined,
> {
  method: HttpMethod;
  /** A prefix shared by a family of endpoints (`/reservations`), kept apart so `path` stays literal. */
  base?: string;
  path: Path;
  /** The request body, checked before sending (a flight-domain schema). */
  body?: Body;
  /** The query string, checked before sending; its output (defaults applied) is what is sent. */
  query?: Query;
  response: Response;
  /**
   * The field of the response that holds a long list (a search's offers): its rows are checked a slice
   * at a time, yielding to the browser between slices, so that no frame waits for the whole list
   * (`decodeRowsInSlices`). The last field of the response's object, an array without checks of its own.
   */
  rows?: string;
  /**
   * The worker that decodes this endpoint's answers (`DECODING_WORKERS`), for an endpoint with `rows`:
   * where the page can start workers, the body is read into a `Blob`, whose text is read, parsed and
   * checked there, with the same refusals and messages as a check of the whole body, and the page's main
   * thread only receives the decoded data. Elsewhere (Node) the rows are checked in slices on the page.
   */
  decodeInWorker?: DecodingWorkerName;
  /**
   * A field of the rows' items whose values repeat from row to row (a search's products' fare rules):
   * decoded in a worker, each distinct value crosses to the page once per answer (`RepeatedField`).
   */
  repeatedInRows?: RepeatedField;
  /** `blob` for file downloads (PDFs); JSON otherwise. */
  responseType?: 'json' | 'blob';
}

/** The fields of an object schema that hold a list: what an endpoint's `rows` may name. */
type ListFields<Schema> =
  Schema extends z.core.$ZodObject<infer Shape>
    ? { [Key in keyof Shape]: Shape[Key] extends z.core.$ZodArray ? Key : never }[keyof Shape] & string
    : never;

/** Declares an endpoint, keeping its literal path and its schemas' types. */
export function endpoint<
  const Path extends string,
  Response extends AnySchema,
  Body extends AnySchema | undefined = undefined,
  Query extends AnySchema | undefined = undefined,
>(
  definition: Endpoint<Path, Response, Body, Query> & { rows?: ListFields<Response> },
): Endpoint<Path, Response, Body, Query> {
  return definition;
}

/** A family's table: one entry per call. */
export type EndpointTable = Record<string, Endpoint>;

type SchemaOf<Schema> = Schema extends AnySchema ? Schema : never;
type BodySchemaOf<E extends Endpoint> = SchemaOf<E['body']>;
type QuerySchemaOf<E extends Endpoint> = SchemaOf<E['query']>;

/**
 * Optional when the schema accepts `undefined` (it has a default), required otherwise, absent without a
 * schema.
 */
type SchemaInput<Name extends string, Schema> = [Schema] extends [never]
  ? Partial<Record<Name, undefined>>
  : Schema extends AnySchema
    ? undefined extends z.input<Schema>
      ? Partial<Record<Name, z.input<Schema>>>
      : Record<Name, z.input<Schema>>
    : never;

type PathInput<Path extends string> =
  PathParams<Path> extends undefined ? { path?: undefined } : { path: PathParams<Path> };

/** What a call of an endpoint takes besides its method and path: path values, body, query, signal. */
export type CallInput<E extends Endpoint> = PathInput<E['path']> &
  SchemaInput<'body', BodySchemaOf<E>> &
  SchemaInput<'query', QuerySchemaOf<E>> & {
    onUploadProgress?: (progress: UploadProgress) => void;
    signal?: AbortSignal;
  };

/** How much of an upload's body has been sent: bytes, and their total when the browser knows it. */
export interface UploadProgress {
  loaded: number;
  total?: number;
}

/** What an endpoint's call resolves to: its response after decoding (amounts in centimes, …). */
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;

/**
 * The server's side of one endpoint, for the mock backend's handlers: the path parameters it receives,
 * the query and body as the client sends them (after validation and defaults), and the response as it
 * goes on the wire (before the client decodes it).
 *
 * @example
 * type Cancel = EndpointTypes<typeof reservationsEndpoints.cancel>;
 * // Cancel['params'] is { id: string }; Cancel['wireResponse'] the action result with decimal amounts
 */
export interface EndpointTypes<E extends Endpoint> {
  params: PathParams<E['path']>;
  query: [QuerySchemaOf<E>] extends [never] ? undefined : z.output<QuerySchemaOf<E>>;
  body: [BodySchemaOf<E>] extends [never] ? undefined : z.output<BodySchemaOf<E>>;
  wireResponse: z.input<E['response']>;
  response: EndpointResponse<E>;
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

/**
 * Whether the answers of `endpoint` are decoded in its worker: it has one, and the page can start it. The
 * client's calls and a search page's early start of the worker (`prepareSearchDecoding`) read it alike.
 */
export function decodesInWorker(endpoint: Pick<Endpoint, 'decodeInWorker'>): boolean {
  return endpoint.decodeInWorker !== undefined && 'Worker' in globalThis;
}

/** `GET /reservations/{id}`: how errors and the README name a call. */
export function describeEndpoint(endpoint: Pick<Endpoint, 'method' | 'base' | 'path'>): string {
  return `${endpoint.method} ${endpointPath(endpoint)}`;
}
