/**
 * The query of every paged list (SPEC §3 "List query", §5 "Lists"). In `zod/mini`: the list pages'
 * `validateSearch` and `loaderDeps` parse with these in the app's entry, which so carries no classic
 * zod.
 */
import { z } from './zod-mini';
import { LIST_QUERY } from './constants';
import { ticketStatusSchema } from './ticket-status';
import type { Page } from './entities/common';

/**
 * Page (≥ 1, default 1), page size (1 to 100, default 10) and an optional search text.
 *
 * @example
 * listQuerySchema.parse({}) // { page: 1, limit: 10 }
 * listQuerySchema.parse({ page: 2, limit: 50, search: 'ali' }) // { page: 2, limit: 50, search: 'ali' }
 */
export const listQuerySchema = z.object({
  page: z._default(z.number().check(z.int(), z.minimum(1)), LIST_QUERY.defaultPage),
  limit: z._default(
    z.number().check(z.int(), z.minimum(1), z.maximum(LIST_QUERY.maxLimit)),
    LIST_QUERY.defaultLimit,
  ),
  search: z.optional(z.string()),
});

/**
 * A list query after defaults.
 *
 * @example
 * const query: ListQuery = { page: 1, limit: 10 };
 */
export type ListQuery = z.infer<typeof listQuerySchema>;

/**
 * A list query as callers may write it (every field optional).
 *
 * @example
 * const query: ListQueryInput = { search: 'ali' };
 */
export type ListQueryInput = z.input<typeof listQuerySchema>;

/**
 * A search parameter that is kept when valid and dropped otherwise (classic zod's
 * `schema.optional().catch(undefined)`), so that a mistyped link still opens the page.
 *
 * @example
 * z.object({ page: droppedWhenInvalid(z.number()) }).parse({ page: 'two' }) // { page: undefined }
 */
export function droppedWhenInvalid<Schema extends z.core.SomeType>(schema: Schema) {
  return z.catch(z.optional(schema), undefined);
}

/**
 * A list query as a page's URL holds it (`/reservations?page=2&limit=25&search=ali`): what the list query
 * allows is kept, anything else is dropped instead of failing the page, and nothing is added, so the URL
 * stays as written (`/reservations` stays bare). `listQuerySchema.parse` of it gives the query with its
 * defaults.
 *
 * @example
 * listSearchSchema.parse({ page: 2, limit: 25, search: 'ali' }) // { page: 2, limit: 25, search: 'ali' }
 * listSearchSchema.parse({ page: 0, limit: 500, search: '  ' }) // {}
 * listQuerySchema.parse(listSearchSchema.parse({ page: 0 })) // { page: 1, limit: 10 }
 */
export const listSearchSchema = z.object({
  page: droppedWhenInvalid(z.number().check(z.int(), z.minimum(1))),
  limit: droppedWhenInvalid(z.number().check(z.int(), z.minimum(1), z.maximum(LIST_QUERY.maxLimit))),
  search: droppedWhenInvalid(z.string().check(z.trim(), z.minLength(1))),
});

/**
 * The tickets list's query: the list query and, optionally, one SPEC §4 status to keep.
 *
 * @example
 * ticketListQuerySchema.parse({ status: 'voided' }) // { page: 1, limit: 10, status: 'voided' }
 */
export const ticketListQuerySchema = z.extend(listQuerySchema, { status: z.optional(ticketStatusSchema) });

/**
 * A tickets list query after defaults.
 *
 * @example
 * const query: TicketListQuery = { page: 1, limit: 10, status: 'ticketed' };
 */
export type TicketListQuery = z.infer<typeof ticketListQuerySchema>;

/**
 * A tickets list query as callers may write it (every field optional).
 *
 * @example
 * const query: TicketListQueryInput = { status: 'pending' };
 */
export type TicketListQueryInput = z.input<typeof ticketListQuerySchema>;

/**
 * The tickets list query as /tickets' URL holds it: `listSearchSchema` and a status, dropped when it is
 * not one of SPEC §4's.
 *
 * @example
 * ticketListSearchSchema.parse({ page: 2, status: 'voided' }) // { page: 2, status: 'voided' }
 * ticketListSearchSchema.parse({ status: 'lost' }) // {}
 */
export const ticketListSearchSchema = z.extend(listSearchSchema, {
  status: droppedWhenInvalid(ticketStatusSchema),
});

/**
 * The page of a whole list a call answers at once (an organization's members): the items whose text
 * holds the search (any case), then the query's page of them.
 *
 * @example
 * pageOfList(['Ali', 'Zoé', 'Alice'], { page: 1, limit: 1, search: 'ali' }, (name) => name)
 * // { items: ['Ali'], page: 1, limit: 1, total: 2 }
 */
export function pageOfList<Item>(
  items: readonly Item[],
  { page, limit, search }: ListQuery,
  textOf: (item: Item) => string,
): Page<Item> {
  const needle = (search ?? '').trim().toLowerCase();
  const found = needle === '' ? items : items.filter((item) => textOf(item).toLowerCase().includes(needle));
  return { items: found.slice((page - 1) * limit, page * limit), page, limit, total: found.length };
}

/** A list's page and page size, as the list query has them (SPEC §3): `page` from 1, `limit` 1 to 100. */
export type ListPaging = Pick<ListQuery, 'page' | 'limit'>;

/**
 * Where a page stands in a list of `total` rows: how many pages (at least one, empty or not), the
 * rows it shows (from 1; `0–0` when there are none) and whether there is a page before or after it.
 * A page past the last one (`?page=99` of a list of 8 pages, or of a list that shrank) is `beyondEnd`:
 * it shows no rows (`0–0`), never figures past the total, and the page before it is the last one.
 *
 * @example
 * listPosition({ page: 2, limit: 5 }, 11) // { pageCount: 3, first: 6, last: 10, hasPrevious: true, hasNext: true, beyondEnd: false }
 * listPosition({ page: 1, limit: 10 }, 0) // { pageCount: 1, first: 0, last: 0, hasPrevious: false, hasNext: false, beyondEnd: false }
 * listPosition({ page: 99, limit: 10 }, 78) // { pageCount: 8, first: 0, last: 0, hasPrevious: true, hasNext: false, beyondEnd: true }
 */
export function listPosition({ page, limit }: ListPaging, total: number) {
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const beyondEnd = page > pageCount;
  const empty = total === 0 || beyondEnd;
  return {
    pageCount,
    first: empty ? 0 : (page - 1) * limit + 1,
    last: empty ? 0 : Math.min(total, page * limit),
    hasPrevious: page > 1,
    hasNext: page < pageCount,
    beyondEnd,
  };
}

/**
 * The paging for another page size: the page that holds the top row of the one shown, so it stays in view.
 *
 * @example
 * withPageSize({ page: 3, limit: 10 }, 25) // { page: 1, limit: 25 } (row 21 is on page 1 of 25)
 * withPageSize({ page: 2, limit: 50 }, 10) // { page: 6, limit: 10 } (row 51)
 */
export function withPageSize({ page, limit }: ListPaging, size: number): ListPaging {
  return { page: Math.floor(((page - 1) * limit) / size) + 1, limit: size };
}
