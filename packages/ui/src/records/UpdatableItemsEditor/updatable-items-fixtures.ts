/**
 * Story fixtures: the updatable items the sandbox (`@comptoir/mock-backend`, handler of
 * `POST {locator}/updatable-items/{workbenchID}/list`) answers for the GDS reservation's travelers.
 */
import type { UpdatableItem } from '@comptoir/flight-domain';
import { gdsReservation } from '../../kit/story-helpers/record-fixtures';

/** The sandbox's updatable fields, in its order. */
const FIELDS = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['birthDate', 'Date of birth'],
  ['documentNumber', 'Document number'],
  ['documentExpiresOn', 'Document expiry'],
] as const;

/** The items of the given travelers of `gdsReservation`, as the sandbox lists them. */
export function gdsUpdatableItems(travelersIds: readonly string[]): UpdatableItem[] {
  return travelersIds.flatMap((travelerId) => {
    const traveler = gdsReservation.travelers.find((candidate) => candidate.id === travelerId);
    if (traveler === undefined) return [];
    const values = {
      firstName: traveler.firstName,
      lastName: traveler.lastName,
      birthDate: traveler.birthDate ?? '',
      documentNumber: traveler.document?.number ?? '',
      documentExpiresOn: traveler.document?.expiresOn ?? '',
    };
    return FIELDS.map(([field, label]) => ({
      itemId: `${travelerId}:${field}`,
      travelerId,
      field,
      label,
      value: values[field],
    }));
  });
}
