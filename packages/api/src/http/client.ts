import { appClient } from '../runtime';
import { validateRequest } from './api-error';
import {
  describeEndpoint,
  type CallInput,
  type Endpoint,
  type EndpointResponse,
  type EndpointTable,
} from './endpoint';

/**
 * Calls one endpoint through the configured application client. The body and the query are checked
 * against the endpoint's schemas first (a bad one rejects with an `invalid-request` ApiError naming the
 * call and the field, and nothing is sent); what goes out is their output, defaults applied.
 */
async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
): Promise<EndpointResponse<E>> {
  const call = describeEndpoint(endpoint);
  const { body, query, ...rest } = input as CallInput<Endpoint>;
  return appClient().call(endpoint, {
    ...rest,
    body: endpoint.body ? validateRequest(endpoint.body, body, call) : body,
    query: endpoint.query ? validateRequest(endpoint.query, query, call) : query,
  });
}

/** A call's argument, optional when every part of it is. */
type CallArguments<E extends Endpoint> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** One function per entry of a family's table, named as the entry. */
export type Client<Table extends EndpointTable> = {
  [Name in keyof Table]: (...input: CallArguments<Table[Name]>) => Promise<EndpointResponse<Table[Name]>>;
};

/**
 * The client of a family: `clientFor(reservationsEndpoints).detail({ path: { id } })` sends
 * `GET /reservations/{id}` and resolves to the decoded reservation.
 */
export function clientFor<Table extends EndpointTable>(table: Table): Client<Table> {
  // Each function is `callEndpoint` on its own entry: the mapped type restates that per name.
  return Object.fromEntries(
    Object.entries(table).map(([name, endpoint]) => [
      name,
      (input: CallInput<Endpoint> = {}) => callEndpoint(endpoint, input),
    ]),
  ) as unknown as Client<Table>;
}
