import { pageSchema } from '@comptoir/flight-domain';
import type { z } from 'zod/mini';
import { endpoint, type AnySchema } from '../http/endpoint';

/**
 * A paged list of SPEC §3: a GET whose query string is a list query (page, limit, search and the
 * family's filters) and whose answer is one page of items.
 *
 * @example
 * pagedListEndpoint({ path: '/admin/users', query: listQuerySchema, item: userSchema })
 * // endpoint({ method: 'GET', path: '/admin/users', query: listQuerySchema, response: pageSchema(userSchema) })
 */
export function pagedListEndpoint<
  const Path extends string,
  Query extends AnySchema,
  Item extends z.ZodMiniType,
>({ item, ...list }: { base?: string; path: Path; query: Query; item: Item }) {
  return endpoint({ method: 'GET', ...list, response: pageSchema(item) });
}
