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

const bundles = FARE_BUNDLE_CODES.map((code) => FARE_BUNDLES[code]);
const perBundle = (describe: (bundle: FareBundle) => string) =>
  bundles.map((bundle) => `${bundle.name}: ${describe(bundle)}.`);

/**
 * The airline's policies for agents, made from its fare bundles' rules and its help desk.
 *
 * @example
 * airlinePolicies()[1] // { topic: 'changes', title: 'Changes', lines: ['Basic: not allowed.', 'Value: 350,00 MAD per passenger and flight, plus any fare difference.', …] }
 */
export function airlinePolicies(): AirlinePolicy[] {
  return [
    {
      topic: 'bags',
      title: 'Bags',
      lines: [
        ...perBundle(
          (bundle) =>
            `${bundle.cabinBag}; ${bundle.checkedBags === 0 ? 'no checked bag (bought as an extra)' : `${String(bundle.checkedBags)} checked bag`}`,
        ),
        `Infants on a lap (${formatMoney(INFANT_FARE)}) have no seat and no bag of their own.`,
      ],
    },
    {
      topic: 'changes',
      title: 'Changes',
      lines: perBundle((bundle) =>
        bundle.changeFee === null
          ? 'not allowed'
          : bundle.changeFee === 0
            ? 'free, plus any fare difference'
            : `${formatMoney(bundle.changeFee)} per passenger and flight, plus any fare difference`,
      ),
    },
    {
      topic: 'refunds',
      title: 'Refunds',
      lines: perBundle((bundle) =>
        bundle.refundable ? 'refundable as a credit before departure' : 'not refundable',
      ),
    },
    {
      topic: 'contact',
      title: 'Contact',
      lines: [
        `${LOW_COST_AIRLINE.name} agency desk: ${AIRLINE_HELP_DESK.email}, ${AIRLINE_HELP_DESK.phone}, ${AIRLINE_HELP_DESK.hours}.`,
        `Support requests are answered within ${String(AIRLINE_HELP_DESK.answerWithinHours)} hours; send the booking's XML messages from XML support when the desk asks for them.`,
      ],
    },
  ];
}
