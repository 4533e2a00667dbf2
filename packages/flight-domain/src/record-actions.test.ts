import { describe, expect, it } from 'vitest';
import {
  ticketEditAvailability,
  ticketWorkbenchEdits,
  reservationActionAvailability,
  reservationEditAvailability,
  ticketActionAvailability,
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
    expect(actions.ticket).toEqual({
      allowed: false,
      refusal: { kind: 'reservation-ticketed', locator: 'RWBAUM' },
    });
    expect(actions.reprice).toEqual({
      allowed: false,
      refusal: { kind: 'reprice-not-booked', locator: 'RWBAUM', status: 'partially-ticketed' },
    });
    expect(actions.cancel).toEqual({
      allowed: false,
      refusal: { kind: 'reservation-has-tickets', locator: 'RWBAUM' },
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
    expect(cancelled.cancel).toEqual({
      allowed: false,
      refusal: { kind: 'reservation-already-cancelled', locator: 'RWBAUM' },
    });
    expect(cancelled.ticket).toEqual({
      allowed: false,
      refusal: { kind: 'reservation-cancelled', locator: 'RWBAUM' },
    });
  });
});

describe('reservationEditAvailability', () => {
  it('refuses edits to a cancelled reservation only', () => {
    expect(reservationEditAvailability(booked)).toEqual({ allowed: true });
    expect(reservationEditAvailability({ ...booked, status: 'cancelled' })).toEqual({
      allowed: false,
      refusal: { kind: 'edit-cancelled', locator: 'RWBAUM' },
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
      refusal: { kind: 'void-window-closed', number: '1192400000001' },
    });
    const voided = ticketActionAvailability({ ...ticket, status: 'voided' }, morning);
    expect(voided.void).toEqual({
      allowed: false,
      refusal: { kind: 'ticket-not-ticketed', action: 'void', number: '1192400000001', status: 'voided' },
    });
    expect(voided.exchange).toEqual({
      allowed: false,
      refusal: { kind: 'ticket-not-ticketed', action: 'exchange', number: '1192400000001', status: 'voided' },
    });
  });

  it('sends NDC tickets to the airline for changes', () => {
    expect(ticketActionAvailability({ ...ticket, contentKind: 'NDC' }, morning).exchange).toEqual({
      allowed: false,
      refusal: { kind: 'ndc-exchange' },
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
      refusal: { kind: 'ticket-not-ticketed', action: 'edit', number: '1192400000001', status: 'exchanged' },
    });
  });
});
