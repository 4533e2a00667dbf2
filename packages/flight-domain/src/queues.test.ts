import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queuePageSearchSchema, queuesSearchSchema } from './queue-search';
import { isInDeadlineQueue, orderByDeadline, queueListQuerySchema, timeLeft } from './queues';

const HOUR_MS = 3_600_000;
const PARIS = { timeZone: 'Europe/Paris' };
const CASABLANCA = { timeZone: 'Africa/Casablanca' };

describe('the ticketing-deadline queue', () => {
  it('holds deadlines passed or within 72 hours', () => {
    const now = Date.UTC(2026, 10, 28, 12);
    expect(isInDeadlineQueue(now - 10 * 24 * HOUR_MS, now)).toBe(true);
    expect(isInDeadlineQueue(now + 72 * HOUR_MS, now)).toBe(true);
    expect(isInDeadlineQueue(now + 72 * HOUR_MS + 1, now)).toBe(false);
  });

  it('orders the deadlines passed first, the longest overdue at the top, then the soonest', () => {
    const items = [
      { locator: 'CCCCCC', ticketingDeadline: '2026-11-29T09:00:00+00:00' },
      { locator: 'AAAAAA', ticketingDeadline: '2026-11-27T09:00:00+00:00' },
      { locator: 'DDDDDD', ticketingDeadline: '2026-11-28T12:30:00+01:00' },
      { locator: 'BBBBBB', ticketingDeadline: '2026-11-28T11:30:00+00:00' },
    ];
    // At noon UTC on the 28th: AAAAAA and DDDDDD (11:30 UTC) are overdue; BBBBBB at 11:30 too (tie by locator).
    expect(orderByDeadline(items).map((item) => item.locator)).toEqual([
      'AAAAAA',
      'BBBBBB',
      'DDDDDD',
      'CCCCCC',
    ]);
  });

  it('gives the same order whatever the order it is given, each deadline no later than the next', () => {
    const item = fc.record({
      locator: fc.stringMatching(/^[A-Z]{6}$/),
      ticketingDeadline: fc
        .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) })
        .map((ms) => new Date(ms).toISOString()),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), (items) => {
        const ordered = orderByDeadline(items);
        expect(orderByDeadline([...items].reverse())).toEqual(ordered);
        for (const [index, current] of ordered.slice(1).entries()) {
          const previous = ordered[index];
          if (previous === undefined) continue;
          expect(Date.parse(previous.ticketingDeadline)).toBeLessThanOrEqual(
            Date.parse(current.ticketingDeadline),
          );
        }
      }),
    );
  });
});

describe('the time left before a deadline (fr-FR)', () => {
  const now = Date.UTC(2026, 10, 28, 9, 0);

  it.each([
    ['in seconds', 'maintenant', now + 30_000, 'urgent'],
    ['in minutes', 'dans 45 minutes', now + 45 * 60_000, 'urgent'],
    ['in hours', 'dans 5 heures', now + 5 * HOUR_MS + 59 * 60_000, 'urgent'],
    ['just under a day', 'dans 23 heures', now + 24 * HOUR_MS - 1, 'urgent'],
    ['a day, on the day after', 'demain', now + 24 * HOUR_MS, 'later'],
    ['three days', 'dans 3 jours', now + 72 * HOUR_MS, 'later'],
    ['at the deadline', 'maintenant', now, 'overdue'],
    ['passed by hours', 'il y a 2 heures', now - 2 * HOUR_MS - 1, 'overdue'],
    ['passed by days', 'avant-hier', now - 50 * HOUR_MS, 'overdue'],
  ] as const)('%s: %s', (_, relative, deadlineMs, tone) => {
    const left = timeLeft(new Date(deadlineMs).toISOString(), now, PARIS);
    expect(left.relative).toBe(relative);
    expect(left.tone).toBe(tone);
  });

  it('shows the exact deadline in the zone asked for, with 2-digit day and month', () => {
    // In summer Paris is at UTC+2 and Casablanca at UTC+1.
    const deadline = '2026-07-11T07:05:00+00:00';
    expect(timeLeft(deadline, now, PARIS).exact).toBe('11/07/2026 09:05');
    expect(timeLeft(deadline, now, CASABLANCA).exact).toBe('11/07/2026 08:05');
    // During Ramadan Morocco keeps UTC, an hour behind Paris.
    expect(timeLeft('2026-03-01T12:00:00Z', Date.UTC(2026, 1, 28), CASABLANCA).exact).toBe(
      '01/03/2026 12:00',
    );
    expect(timeLeft('2026-03-01T12:00:00Z', Date.UTC(2026, 1, 28), PARIS).exact).toBe('01/03/2026 13:00');
  });

  it('counts days on the calendar of the zone: the same 25 hours are tomorrow in Casablanca and the day after in Paris', () => {
    // 10 July, 21:30 UTC: 23:30 in Paris (UTC+2), 22:30 in Casablanca (UTC+1). Deadline 25 hours later:
    // 00:30 on the 12th in Paris, 23:30 on the 11th in Casablanca.
    const summerNow = Date.UTC(2026, 6, 10, 21, 30);
    const deadline = new Date(summerNow + 25 * HOUR_MS).toISOString();
    expect(timeLeft(deadline, summerNow, PARIS)).toEqual({
      relative: 'après-demain',
      exact: '12/07/2026 00:30',
      tone: 'later',
    });
    expect(timeLeft(deadline, summerNow, CASABLANCA)).toEqual({
      relative: 'demain',
      exact: '11/07/2026 23:30',
      tone: 'later',
    });
  });

  it('crosses midnight in hours when under a day, whatever the zone', () => {
    const lateEvening = Date.UTC(2026, 10, 28, 22, 0);
    const nextMorning = '2026-11-29T06:00:00Z';
    expect(timeLeft(nextMorning, lateEvening, PARIS).relative).toBe('dans 8 heures');
    expect(timeLeft(nextMorning, lateEvening, CASABLANCA).relative).toBe('dans 8 heures');
  });

  it('refuses a deadline that is not a date', () => {
    expect(() => timeLeft('soon', now, PARIS)).toThrow(RangeError);
  });
});

describe('the queues query and address', () => {
  it('reads the list query with the "mine" filter', () => {
    expect(queueListQuerySchema.parse({ mine: true })).toEqual({ page: 1, limit: 10, mine: true });
  });

  it('keeps a valid tab, page and filter, and drops what is not', () => {
    expect(queuesSearchSchema.parse({ queue: 'tickets', page: 2, mine: true })).toEqual({
      queue: 'tickets',
      page: 2,
      mine: true,
    });
    expect(queuesSearchSchema.parse({ queue: 'lost', page: 0, mine: 'yes' })).toEqual({});
  });

  it("reads a plugin queue's page address (the low-cost holds) alike, without a tab", () => {
    expect(queuePageSearchSchema.parse({ page: 2, search: 'WSGG7P', mine: true })).toEqual({
      page: 2,
      search: 'WSGG7P',
      mine: true,
    });
    expect(queuePageSearchSchema.parse({ queue: 'tickets', mine: false })).toEqual({});
  });
});
