import type { TicketActionRefusal } from '@comptoir/flight-domain';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/paraglide/runtime.js';
import { ticketRefusalWords } from './ticket-refusal-words';

/** Every refusal of a ticket's action, with its English and French words. */
const REFUSALS: readonly [TicketActionRefusal, string, string][] = [
  [
    { kind: 'ticket-not-ticketed', action: 'void', number: '1192400000001', status: 'voided' },
    'Ticket 1192400000001 is voided: only a ticketed ticket can be voided.',
    'Le billet 1192400000001 est au statut « annulé (void) » : seul un billet émis peut être annulé (void).',
  ],
  [
    { kind: 'ticket-not-ticketed', action: 'exchange', number: '1192400000001', status: 'exchanged' },
    'Ticket 1192400000001 is exchanged: only a ticketed ticket can be exchanged.',
    'Le billet 1192400000001 est au statut « échangé » : seul un billet émis peut être échangé.',
  ],
  [
    { kind: 'ticket-not-ticketed', action: 'edit', number: '1192400000001', status: 'voided' },
    'Ticket 1192400000001 is voided: only a ticketed ticket can be changed.',
    'Le billet 1192400000001 est au statut « annulé (void) » : seul un billet émis peut être modifié.',
  ],
  [
    { kind: 'void-window-closed', number: '1192400000001' },
    'Ticket 1192400000001 can no longer be voided: its void window has closed.',
    "Le billet 1192400000001 ne peut plus être annulé (void) : son délai d'annulation est passé.",
  ],
  [
    { kind: 'ndc-exchange' },
    'NDC tickets are changed with the airline, not through the GDS exchange.',
    "Les billets NDC se modifient auprès de la compagnie, pas par l'échange GDS.",
  ],
];

afterEach(async () => {
  await setLocale('en', { reload: false });
});

describe('ticketRefusalWords', () => {
  it('says each refusal in English', () => {
    for (const [refusal, english] of REFUSALS) expect(ticketRefusalWords(refusal)).toBe(english);
  });

  it('says each refusal in French, with the number and the status in its words', async () => {
    await setLocale('fr', { reload: false });
    for (const [refusal, , french] of REFUSALS) expect(ticketRefusalWords(refusal)).toBe(french);
  });
});
