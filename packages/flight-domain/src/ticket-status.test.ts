import { describe, expect, it } from 'vitest';
import {
  BADGE_TONES,
  statusLabel,
  TICKET_LIFECYCLE_STATUSES,
  TICKET_STATUSES,
  TICKET_STATUS_LABELS,
  TICKET_STATUS_TONES,
  ticketStatusLabel,
  ticketStatusSchema,
  ticketStatusTone,
} from './ticket-status';
import { ancillarySchema, couponSchema, specialServiceSchema } from './entities/reservations';
import { reservationStatusSchema, ticketListItemSchema, ticketSummarySchema } from './entities/record-lines';

describe('ticket status', () => {
  /** SPEC §4's statuses in order: `[status, label, tone]`. */
  const spec = [
    ['ticketed', 'Ticketed', 'success'],
    ['cancelled', 'Cancelled', 'warning'],
    ['voided', 'Voided', 'error'],
    ['pending', 'Pending', 'neutral'],
  ] as const;

  it('maps each status of SPEC §4 to its tone', () => {
    expect(TICKET_STATUSES).toEqual(spec.map(([status]) => status));
    expect(BADGE_TONES).toEqual(['success', 'warning', 'error', 'neutral']);
    expect(TICKET_STATUS_TONES).toEqual(Object.fromEntries(spec.map(([status, , tone]) => [status, tone])));
    for (const [status, , tone] of spec) expect(ticketStatusTone(status)).toBe(tone);
  });

  it('ignores case and spaces, and makes any unknown status neutral', () => {
    expect(ticketStatusTone(' TICKETED ')).toBe('success');
    expect(ticketStatusTone('Voided')).toBe('error');
    for (const unknown of ['exchanged', '', 'constructor', '__proto__', null, undefined]) {
      expect(ticketStatusTone(unknown)).toBe('neutral');
    }
  });

  it('labels statuses in any case, and writes any other status as a label too', () => {
    expect(TICKET_STATUS_LABELS).toEqual(Object.fromEntries(spec.map(([status, label]) => [status, label])));
    expect(ticketStatusLabel('CANCELLED')).toBe('Cancelled');
    expect(ticketStatusLabel('EXCHANGED')).toBe('Exchanged');
    expect(ticketStatusLabel('refunded')).toBe('Refunded');
    expect(ticketStatusLabel(' flown_partial ')).toBe('Flown partial');
  });

  it('validates known statuses', () => {
    expect(ticketStatusSchema.parse('voided')).toBe('voided');
    expect(ticketStatusSchema.safeParse('VOIDED').success).toBe(false);
  });
});

describe('the ticket schemas', () => {
  const summary = {
    id: 'TKT-1',
    number: '1472400000001',
    travelerId: 'T1',
    travelerName: 'ALAOUI/AMINA',
    issuedAt: '2026-11-02T10:00:00+00:00',
    total: 1250.5,
  };

  it('keep an unknown status as the backend sent it, so it can show neutral', () => {
    for (const status of ['refunded', 'EXCHANGED', 'suspended'])
      expect(ticketSummarySchema.parse({ ...summary, status }).status).toBe(status);
    const item = ticketListItemSchema.parse({
      ...summary,
      status: 'refunded',
      locator: 'ABCDEF',
      reservationId: 'RES-1',
      contentKind: 'GDS',
      route: 'CMN-CDG',
    });
    expect(ticketStatusTone(item.status)).toBe('neutral');
  });

  it('still refuse a ticket without a status', () => {
    expect(ticketSummarySchema.safeParse(summary).success).toBe(false);
  });
});

describe('status labels', () => {
  /** A label as SPEC §4's are written: capitalised words separated by single spaces, nothing raw. */
  const WRITTEN_LIKE_A_LABEL = /^[A-Z][a-z]*(?: [a-z]+)*$/;

  it('give every status of the schemas a label written like the others, distinct within its schema', () => {
    const schemas = {
      ticket: [...TICKET_STATUSES, ...TICKET_LIFECYCLE_STATUSES],
      reservation: reservationStatusSchema.options,
      coupon: couponSchema.shape.status.options,
      'special service': specialServiceSchema.shape.status.options,
      ancillary: ancillarySchema.shape.status.options,
    };
    for (const [schema, statuses] of Object.entries(schemas)) {
      const labels = statuses.map((status) =>
        schema === 'ticket' ? ticketStatusLabel(status) : statusLabel(status),
      );
      for (const label of labels) expect(label, `a ${schema} status`).toMatch(WRITTEN_LIKE_A_LABEL);
      expect(new Set(labels).size, `${schema} labels`).toBe(statuses.length);
    }
    expect(statusLabel('partially-ticketed')).toBe('Partially ticketed');
    expect(ticketStatusLabel('exchanged')).toBe('Exchanged');
  });
});
