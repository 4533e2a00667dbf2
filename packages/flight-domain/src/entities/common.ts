import { z } from '../zod-mini';

/** A timestamp with its UTC offset, e.g. `2026-12-01T10:05:00+01:00` (local time at the airport). */
export const timestampSchema = z.iso.datetime({ offset: true });

/** What write calls answer: an optional human message (shown in the success toast). */
export const messageResponseSchema = z.object({ message: z.optional(z.string()) });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** A page of a server-paginated list (SPEC §3 list query: page ≥ 1, limit 1–100). */
export function pageSchema<Item extends z.ZodMiniType>(item: Item) {
  return z.object({
    items: z.array(item),
    page: z.number().check(z.int(), z.gte(1)),
    limit: z.number().check(z.int(), z.gte(1), z.lte(100)),
    total: z.number().check(z.int(), z.gte(0)),
  });
}
export interface Page<Item> {
  items: Item[];
  page: number;
  limit: number;
  total: number;
}

/** A fare rule category (Travelport "TextLong" style): penalties, changes, refunds, baggage... */
export const fareRuleSchema = z.object({
  category: z.string(),
  title: z.string(),
  text: z.string(),
});
export type FareRule = z.infer<typeof fareRuleSchema>;

export const contentKindSchema = z.enum(['GDS', 'NDC']);
