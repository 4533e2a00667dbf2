/**
 * Story fixtures: the updatable items the sandbox (`POST {locator}/updatable-items/{workbenchID}/list`)
 * answered in its story scenario for the GDS reservation's travelers, decoded by flight-domain's schema.
 */
import { type UpdatableItem, updatableItemsSchema } from '@comptoir/flight-domain';
import { sandboxRecords } from '../../kit/story-helpers/record-fixtures';

const { items } = updatableItemsSchema.parse(sandboxRecords.gdsUpdatableItems);

/** The items of the given travelers of `gdsReservation`, in the sandbox's order. */
export function gdsUpdatableItems(travelersIds: readonly string[]): UpdatableItem[] {
  return items.filter((item) => travelersIds.includes(item.travelerId));
}
