/** A workbench's own calls (SPEC §7 "Flight"): initiate, for a locator; ignore; commit. */
import {
  messageResponseSchema,
  workbenchInitiateQuerySchema,
  workbenchSchema,
} from '@comptoir/flight-domain';
import { clientFor } from '../http/client';
import { endpoint } from '../http/endpoint';

export const workbenchesEndpoints = {
  initiate: endpoint({
    method: 'GET',
    path: '/flight/workbench/initiate',
    query: workbenchInitiateQuerySchema,
    response: workbenchSchema,
  }),
  ignore: endpoint({
    method: 'DELETE',
    path: '/flight/workbench/{id}/ignore',
    response: messageResponseSchema,
  }),
  commit: endpoint({
    method: 'POST',
    path: '/flight/workbench/{id}/commit',
    response: messageResponseSchema,
  }),
};

export const workbenchesApi = clientFor(workbenchesEndpoints);
