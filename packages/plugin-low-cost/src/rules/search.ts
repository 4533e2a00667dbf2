/**
 * A low-cost search held to the airline's rules (SPEC §5's passenger rules, its network): the form's
 * check, and the results' and booking's loaders' (`search-links.ts` has the fields the route guards
 * read; `search-pages.ts` what the pages do with a search).
 */
import { withPassengerRules } from '@comptoir/flight-domain';
import { z } from 'zod/mini';
import { LOW_COST_AIRLINE } from './airline';
import { isServedRoute } from './network';
import {
  isAirportCode,
  lowCostBookingLinkSchema,
  lowCostResultsLinkSchema,
  lowCostSearchFields,
} from './search-links';

type LowCostSearchFields = z.output<typeof lowCostSearchFields>;

/** The messages of the rules across a search's fields, as constants for the views and tests. */
export const SEARCH_RULE_MESSAGES = {
  routeNotFlown: `${LOW_COST_AIRLINE.name} does not fly this route.`,
  returnBeforeDeparture: 'The return cannot be before the departure.',
  returnFlightMissing: 'Pick a return flight for a return search.',
} as const;

/**
 * A search's rules across its fields: SPEC §5's passenger rules, only routes the airline flies (said once
 * both airports are chosen, not over an empty field's own message), a return day on or after the
 * departure day.
 */
function withAirlineRules<Schema extends z.ZodMiniType<LowCostSearchFields>>(schema: Schema): Schema {
  return withPassengerRules(schema).check(
    z.refine(
      (search: LowCostSearchFields) =>
        !isAirportCode(search.from) || !isAirportCode(search.to) || isServedRoute(search.from, search.to),
      { path: ['to'], message: SEARCH_RULE_MESSAGES.routeNotFlown },
    ),
    z.refine(
      (search: LowCostSearchFields) => search.returnDate === undefined || search.returnDate >= search.date,
      { path: ['returnDate'], message: SEARCH_RULE_MESSAGES.returnBeforeDeparture },
    ),
  );
}

/**
 * The search form: one-way, or return with a return day on or after the departure day; SPEC §5's
 * passenger rules; only routes the airline flies, and no unaccompanied minors (it does not carry them).
 *
 * @example
 * lowCostSearchSchema.safeParse({ from: 'RAK', to: 'ORY', date: '2026-12-18', adt: 1, cnn: 0, inf: 0, unn: 0 }).success // true
 */
export const lowCostSearchSchema = withAirlineRules(lowCostSearchFields);

export type LowCostSearch = z.output<typeof lowCostSearchSchema>;

/** The results page's link (`lowCostResultsLinkSchema`) held to the search's rules. */
export const lowCostResultsSearchSchema = withAirlineRules(lowCostResultsLinkSchema);
export type LowCostResultsSearch = z.output<typeof lowCostResultsSearchSchema>;

/** The booking page's link (`lowCostBookingLinkSchema`) held to the search's rules, a return flight on a return. */
export const lowCostBookingSearchSchema = withAirlineRules(lowCostBookingLinkSchema).check(
  z.refine(
    (search: z.output<typeof lowCostBookingLinkSchema>) =>
      (search.returnDate === undefined) === (search.inbound === undefined),
    { path: ['inbound'], message: SEARCH_RULE_MESSAGES.returnFlightMissing },
  ),
);
export type LowCostBookingSearch = z.output<typeof lowCostBookingSearchSchema>;

/** A link whose search breaks the airline's rules: each broken rule's message once (`messages`), joined in its message. */
export class AirlineRulesError extends Error {
  override readonly name = 'AirlineRulesError';

  constructor(readonly messages: readonly string[]) {
    super(messages.join(' '));
  }
}

/**
 * A link's search held to the airline's rules, where a page's loader reads it (the route's guard checks
 * only its fields, so that the rules and the network stay out of every page's first load): the search, or
 * an error that says each broken rule once.
 *
 * @example
 * withinAirlineRules(lowCostResultsSearchSchema, { ...search, to: 'DUS' }) // throws 'Argana Air does not fly this route.'
 */
export function withinAirlineRules<Search>(schema: z.ZodMiniType<Search>, search: unknown): Search {
  const parsed = schema.safeParse(search);
  if (parsed.success) return parsed.data;
  throw new AirlineRulesError([...new Set(parsed.error.issues.map((issue) => issue.message))]);
}
