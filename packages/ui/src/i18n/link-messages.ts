import { m } from './paraglide/messages.js';
import { SEARCH_MESSAGES } from './search-messages';

/**
 * What the search's and /book's rules may say of a link's search parameters (`OFFER_REFERENCE_MESSAGES`,
 * SPEC §2's words, for /book), as the catalogue words it. A module apart from the search forms' list: a link's
 * messages then travel with the view of an invalid link (an error component), not with the forms.
 */
export const SEARCH_LINK_MESSAGES = [
  ...SEARCH_MESSAGES,
  m.link_missing_offer_id,
  m.link_missing_product_id,
  m.link_missing_identifier,
];
