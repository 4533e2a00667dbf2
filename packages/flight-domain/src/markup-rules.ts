/**
 * Which of an organization's markup rules applies to an offer (SPEC §1 markup per organization).
 *
 * A rule matches an offer when it is active and every criterion it sets equals the offer's: content
 * (GDS, NDC, or ALL for both), validating airline, cabin and trip type; a criterion left out matches
 * anything. Among the rules that match, the one with the highest `priority` wins; on equal priority the
 * more specific rule (more criteria set) wins, then the one listed first. No match: no markup.
 */
import { z } from './zod-mini';
import {
  type CabinClass,
  type ContentKind,
  type TripType,
  CABIN_CLASSES,
  CONTENT_KINDS,
  TRIP_TYPES,
} from './enumerations';
import { toCentimes } from './money';
import { type Markup, NO_MARKUP } from './pricing';

/** The content a rule applies to: one content kind, or ALL. */
export const MARKUP_CONTENT_KINDS = [...CONTENT_KINDS, 'ALL'] as const;

/**
 * The criteria and priority of a markup rule, shared by the rule and the body that writes it.
 * `airline` is an IATA airline code (the validating carrier); `priority` 0–100, higher first.
 */
export const markupCriteriaShape = {
  contentKind: z.enum(MARKUP_CONTENT_KINDS),
  airline: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.toUpperCase(),
        z.regex(/^[A-Z0-9]{2}$/, 'An airline is its two-character IATA code, e.g. AT'),
      ),
  ),
  cabin: z.optional(z.enum(CABIN_CLASSES)),
  tripType: z.optional(z.enum(TRIP_TYPES)),
  priority: z._default(
    z
      .number()
      .check(
        z.int('The priority is a whole number'),
        z.gte(0, 'The priority is 0 to 100'),
        z.lte(100, 'The priority is 0 to 100'),
      ),
    0,
  ),
};

/** What a rule is matched against: the offer's content kind, and what else is known of it. */
export interface MarkupContext {
  readonly contentKind: ContentKind;
  readonly airline?: string;
  readonly cabin?: CabinClass;
  readonly tripType?: TripType;
}

/** The fields of a rule that matching reads. */
export interface MatchableMarkupRule {
  readonly kind: 'percentage' | 'fixed';
  /** Percent, or decimal MAD per passenger. */
  readonly value: number;
  readonly active: boolean;
  readonly contentKind: (typeof MARKUP_CONTENT_KINDS)[number];
  readonly airline?: string | undefined;
  readonly cabin?: CabinClass | undefined;
  readonly tripType?: TripType | undefined;
  readonly priority?: number | undefined;
}

function specificity(rule: MatchableMarkupRule): number {
  return [rule.contentKind !== 'ALL', rule.airline, rule.cabin, rule.tripType].filter(
    (criterion) => criterion !== undefined && criterion !== false,
  ).length;
}

/**
 * Whether a rule applies to an offer.
 *
 * @example
 * markupRuleMatches({ kind: 'fixed', value: 75, active: true, contentKind: 'GDS' }, { contentKind: 'GDS' }) // true
 */
export function markupRuleMatches(rule: MatchableMarkupRule, context: MarkupContext): boolean {
  return (
    rule.active &&
    (rule.contentKind === 'ALL' || rule.contentKind === context.contentKind) &&
    (rule.airline === undefined || rule.airline === context.airline?.toUpperCase()) &&
    (rule.cabin === undefined || rule.cabin === context.cabin) &&
    (rule.tripType === undefined || rule.tripType === context.tripType)
  );
}

/**
 * The rule that applies to an offer, or `undefined`: highest priority, then most specific, then first.
 *
 * @example
 * selectMarkupRule(
 *   [
 *     { kind: 'percentage', value: 2, active: true, contentKind: 'ALL' },
 *     { kind: 'percentage', value: 5, active: true, contentKind: 'NDC', priority: 10 },
 *   ],
 *   { contentKind: 'NDC' },
 * ) // the 5 % NDC rule
 */
export function selectMarkupRule<Rule extends MatchableMarkupRule>(
  rules: readonly Rule[],
  context: MarkupContext,
): Rule | undefined {
  let best: Rule | undefined;
  for (const rule of rules) {
    if (!markupRuleMatches(rule, context)) continue;
    if (best === undefined) {
      best = rule;
      continue;
    }
    const priority = (rule.priority ?? 0) - (best.priority ?? 0);
    if (priority > 0 || (priority === 0 && specificity(rule) > specificity(best))) best = rule;
  }
  return best;
}

/**
 * The markup a rule adds, in the terms `computeMarkup` reads; no rule is no markup.
 *
 * @example
 * markupOfRule({ kind: 'fixed', value: 75, active: true, contentKind: 'GDS' }) // { kind: 'fixed', amount: 7500 }
 */
export function markupOfRule(rule: MatchableMarkupRule | undefined): Markup {
  if (rule === undefined) return NO_MARKUP;
  return rule.kind === 'fixed'
    ? { kind: 'fixed', amount: toCentimes(rule.value) }
    : { kind: 'percentage', percent: rule.value };
}
