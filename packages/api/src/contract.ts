/**
 * @comptoir/api/contract: the backend's calls as declared here (method, path, response schema), for
 * code that serves them rather than calls them — the simulated backend (`@comptoir/mock-backend`) types
 * its handlers against these declarations. No client, no React.
 */
export { endpointPath, fillPath, type Endpoint } from './http/endpoint';
export { exchangeEndpoints, flightEndpoints, locationEndpoints } from './endpoints/flight';
export { reservationEndpoints, ticketEndpoints } from './endpoints/records';
export { balanceEndpoints, markupEndpoints, rolesEndpoints } from './endpoints/settings';
export { uploadEndpoints } from './endpoints/uploads';
export { usersEndpoints } from './endpoints/users';
