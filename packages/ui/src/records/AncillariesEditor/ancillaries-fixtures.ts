/**
 * The ancillaries the sandbox offers for the reservation of `gdsReservation` (RWBAUM: 2 adults and a
 * child, CMN ⇄ CDG), as `POST /reservations/{locator}/ancillaries/{workbenchID}/list` answered in its
 * story scenario, decoded by flight-domain's schema as the app decodes it.
 */
import { ancillaryOffersSchema } from '@comptoir/flight-domain';
import { sandboxRecords } from '../../kit/story-helpers/record-fixtures';

/** Bags and priority boarding for each traveler and flight of RWBAUM. */
export const rwbaumAncillaryOffers = ancillaryOffersSchema.parse(sandboxRecords.gdsAncillaryOffers).offers;
