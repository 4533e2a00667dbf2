/**
 * Passenger counts and the passenger rules of SPEC §5, as a plain function a passenger selector calls on
 * every change and as a zod refinement every search schema carries.
 */
import { z } from './zod-mini';
import type { PassengerTypeCode } from './enumerations';

/**
 * The passenger count fields of a flight search, in the order a selector shows them.
 *
 * @example
 * PASSENGER_COUNT_FIELDS // ['adt', 'cnn', 'inf', 'unn']
 */
export const PASSENGER_COUNT_FIELDS = ['adt', 'cnn', 'inf', 'unn'] as const;

/**
 * A passenger count field.
 *
 * @example
 * const field: PassengerCountField = 'unn';
 */
export type PassengerCountField = (typeof PASSENGER_COUNT_FIELDS)[number];

/**
 * How many passengers of each type a search is for.
 *
 * @example
 * const counts: PassengerCounts = { adt: 2, cnn: 1, inf: 0, unn: 0 };
 */
export type PassengerCounts = Readonly<Record<PassengerCountField, number>>;

/**
 * The passenger type code each count field stands for; a selector takes its labels from it
 * (`PASSENGER_TYPE_LABELS[PASSENGER_FIELD_TYPE_CODES.cnn]` is 'Child').
 *
 * @example
 * PASSENGER_FIELD_TYPE_CODES.inf // 'INF'
 */
export const PASSENGER_FIELD_TYPE_CODES = {
  adt: 'ADT',
  cnn: 'CNN',
  inf: 'INF',
  unn: 'UNN',
} as const satisfies Record<PassengerCountField, PassengerTypeCode>;

/**
 * The one passenger message of SPEC §5, always attached to `adt`.
 *
 * @example
 * INVALID_PASSENGERS_MESSAGE // 'Please select valid passengers'
 */
export const INVALID_PASSENGERS_MESSAGE = 'Please select valid passengers';

/**
 * The field the passenger message is attached to (SPEC §5).
 *
 * @example
 * form.setError(INVALID_PASSENGERS_FIELD, { message: INVALID_PASSENGERS_MESSAGE })
 */
export const INVALID_PASSENGERS_FIELD = 'adt' satisfies PassengerCountField;

/**
 * Counts a new search form starts with: one adult.
 *
 * @example
 * checkPassengers(DEFAULT_PASSENGER_COUNTS) // { valid: true }
 */
export const DEFAULT_PASSENGER_COUNTS: PassengerCounts = { adt: 1, cnn: 0, inf: 0, unn: 0 };

/**
 * Which SPEC §5 rule a set of counts breaks, in the order the rules are checked:
 * `no-passengers` (the total is 0), `unaccompanied-minor-combined` (unn with adt, inf or cnn),
 * `adult-required` (inf or cnn without any adt).
 *
 * @example
 * const rule: PassengerRule = 'adult-required';
 */
export type PassengerRule = 'no-passengers' | 'unaccompanied-minor-combined' | 'adult-required';

/**
 * The verdict on a set of counts: valid, or the message, the field it attaches to and the broken rule.
 *
 * @example
 * const verdict: PassengerCheck = { valid: false, field: 'adt', message: 'Please select valid passengers', rule: 'no-passengers' };
 */
export type PassengerCheck =
  | { readonly valid: true }
  | {
      readonly valid: false;
      readonly field: typeof INVALID_PASSENGERS_FIELD;
      readonly message: typeof INVALID_PASSENGERS_MESSAGE;
      readonly rule: PassengerRule;
    };

/**
 * The total number of passengers.
 *
 * @example
 * totalPassengers({ adt: 2, cnn: 1, inf: 1, unn: 0 }) // 4
 */
export function totalPassengers(counts: PassengerCounts): number {
  return counts.adt + counts.cnn + counts.inf + counts.unn;
}

function brokenRule(counts: PassengerCounts): PassengerRule | undefined {
  if (totalPassengers(counts) === 0) return 'no-passengers';
  if (counts.unn > 0 && (counts.adt > 0 || counts.inf > 0 || counts.cnn > 0)) {
    return 'unaccompanied-minor-combined';
  }
  if ((counts.inf > 0 || counts.cnn > 0) && counts.adt === 0) return 'adult-required';
  return undefined;
}

/**
 * Applies the passenger rules of SPEC §5 to counts (whole numbers ≥ 0): the total is not 0; unn is never
 * combined with adt, inf or cnn; inf or cnn need at least one adt. Call it on every change of a passenger
 * selector and show `message` at `field`.
 *
 * @example
 * checkPassengers({ adt: 1, cnn: 2, inf: 1, unn: 0 }) // { valid: true }
 * checkPassengers({ adt: 0, cnn: 1, inf: 0, unn: 0 })
 * // { valid: false, field: 'adt', message: 'Please select valid passengers', rule: 'adult-required' }
 */
export function checkPassengers(counts: PassengerCounts): PassengerCheck {
  const rule = brokenRule(counts);
  if (rule === undefined) return { valid: true };
  return { valid: false, field: INVALID_PASSENGERS_FIELD, message: INVALID_PASSENGERS_MESSAGE, rule };
}

/**
 * One passenger count: a whole number ≥ 0 (SPEC §3).
 *
 * @example
 * passengerCountSchema.parse(2) // 2
 */
export const passengerCountSchema = z.number().check(z.int(), z.minimum(0));

const passengerCountsShape = {
  adt: passengerCountSchema,
  cnn: passengerCountSchema,
  inf: passengerCountSchema,
  unn: passengerCountSchema,
};

const countsOnlySchema = z.object(passengerCountsShape);

function hasValidCounts(value: unknown): boolean {
  return countsOnlySchema.safeParse(value).success;
}

/**
 * Adds the SPEC §5 passenger rules to any object schema that has the four counts. The rules run as soon
 * as the counts themselves are valid, even when other fields of the form are not, so the message shows
 * next to the other errors; the issue is `{ path: ['adt'], message: 'Please select valid passengers' }`.
 *
 * @example
 * const schema = withPassengerRules(z.object({ ...passengerCountsSchema.shape, from: z.string() }));
 */
export function withPassengerRules<Schema extends z.ZodMiniType<PassengerCounts>>(schema: Schema): Schema {
  return schema.check(
    z.superRefine(
      (counts: PassengerCounts, ctx) => {
        const verdict = checkPassengers(counts);
        if (!verdict.valid) {
          ctx.addIssue({ code: 'custom', path: [verdict.field], message: verdict.message, input: counts });
        }
      },
      { when: (payload) => hasValidCounts(payload.value) },
    ),
  );
}

/**
 * The four passenger counts with the passenger rules.
 *
 * @example
 * passengerCountsSchema.safeParse({ adt: 0, cnn: 0, inf: 0, unn: 0 }).error?.issues[0]
 * // { code: 'custom', path: ['adt'], message: 'Please select valid passengers', ... }
 */
export const passengerCountsSchema = withPassengerRules(countsOnlySchema);
