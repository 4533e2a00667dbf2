import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDurationLabel,
  formatIsoDuration,
  isoDurationBetween,
  isoDurationSchema,
  minutesBetween,
  parseIsoDuration,
} from './durations';

describe('parseIsoDuration', () => {
  it('reads PTnHnM and its shorter forms', () => {
    expect(parseIsoDuration('PT2H30M')).toBe(150);
    expect(parseIsoDuration('PT45M')).toBe(45);
    expect(parseIsoDuration('PT3H')).toBe(180);
    expect(parseIsoDuration('PT0H0M')).toBe(0);
    expect(parseIsoDuration('P1DT1H')).toBe(1500);
    expect(parseIsoDuration('P2D')).toBe(2880);
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      'P',
      'PT',
      'P1DT',
      '2h30',
      'PT2H30M10S',
      'PT1.5H',
      'pt2h',
      'P1W',
      ' PT1H',
      `PT${'9'.repeat(20)}H`,
    ]) {
      expect(parseIsoDuration(bad)).toBeNull();
    }
  });
});

describe('formatIsoDuration and formatDurationLabel', () => {
  it('always writes both hours and minutes', () => {
    expect(formatIsoDuration(150)).toBe('PT2H30M');
    expect(formatIsoDuration(60)).toBe('PT1H0M');
    expect(formatIsoDuration(45)).toBe('PT0H45M');
    expect(formatIsoDuration(0)).toBe('PT0H0M');
    expect(formatIsoDuration(1500)).toBe('PT25H0M');
  });

  it('writes durations for staff', () => {
    expect(formatDurationLabel(150)).toBe('2 h 30 min');
    expect(formatDurationLabel(45)).toBe('45 min');
    expect(formatDurationLabel(180)).toBe('3 h');
    expect(formatDurationLabel(0)).toBe('0 min');
  });

  it('refuses negative or fractional minutes', () => {
    expect(() => formatIsoDuration(-1)).toThrow('A duration must be a whole number of minutes ≥ 0, got -1.');
    expect(() => formatDurationLabel(1.5)).toThrow(RangeError);
  });

  it('round-trips minutes → ISO → minutes (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (minutes) => {
        expect(parseIsoDuration(formatIsoDuration(minutes))).toBe(minutes);
      }),
    );
  });

  it('round-trips canonical ISO → minutes → ISO, and any form to the same minutes (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 59 }),
        (days, hours, minutes) => {
          expect(formatIsoDuration(parseIsoDuration(`PT${String(hours)}H${String(minutes)}M`) ?? -1)).toBe(
            `PT${String(hours)}H${String(minutes)}M`,
          );
          expect(parseIsoDuration(`P${String(days)}DT${String(hours)}H${String(minutes)}M`)).toBe(
            days * 1440 + hours * 60 + minutes,
          );
        },
      ),
    );
  });
});

describe('minutesBetween and isoDurationBetween', () => {
  it('computes the duration between two timestamps, honouring offsets', () => {
    expect(minutesBetween('2025-03-07T10:00:00+01:00', '2025-03-07T13:00:00+02:00')).toBe(120);
    expect(minutesBetween('2025-03-07T10:00', '2025-03-07T12:35')).toBe(155);
    expect(minutesBetween('2025-03-07T23:10:00Z', '2025-03-08T01:05:00Z')).toBe(115);
    expect(minutesBetween('2025-03-07T10:00:00Z', '2025-03-07T10:00:29Z')).toBe(0);
    expect(minutesBetween('2025-03-07T10:00:00Z', '2025-03-07T10:00:30Z')).toBe(1);
    expect(isoDurationBetween('2025-03-07T10:00:00Z', '2025-03-07T12:35:00Z')).toBe('PT2H35M');
  });

  it('gives null for bad timestamps or an end before the start', () => {
    expect(minutesBetween('2025-03-07T13:00', '2025-03-07T10:00')).toBeNull();
    expect(minutesBetween('2025-03-07', '2025-03-08T10:00')).toBeNull();
    expect(minutesBetween('2025-03-07T10:00', 'tomorrow')).toBeNull();
    expect(minutesBetween('2025-02-30T10:00', '2025-03-07T10:00')).toBeNull();
    expect(isoDurationBetween('x', 'y')).toBeNull();
  });

  it('agrees with the difference of the instants, and formats it back (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 0, 1) }),
        fc.integer({ min: 0, max: 60 * 24 * 3 }),
        (startMs, minutes) => {
          const start = new Date(Math.floor(startMs / 60_000) * 60_000).toISOString();
          const end = new Date(Date.parse(start) + minutes * 60_000).toISOString();
          expect(minutesBetween(start, end)).toBe(minutes);
          expect(parseIsoDuration(isoDurationBetween(start, end) ?? '')).toBe(minutes);
        },
      ),
    );
  });
});

describe('isoDurationSchema', () => {
  it('accepts ISO durations and names the expected form', () => {
    expect(isoDurationSchema.parse('PT4H0M')).toBe('PT4H0M');
    expect(isoDurationSchema.safeParse('4h').error?.issues[0]?.message).toBe(
      'Enter a duration such as PT2H30M',
    );
  });
});
