/**
 * The checks an editor of a record's workbench makes before it stages an edit (SPEC §4 "Workbench flow"):
 * an updatable item's new value, a split's choice of travelers. Apart from `record-actions.ts`, whose
 * verdicts a record's page draws as it opens: these come with the editors, and the booking form's rules
 * they reuse with them.
 */
import { z } from './zod-mini';
import { bookingTravelerSchema, travelDocumentSchema } from './booking';

/** Messages of an updatable item's value beyond the booking form's. */
export const UPDATABLE_ITEM_MESSAGES = {
  empty: 'Enter a value',
} as const;

/**
 * The schema of the value of an updatable item (the `field` of the updatable-items list), reusing the
 * booking form's rules and messages; an unknown field only needs a non-empty value.
 *
 * @example
 * updatableItemValueSchema('birthDate').safeParse('12/04/1988').success // false ('Enter the date of birth')
 */
export function updatableItemValueSchema(field: string): z.ZodMiniType<string, string> {
  switch (field) {
    case 'firstName':
      return bookingTravelerSchema.shape.firstName;
    case 'lastName':
      return bookingTravelerSchema.shape.lastName;
    case 'birthDate':
      return bookingTravelerSchema.shape.birthDate;
    case 'documentNumber':
      return travelDocumentSchema.shape.number;
    case 'documentExpiresOn':
      return travelDocumentSchema.shape.expiresOn;
    default:
      return z.string().check(z.trim(), z.minLength(1, UPDATABLE_ITEM_MESSAGES.empty));
  }
}

/** Messages of the split of a reservation. */
export const SPLIT_MESSAGES = {
  none: 'Choose at least one traveler to move to the new reservation',
  all: 'At least one traveler must stay on the original reservation',
} as const;

/**
 * What is wrong with a choice of travelers to split off a reservation, or `null` when it is fine: at
 * least one must move and at least one must stay.
 *
 * @example
 * splitSelectionError(['t1', 't2'], ['t1', 't2']) // 'At least one traveler must stay on the original reservation'
 */
export function splitSelectionError(
  selected: readonly string[],
  travelerIds: readonly string[],
): string | null {
  const moving = travelerIds.filter((id) => selected.includes(id));
  if (moving.length === 0) return SPLIT_MESSAGES.none;
  if (moving.length === travelerIds.length) return SPLIT_MESSAGES.all;
  return null;
}
