import { reservationActionAvailability, type ReservationActionRefusal } from '@comptoir/flight-domain';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/paraglide/runtime.js';
import { actionsInWords } from '../RecordSections/action-refusal-words';
import { reservationRefusalWords } from './reservation-refusal-words';

/** Every refusal of a reservation's action, with its English words (the page's, before French). */
const REFUSALS: readonly [ReservationActionRefusal, string, string][] = [
  [{ kind: 'reservation-cancelled', locator: 'RWBAUM' }, 'RWBAUM is cancelled.', 'RWBAUM est annulée.'],
  [
    { kind: 'reservation-ticketed', locator: 'RWBAUM' },
    'RWBAUM is already ticketed.',
    'RWBAUM est déjà émise.',
  ],
  [
    { kind: 'reservation-already-cancelled', locator: 'RWBAUM' },
    'RWBAUM is already cancelled.',
    'RWBAUM est déjà annulée.',
  ],
  [
    { kind: 'reservation-has-tickets', locator: 'RWBAUM' },
    'RWBAUM has issued tickets: void them before cancelling.',
    "RWBAUM a des billets émis : annulez-les (void) avant d'annuler la réservation.",
  ],
  [
    { kind: 'reprice-not-booked', locator: 'RWBAUM', status: 'partially-ticketed' },
    'Only a booked reservation can be repriced; RWBAUM is partially ticketed.',
    'Seule une réservation non émise peut être recalculée ; RWBAUM est au statut « partiellement émis ».',
  ],
  [
    { kind: 'edit-cancelled', locator: 'RWBAUM' },
    'RWBAUM is cancelled: it can no longer be changed.',
    'RWBAUM est annulée : elle ne peut plus être modifiée.',
  ],
];

afterEach(async () => {
  await setLocale('en', { reload: false });
});

describe('reservationRefusalWords', () => {
  it('says each refusal in English', () => {
    for (const [refusal, english] of REFUSALS) expect(reservationRefusalWords(refusal)).toBe(english);
  });

  it('says each refusal in French, with the locator and the status in its words', async () => {
    await setLocale('fr', { reload: false });
    for (const [refusal, , french] of REFUSALS) expect(reservationRefusalWords(refusal)).toBe(french);
  });
});

describe('actionsInWords', () => {
  it('words the refused actions of a reservation and keeps the allowed ones', () => {
    const actions = actionsInWords(
      reservationActionAvailability({ locator: 'RWBAUM', status: 'cancelled', tickets: [] }),
      reservationRefusalWords,
    );
    expect(actions.ticket).toEqual({ allowed: false, reason: 'RWBAUM is cancelled.' });
    expect(actions.cancel).toEqual({ allowed: false, reason: 'RWBAUM is already cancelled.' });
    expect(actions.pdf).toEqual({ allowed: true });
  });
});
