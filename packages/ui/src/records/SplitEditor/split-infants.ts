/**
 * The infant rule of a split: an infant travels on an adult's lap, so each reservation a split leaves
 * must hold at least as many adults as infants. The sandbox's split handler does not check it (it only
 * refuses to move everyone), and flight-domain has no such rule yet: the editor refuses the split first.
 */
import type { PassengerTypeCode } from '@comptoir/flight-domain';
import { m } from '../../i18n/paraglide/messages.js';

/** Messages of the infant rule, one per side of the split, in the interface's language. */
export const SPLIT_INFANT_MESSAGES = {
  moving: m.editor_split_infant_moving,
  staying: m.editor_split_infant_staying,
} as const;

/** What the rule reads of a traveler. */
interface SplitTraveler {
  readonly id: string;
  readonly passengerType: PassengerTypeCode;
}

function infantsOutnumberAdults(travelers: readonly SplitTraveler[]): boolean {
  const count = (type: PassengerTypeCode) =>
    travelers.filter((traveler) => traveler.passengerType === type).length;
  return count('INF') > count('ADT');
}

/**
 * What is wrong with moving `selected` to a new reservation as far as infants go, or `null`: each side
 * needs at least as many adults as infants. Said in the interface's language.
 *
 * @example
 * splitInfantError([{ id: 'a', passengerType: 'ADT' }, { id: 'i', passengerType: 'INF' }], ['i'])
 * // 'Each infant travels with an adult: move an adult to the new reservation with the infant'
 */
export function splitInfantError(
  travelers: readonly SplitTraveler[],
  selected: readonly string[],
): string | null {
  const moving = travelers.filter((traveler) => selected.includes(traveler.id));
  const staying = travelers.filter((traveler) => !selected.includes(traveler.id));
  if (infantsOutnumberAdults(moving)) return SPLIT_INFANT_MESSAGES.moving();
  if (infantsOutnumberAdults(staying)) return SPLIT_INFANT_MESSAGES.staying();
  return null;
}
