/**
 * Workbenches (SPEC §4 "Workbench flow", §7 "Flight"): initiated for a reservation's locator (or none),
 * then committed or ignored. The edits made inside one are the record calls (`records.ts`); the rules
 * of a workbench's life (expiry, pending edits, commit) are in `../workbench.ts`.
 */
import { workbenchesEndpoints } from '@comptoir/api/endpoints';
import { workbenchInitiateQuerySchema } from '@comptoir/flight-domain';
import { handlersFor, parseWith } from '../context';
import { findReservation } from '../records';
import { commitWorkbench, ignoreWorkbench, openWorkbench } from '../workbench';

export const workbenchesHandlers = handlersFor(workbenchesEndpoints, {
  initiate: ({ actor, query }) => {
    const { locator } = parseWith(workbenchInitiateQuerySchema, query);
    if (locator !== undefined) findReservation(actor, locator);
    const workbench = openWorkbench(actor, locator);
    return {
      workbenchID: workbench.id,
      ...(workbench.locator === undefined ? {} : { locator: workbench.locator }),
      expiresAt: workbench.expiresAt,
    };
  },
  ignore: ({ actor, params }) => ({ message: ignoreWorkbench(actor, params.id) }),
  commit: ({ actor, params }) => ({ message: commitWorkbench(actor, params.id) }),
});
