/**
 * `@comptoir/api/endpoints`: every endpoint table of SPEC §7, by family, for whatever serves or checks
 * the calls rather than makes them (the mock backend's handlers, the tests). Each handler is typed from
 * its entry with `EndpointTypes<typeof reservationsEndpoints.cancel>` (params, query, body, wire response).
 */
import { balancesEndpoints } from './endpoints/balances';
import { exchangeEndpoints } from './endpoints/exchange';
import { flightsEndpoints } from './endpoints/flights';
import { locationsEndpoints } from './endpoints/locations';
import { markupsEndpoints } from './endpoints/markups';
import { organizationsEndpoints } from './endpoints/organizations';
import { queuesEndpoints } from './endpoints/queues';
import { reservationsEndpoints } from './endpoints/reservations';
import { rolesEndpoints } from './endpoints/roles';
import { ticketsEndpoints } from './endpoints/tickets';
import { uploadsEndpoints } from './endpoints/uploads';
import { usersEndpoints } from './endpoints/users';
import { workbenchesEndpoints } from './endpoints/workbench-calls';

/** Every family's table of SPEC §7 under the family's name (the work queues' own calls are apart: `queuesEndpoints`). */
export const ENDPOINTS = {
  users: usersEndpoints,
  organizations: organizationsEndpoints,
  roles: rolesEndpoints,
  markups: markupsEndpoints,
  balances: balancesEndpoints,
  locations: locationsEndpoints,
  flights: flightsEndpoints,
  workbenches: workbenchesEndpoints,
  exchange: exchangeEndpoints,
  reservations: reservationsEndpoints,
  tickets: ticketsEndpoints,
  uploads: uploadsEndpoints,
};

export {
  balancesEndpoints,
  exchangeEndpoints,
  flightsEndpoints,
  locationsEndpoints,
  markupsEndpoints,
  organizationsEndpoints,
  queuesEndpoints,
  reservationsEndpoints,
  rolesEndpoints,
  ticketsEndpoints,
  uploadsEndpoints,
  usersEndpoints,
  workbenchesEndpoints,
};
export type { RecordKind } from './keys';
export {
  describeEndpoint,
  endpoint,
  endpointPath,
  fillPath,
  type Endpoint,
  type EndpointResponse,
  type EndpointTable,
  type EndpointTypes,
} from './http/endpoint';
