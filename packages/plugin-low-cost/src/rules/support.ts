/**
 * Argana Air's support for agents: its policies (derived from the fare bundles, never restated), its
 * help desk, and what a support request on a booking is — its categories, statuses and the form's rules.
 */
import { formatMoney } from '@comptoir/flight-domain';
import { z } from 'zod/mini';
import { LOW_COST_AIRLINE } from './airline';
import { FARE_BUNDLE_CODES } from './fare-codes';
import { FARE_BUNDLES, INFANT_FARE, type FareBundle } from './fares';

/** The airline's help desk for travel agencies. */
export const AIRLINE_HELP_DESK = {
  email: 'agency.desk@arganaair.test',
  phone: '+212 522 00 90 90',
  hours: 'every day, 07:00–22:00 Morocco time',
  /** The desk's opening hours, Morocco time (what `hours` says). */
  opens: '07:00',
  closes: '22:00',
  /** How long the desk takes to answer a support request, at most. */
  answerWithinHours: 24,
} as const;

/** What a support request is about. */
export const SUPPORT_CATEGORIES = ['baggage', 'change', 'refund', 'other'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

export const SUPPORT_CATEGORY_LABELS: Readonly<Record<SupportCategory, string>> = {
  baggage: 'Baggage',
  change: 'Change of date or name',
  refund: 'Refund',
  other: 'Other',
};

/** Open: sent, waiting for the desk; answered: the desk replied; closed: settled by the agent. */
export const SUPPORT_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/** The booking reference the airline gives: six capital letters or digits. */
export const bookingReferenceSchema = z
  .string()
  .check(
    z.trim(),
    z.toUpperCase(),
    z.regex(/^[A-Z0-9]{6}$/, 'A booking reference is 6 letters or digits, e.g. QX4T7M.'),
  );

/** A text the agent types: trimmed, then between a shortest and a longest length, each with its message. */
function typedText(
  [shortest, tooShort]: readonly [number, string],
  [longest, tooLong]: readonly [number, string],
) {
  return z.string().check(z.trim(), z.minLength(shortest, tooShort), z.maxLength(longest, tooLong));
}

/** A new support request as the agent writes it, checked in the form and again by the backend. */
export const supportRequestDraftSchema = z.object({
  bookingReference: bookingReferenceSchema,
  category: z.enum(SUPPORT_CATEGORIES, 'Choose what the request is about.'),
  subject: typedText(
    [3, 'Write a subject of at least 3 characters.'],
    [120, 'Keep the subject under 120 characters.'],
  ),
  message: typedText(
    [10, 'Tell the airline what is needed, in at least 10 characters.'],
    [2000, 'Keep the message under 2000 characters.'],
  ),
});
export type SupportRequestDraft = z.input<typeof supportRequestDraftSchema>;
export type SupportRequestBody = z.output<typeof supportRequestDraftSchema>;

/** One topic of the airline's policies, as the support page lists it. */
export interface AirlinePolicy {
  readonly topic: 'bags' | 'changes' | 'refunds' | 'contact';
  readonly title: string;
  readonly lines: readonly string[];
}

/**
 * The words the policies are written with, so that the page says them in the interface's language (its
 * views' `policyWords`) while the airline's desk quotes them in its own (`POLICY_WORDS`).
 */
export interface PolicyWords {
  readonly titles: Readonly<Record<AirlinePolicy['topic'], string>>;
  /** One bundle's rule: `Basic: not allowed.` */
  readonly bundleLine: (bundle: string, rule: string) => string;
  readonly cabinBag: (bundle: FareBundle) => string;
  readonly bags: (cabinBag: string, checkedBags: number) => string;
  readonly infants: (fare: string) => string;
  readonly changes: (changeFee: string | null | 0) => string;
  readonly refunds: (refundable: boolean) => string;
  readonly desk: (airline: string, desk: typeof AIRLINE_HELP_DESK) => string;
  readonly answered: (hours: number) => string;
}

/** The airline's own words, as its desk writes them. */
const POLICY_WORDS: PolicyWords = {
  titles: { bags: 'Bags', changes: 'Changes', refunds: 'Refunds', contact: 'Contact' },
  bundleLine: (bundle, rule) => `${bundle}: ${rule}.`,
  cabinBag: (bundle) => bundle.cabinBag,
  bags: (cabinBag, checkedBags) =>
    `${cabinBag}; ${checkedBags === 0 ? 'no checked bag (bought as an extra)' : `${String(checkedBags)} checked bag`}`,
  infants: (fare) => `Infants on a lap (${fare}) have no seat and no bag of their own.`,
  changes: (changeFee) =>
    changeFee === null
      ? 'not allowed'
      : changeFee === 0
        ? 'free, plus any fare difference'
        : `${changeFee} per passenger and flight, plus any fare difference`,
  refunds: (refundable) => (refundable ? 'refundable as a credit before departure' : 'not refundable'),
  desk: (airline, desk) => `${airline} agency desk: ${desk.email}, ${desk.phone}, ${desk.hours}.`,
  answered: (hours) =>
    `Support requests are answered within ${String(hours)} hours; send the booking's XML messages from XML support when the desk asks for them.`,
};

/**
 * The airline's policies for agents, made from its fare bundles' rules and its help desk, in `words`
 * (the airline's own by default).
 *
 * @example
 * airlinePolicies()[1] // { topic: 'changes', title: 'Changes', lines: ['Basic: not allowed.', 'Value: 350,00 MAD per passenger and flight, plus any fare difference.', …] }
 */
export function airlinePolicies(words: PolicyWords = POLICY_WORDS): AirlinePolicy[] {
  const bundles = FARE_BUNDLE_CODES.map((code) => FARE_BUNDLES[code]);
  const perBundle = (describe: (bundle: FareBundle) => string) =>
    bundles.map((bundle) => words.bundleLine(bundle.name, describe(bundle)));
  return [
    {
      topic: 'bags',
      title: words.titles.bags,
      lines: [
        ...perBundle((bundle) => words.bags(words.cabinBag(bundle), bundle.checkedBags)),
        words.infants(formatMoney(INFANT_FARE)),
      ],
    },
    {
      topic: 'changes',
      title: words.titles.changes,
      lines: perBundle((bundle) =>
        words.changes(
          bundle.changeFee === null || bundle.changeFee === 0
            ? bundle.changeFee
            : formatMoney(bundle.changeFee),
        ),
      ),
    },
    {
      topic: 'refunds',
      title: words.titles.refunds,
      lines: perBundle((bundle) => words.refunds(bundle.refundable)),
    },
    {
      topic: 'contact',
      title: words.titles.contact,
      lines: [
        words.desk(LOW_COST_AIRLINE.name, AIRLINE_HELP_DESK),
        words.answered(AIRLINE_HELP_DESK.answerWithinHours),
      ],
    },
  ];
}
