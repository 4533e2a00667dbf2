/**
 * The query of an organization's ledger (GET /balance): the list query (SPEC §3) narrowed to one
 * organization, one kind of movement and a date range, and the same as /balance's URL keeps it.
 */
import { z } from './zod-mini';
import { droppedWhenInvalid, listQuerySchema, listSearchSchema } from './list-query';

/** The kinds of ledger movement: a top-up (credit), a ticketing or paid extra (debit), a void (refund). */
export const LEDGER_KINDS = ['credit', 'debit', 'refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** What staff read for each kind of movement. */
export const LEDGER_KIND_LABELS = {
  credit: 'Top-up',
  debit: 'Debit',
  refund: 'Refund',
} as const satisfies Record<LedgerKind, string>;

const isoDay = z.iso.date();

/**
 * GET /balance's query: page, limit, search, and optionally one organization, one kind, and the days
 * `from` and `to` (inclusive, `YYYY-MM-DD`).
 *
 * @example
 * balanceListQuerySchema.parse({ organizationId: 'org_paris', kind: 'debit', from: '2026-01-01' })
 * // { page: 1, limit: 10, organizationId: 'org_paris', kind: 'debit', from: '2026-01-01' }
 */
export const balanceListQuerySchema = z
  .extend(listQuerySchema, {
    organizationId: z.optional(z.string().check(z.trim(), z.minLength(1))),
    kind: z.optional(z.enum(LEDGER_KINDS)),
    from: z.optional(isoDay),
    to: z.optional(isoDay),
  })
  .check(
    z.refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
      message: 'The start date must be on or before the end date',
      path: ['to'],
    }),
  );
export type BalanceListQuery = z.infer<typeof balanceListQuerySchema>;
export type BalanceListQueryInput = z.input<typeof balanceListQuerySchema>;

/**
 * /balance's search as the URL holds it: the chosen organization and its ledger's query; anything
 * invalid is dropped, never failing the page, and nothing is added.
 *
 * @example
 * balanceSearchSchema.parse({ organization: 'org_paris', kind: 'gift', page: 2 })
 * // { organization: 'org_paris', page: 2 }
 */
export const balanceSearchSchema = z.extend(listSearchSchema, {
  organization: droppedWhenInvalid(z.string().check(z.trim(), z.minLength(1))),
  kind: droppedWhenInvalid(z.enum(LEDGER_KINDS)),
  from: droppedWhenInvalid(isoDay),
  to: droppedWhenInvalid(isoDay),
});
export type BalanceSearch = z.infer<typeof balanceSearchSchema>;

/**
 * Whether a movement's instant falls in the inclusive range of days (UTC days).
 *
 * @example
 * inDayRange('2026-01-31T23:00:00Z', { from: '2026-01-01', to: '2026-01-31' }) // true
 */
export function inDayRange(instant: string, range: { from?: string; to?: string }): boolean {
  const at = Date.parse(instant);
  if (range.from !== undefined && at < Date.parse(`${range.from}T00:00:00Z`)) return false;
  if (range.to !== undefined && at >= Date.parse(`${range.to}T00:00:00Z`) + 86_400_000) return false;
  return true;
}
