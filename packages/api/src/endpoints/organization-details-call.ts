/**
 * `GET /organization/{id}/details`: an organization with its members, balance and markups. Apart from the
 * organizations page's other reads (`organization-list-calls.ts`), as its schema decodes amounts and
 * markups, which the list does not: fetched with the first details opened.
 */
import { organizationDetailsSchema } from '@comptoir/flight-domain';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';

export const organizationDetailsEndpoint = endpoint({
  method: 'GET',
  path: '/organization/{id}/details',
  response: organizationDetailsSchema,
});

/** The call, for `organizationDetailsQuery`. */
export const organizationDetailsCall = clientFor({ details: organizationDetailsEndpoint }).details;
