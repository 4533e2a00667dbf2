import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import {
  balanceEntitySchema,
  balanceEntrySchema,
  markupSchema,
  messageResponseSchema,
  pageSchema,
  roleSchema,
} from '@comptoir/flight-domain';

/** Roles (SPEC §7). */
export const rolesEndpoints = {
  create: endpoint({ method: 'POST', path: '/roles', response: roleSchema }),
  list: endpoint({ method: 'GET', path: '/roles', response: z.array(roleSchema) }),
  detail: endpoint({ method: 'GET', path: '/roles/{id}', response: roleSchema }),
  update: endpoint({ method: 'PUT', path: '/roles/{id}', response: roleSchema }),
};

/** Markup rules (SPEC §7). */
export const markupEndpoints = {
  create: endpoint({ method: 'POST', path: '/markup', response: markupSchema }),
  list: endpoint({ method: 'GET', path: '/markup', response: z.array(markupSchema) }),
  detail: endpoint({ method: 'GET', path: '/markup/{id}', response: markupSchema }),
  update: endpoint({ method: 'PUT', path: '/markup/{id}', response: markupSchema }),
  remove: endpoint({ method: 'DELETE', path: '/markup/{id}', response: messageResponseSchema }),
};

/** Balance ledger (SPEC §7). `/balance/entity/{entityType}/{entityId}` is one entity's balance. */
export const balanceEndpoints = {
  list: endpoint({ method: 'GET', path: '/balance', response: pageSchema(balanceEntrySchema) }),
  entities: endpoint({ method: 'GET', path: '/balance/entities', response: z.array(balanceEntitySchema) }),
  create: endpoint({ method: 'POST', path: '/balance', response: balanceEntrySchema }),
  detail: endpoint({ method: 'GET', path: '/balance/{id}', response: balanceEntrySchema }),
  entity: endpoint({
    method: 'GET',
    path: '/balance/entity/{entityType}/{entityId}',
    response: balanceEntitySchema,
  }),
};
