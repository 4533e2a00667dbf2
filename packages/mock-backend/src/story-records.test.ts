import {
  ancillaryOffersSchema,
  exchangeEligibilitySchema,
  exchangeSearchResultSchema,
  reservationSchema,
  ticketSchema,
  updatableItemsSchema,
} from '@comptoir/flight-domain';
import type { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  db,
  DEFAULT_ACTOR,
  getSandboxActor,
  resetSandboxDatabase,
  seedActor,
  setSandboxActor,
  STORY_CLOCK,
  storyRecords,
} from './index';
import { callSandbox } from './test-client';
import { bookFirst } from './test-flows';

/** The schema the app decodes each answer with. */
const SCHEMAS = {
  gdsReservation: reservationSchema,
  gdsAncillaryOffers: ancillaryOffersSchema,
  gdsUpdatableItems: updatableItemsSchema,
  gdsReservationPartiallyTicketed: reservationSchema,
  gdsTicket: ticketSchema,
  voidedGdsTicket: ticketSchema,
  gdsTicketEligibility: exchangeEligibilitySchema,
  voidedTicketEligibility: exchangeEligibilitySchema,
  gdsExchangeOffers: exchangeSearchResultSchema,
  ndcReservation: reservationSchema,
  cancelledReservation: reservationSchema,
  ndcTicket: ticketSchema,
  familyReservation: reservationSchema,
} satisfies Record<keyof Awaited<ReturnType<typeof storyRecords>>, z.ZodMiniType>;

// The scenario books, edits, tickets and voids through the handlers on a freshly seeded database: seconds
// on a busy two-core machine, more than Vitest's default 5 s.
describe('storyRecords', { timeout: 60_000 }, () => {
  it('answers the same records on every run', async () => {
    const first = await storyRecords();
    expect(await storyRecords()).toStrictEqual(first);
  });

  it('answers what the app decodes, in the states the stories show', async () => {
    const records = await storyRecords();
    for (const [name, schema] of Object.entries(SCHEMAS))
      expect(() => schema.parse(records[name as keyof typeof SCHEMAS]), name).not.toThrow();
    const booked = reservationSchema.parse(records.gdsReservation);
    expect(booked).toMatchObject({ status: 'booked', contentKind: 'GDS', tickets: [] });
    expect(booked.createdAt).toBe(new Date(STORY_CLOCK).toISOString().replace('.000Z', '+00:00'));
    expect(booked.osiRemarks).toHaveLength(2);
    expect(booked.specialServices.map((service) => service.code)).toEqual(['CHML', 'VGML', 'WCHR']);
    expect(booked.ancillaries).toHaveLength(2);
    const ticketed = reservationSchema.parse(records.gdsReservationPartiallyTicketed);
    expect(ticketed.tickets.map((ticket) => ticket.status)).toEqual(['ticketed', 'ticketed', 'voided']);
    expect(ticketSchema.parse(records.voidedGdsTicket).status).toBe('voided');
    expect(exchangeEligibilitySchema.parse(records.gdsTicketEligibility).eligible).toBe(true);
    expect(exchangeEligibilitySchema.parse(records.voidedTicketEligibility).eligible).toBe(false);
    expect(reservationSchema.parse(records.ndcReservation)).toMatchObject({
      status: 'booked',
      contentKind: 'NDC',
    });
    expect(reservationSchema.parse(records.cancelledReservation).status).toBe('cancelled');
    expect(ticketSchema.parse(records.ndcTicket).contentKind).toBe('NDC');
    const family = reservationSchema.parse(records.familyReservation);
    expect(family.travelers.map((traveler) => traveler.passengerType)).toEqual(['ADT', 'ADT', 'INF']);
  });

  it('puts back the seed, the real clock and the actor it found', async () => {
    resetSandboxDatabase();
    const seeded = db.reservations.map((reservation) => reservation.id);
    const member = seedActor('usr_casa_member');
    setSandboxActor(member);
    await storyRecords();
    expect(getSandboxActor()).toEqual(member);
    expect(db.reservations.map((reservation) => reservation.id)).toEqual(seeded);
    setSandboxActor(DEFAULT_ACTOR);
    const after = await bookFirst();
    const { body } = await callSandbox('GET', `/reservations/${after.id}`);
    expect(Math.abs(Date.parse(reservationSchema.parse(body).createdAt) - Date.now())).toBeLessThan(60_000);
  });
});
