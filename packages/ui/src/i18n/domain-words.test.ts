import {
  BOOKING_MESSAGES,
  DOCUMENT_EXPIRED_MESSAGE,
  EXCHANGE_SEARCH_MESSAGES,
  FLIGHT_SEARCH_MESSAGES,
  FRENCH_AMOUNT_MESSAGES,
  INVALID_PASSENGERS_MESSAGE,
  MEAL_MESSAGES,
  OFFER_REFERENCE_MESSAGES,
  OSI_MESSAGES,
  PASSENGER_AGE_RULES,
  SPLIT_MESSAGES,
  UPDATABLE_ITEM_MESSAGES,
} from '@comptoir/flight-domain';
import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES } from './amount-labels';
import { BOOKING_FORM_MESSAGES } from './booking-labels';
import { type DomainMessage, inInterfaceLanguage, withValues } from './domain-words';
import { m } from './paraglide/messages.js';
import { SEARCH_LINK_MESSAGES } from './link-messages';
import { SEARCH_MESSAGES } from './search-messages';
import { EXCHANGE_SEARCH_WORDS } from '../records/TicketExchange/exchange-words';
import { EDIT_RULE_MESSAGES } from '../records/Workbench/edit-rule-words';

/** Each rule's English messages, and the catalogue's messages its view words them with. */
const RULES: [string, readonly string[], readonly DomainMessage[]][] = [
  ['the search', [...Object.values(FLIGHT_SEARCH_MESSAGES), INVALID_PASSENGERS_MESSAGE], SEARCH_MESSAGES],
  [
    'the booking form',
    [
      ...Object.values(BOOKING_MESSAGES),
      ...Object.values(PASSENGER_AGE_RULES).map(({ message }) => message),
      DOCUMENT_EXPIRED_MESSAGE,
    ],
    BOOKING_FORM_MESSAGES,
  ],
  [
    "a search link's parameters",
    [...Object.values(FLIGHT_SEARCH_MESSAGES), ...Object.values(OFFER_REFERENCE_MESSAGES)],
    SEARCH_LINK_MESSAGES,
  ],
  ['an amount typed in French', Object.values(FRENCH_AMOUNT_MESSAGES), AMOUNT_MESSAGES],
  [
    "the workbench's editors",
    [
      ...Object.values(OSI_MESSAGES),
      ...Object.values(MEAL_MESSAGES),
      ...Object.values(SPLIT_MESSAGES),
      ...Object.values(UPDATABLE_ITEM_MESSAGES),
      BOOKING_MESSAGES.firstName,
      BOOKING_MESSAGES.lastName,
      BOOKING_MESSAGES.birthDate,
      BOOKING_MESSAGES.documentNumber,
      BOOKING_MESSAGES.documentExpiry,
      BOOKING_MESSAGES.email,
      BOOKING_MESSAGES.phone,
    ],
    EDIT_RULE_MESSAGES,
  ],
  [
    "a ticket's exchange search",
    [...Object.values(EXCHANGE_SEARCH_MESSAGES), ...Object.values(FLIGHT_SEARCH_MESSAGES)],
    EXCHANGE_SEARCH_WORDS,
  ],
];

describe("flight-domain's English in the interface's language", () => {
  it.each(RULES)('has every message of %s in the catalogue, as its English says it', (_, messages, words) => {
    const missing = messages.filter(
      (message) => !words.some((word) => word({}, { locale: 'en' }) === message),
    );
    expect(missing).toEqual([]);
  });

  it('words a message with values bound in, and leaves one it does not know as it came, or as asked', () => {
    const tooFew = withValues(m.search_error_too_few_destinations, { count: 2 });
    expect(tooFew({}, { locale: 'fr' })).toBe('Ajoutez au moins 2 destinations');
    expect(inInterfaceLanguage('Add at least 2 destinations', [tooFew])).toBe('Add at least 2 destinations');
    expect(inInterfaceLanguage('Too big: expected string to have <=60 characters', [tooFew])).toBe(
      'Too big: expected string to have <=60 characters',
    );
    expect(inInterfaceLanguage('Too big', [tooFew], () => 'Otherwise')).toBe('Otherwise');
  });
});
