import { type ChosenOffer, parseChosenOffer, serializeChosenOffer } from '@comptoir/api';
import type { OfferReference } from '@comptoir/flight-domain';

/** There is no backend call that returns one offer: the result page hands it to /book in the tab's storage. */
const CHOSEN_OFFER_KEY = 'comptoir_chosen_offer';

/** Keeps the chosen offer for /book (this tab only). */
export function saveChosenOffer(chosen: ChosenOffer): void {
  sessionStorage.setItem(CHOSEN_OFFER_KEY, serializeChosenOffer(chosen));
}

/** Forgets the chosen offer once booked, so that going back cannot book it a second time. */
export function clearChosenOffer(): void {
  sessionStorage.removeItem(CHOSEN_OFFER_KEY);
}

/** The chosen offer kept in this tab for a booking link, or null (see `parseChosenOffer` of the api). */
export function readChosenOffer(reference: OfferReference): ChosenOffer | null {
  return parseChosenOffer(sessionStorage.getItem(CHOSEN_OFFER_KEY), reference);
}
