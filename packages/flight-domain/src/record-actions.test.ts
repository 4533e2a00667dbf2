import { describe, expect, it } from 'vitest';
import {
  ticketEditAvailability,
  ticketWorkbenchEdits,
  reservationActionAvailability,
  reservationEditAvailability,
  ticketActionAvailability,
  ticketingAmount,
  WORKBENCH_EDITS,
  workbenchEdits,
} from './record-actions';

const booked = { locator: 'RWBAUM', status: 'booked', tickets: [] };

describe('reservationActionAvailability', () => {
  it('allows everything but nothing twice on a booked reservation', () => {
    const actions = reservationActionAvailability(booked);
    expect(Object.values(actions).every((action) => action.allowed)).toBe(true);
  });

  it('refuses ticketing, repricing and cancelling a ticketed reservation', () => {
    const actions = reservationActionAvailability({
      locator: 'RWBAUM',
      status: 'partially-ticketed',
      tickets: [{ status: 'ticketed' }, { status: 'voided' }],
    });
    expect(actions.ticket).toEqual({ allowed: false, reason: 'RWBAUM is already ticketed.' });
    expect(actions.reprice).toEqual({
      allowed: false,
      reason: 'Only a booked reservation can be repriced; RWBAUM is partially-ticketed.',
    });
    expect(actions.cancel).toEqual({
      allowed: false,
      reason: 'RWBAUM has issued tickets: void them before cancelling.',
    });
    expect(actions.pdf.allowed).toBe(true);
    expect(actions.viewPdf.allowed).toBe(true);
    expect(actions.fareRules.allowed).toBe(true);
  });

  it('allows cancelling once every ticket is voided, and nothing more once cancelled', () => {
    expect(
      reservationActionAvailability({
        locator: 'RWBAUM',
        status: 'ticketed',
        tickets: [{ status: 'voided' }],
      }).cancel.allowed,
    ).toBe(true);
    const cancelled = reservationActionAvailability({ locator: 'RWBAUM', status: 'cancelled', tickets: [] });
    expect(cancelled.cancel).toEqual({ allowed: false, reason: 'RWBAUM is already cancelled.' });
    expect(cancelled.ticket).toEqual({ allowed: false, reason: 'RWBAUM is cancelled.' });
  });
});

describe('reservationEditAvailability', () => {
  it('refuses edits to a cancelled reservation only', () => {
    expect(reservationEditAvailability(booked)).toEqual({ allowed: true });
    expect(reservationEditAvailability({ ...booked, status: 'cancelled' })).toEqual({
      allowed: false,
      reason: 'RWBAUM is cancelled: it can no longer be changed.',
    });
  });
});

describe('ticketActionAvailability', () => {
  const ticket = {
    number: '1192400000001',
    status: 'ticketed',
    contentKind: 'GDS' as const,
    voidableUntil: '2026-11-20T23:59:00+00:00',
  };
  const morning = Date.parse('2026-11-20T09:30:00Z');

  it('allows void and exchange of a ticketed GDS ticket inside its void window', () => {
    const actions = ticketActionAvailability(ticket, morning);
    expect(actions.void).toEqual({ allowed: true });
    expect(actions.exchange).toEqual({ allowed: true });
  });

  it('refuses void after the window and of a ticket that is not ticketed', () => {
    expect(ticketActionAvailability(ticket, Date.parse('2026-11-21T00:00:00Z')).void).toEqual({
      allowed: false,
      reason: 'Ticket 1192400000001 can no longer be voided: its void window has closed.',
    });
    const voided = ticketActionAvailability({ ...ticket, status: 'voided' }, morning);
    expect(voided.void).toEqual({
      allowed: false,
      reason: 'Ticket 1192400000001 is voided: only a ticketed ticket can be voided.',
    });
    expect(voided.exchange.allowed).toBe(false);
  });

  it('sends NDC tickets to the airline for changes', () => {
    expect(ticketActionAvailability({ ...ticket, contentKind: 'NDC' }, morning).exchange).toEqual({
      allowed: false,
      reason: 'NDC tickets are changed with the airline, not through the GDS exchange.',
    });
  });

  it('allows void when the backend gives no window', () => {
    const withoutWindow = { number: ticket.number, status: ticket.status, contentKind: ticket.contentKind };
    expect(ticketActionAvailability(withoutWindow, morning).void.allowed).toBe(true);
  });
});

describe('workbenchEdits', () => {
  it('offers every edit on a GDS reservation', () => {
    expect(workbenchEdits('GDS')).toEqual(WORKBENCH_EDITS);
  });

  it('offers every edit but OSI remarks on an NDC order, in the same order', () => {
    expect(workbenchEdits('NDC')).toEqual([
      'primaryContact',
      'updatableItems',
      'meals',
      'seats',
      'ancillaries',
      'disability',
      'split',
    ]);
  });
});

describe('ticketWorkbenchEdits and ticketEditAvailability', () => {
  it('offer a reservation’s edits but seats and split, and OSI remarks on GDS only', () => {
    expect(ticketWorkbenchEdits('GDS')).toEqual([
      'primaryContact',
      'updatableItems',
      'osiRemarks',
      'meals',
      'ancillaries',
      'disability',
    ]);
    expect(ticketWorkbenchEdits('NDC')).not.toContain('osiRemarks');
  });

  it('allow editing a ticketed ticket only', () => {
    expect(ticketEditAvailability({ number: '1192400000001', status: 'ticketed' })).toEqual({
      allowed: true,
    });
    expect(ticketEditAvailability({ number: '1192400000001', status: 'exchanged' })).toEqual({
      allowed: false,
      reason: 'Ticket 1192400000001 is exchanged: only a ticketed ticket can be changed.',
    });
  });
});

describe('ticketingAmount', () => {
  const pricing = { total: { total: 120_000 } };

  it('is the fare total with every confirmed extra not paid yet', () => {
    const ancillaries = [
      { price: 9_000, status: 'confirmed' },
      { price: 4_500, status: 'pending' },
      { price: 2_000, status: 'confirmed' },
    ];
    expect(ticketingAmount({ pricing, ancillaries })).toBe(131_000);
    expect(ticketingAmount({ pricing, ancillaries }, (ancillary) => ancillary.price === 2_000)).toBe(129_000);
  });

  it('is the fare total alone without extras', () => {
    expect(ticketingAmount({ pricing, ancillaries: [] })).toBe(120_000);
  });
});
