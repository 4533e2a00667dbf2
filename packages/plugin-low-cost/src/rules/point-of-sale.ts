/**
 * The agency as the airline knows it, apart from the airline (`airline.ts`), which the route guards load.
 */
import { DEFAULT_CURRENCY } from '@comptoir/flight-domain';

/**
 * The agency's point of sale, the `POS` every request to the airline starts with (OpenTravel's
 * `POS/Source`): the agency's ID at the airline, of OpenTravel's requestor type 5 (travel agency), selling
 * from Morocco in Moroccan dirhams (SPEC §9's currency).
 */
export const AGENCY_POINT_OF_SALE = {
  requestorId: 'COMPTOIR',
  requestorType: '5',
  country: 'MA',
  currency: DEFAULT_CURRENCY,
} as const;
