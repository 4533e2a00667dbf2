import { describe, expect, it } from 'vitest';
import {
  lowCostSearchSchema,
  lowCostBookingSearchSchema,
  lowCostResultsSearchSchema,
  withinAirlineRules,
  AirlineRulesError,
} from './search';
import {
  lowCostBookingLinkSchema,
  lowCostResultsLinkSchema,
  lowCostSearchPrefillSchema,
} from './search-links';
import { airlinePassengers, readSearchDraft, resultsLeg, searchDraft } from './search-pages';

const search = { from: 'RAK', to: 'ORY', date: '2026-12-18', adt: 1, cnn: 0, inf: 0, unn: 0 };
const issues = (value: unknown) =>
  lowCostSearchSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ??
  [];

describe('the low-cost search form', () => {
  it('accepts a one-way or return search on a route the airline flies', () => {
    expect(issues(search)).toEqual([]);
    expect(issues({ ...search, from: 'ORY', to: 'RAK', returnDate: '2026-12-18' })).toEqual([]);
  });

  it("applies SPEC §5's passenger rules, and refuses unaccompanied minors", () => {
    expect(issues({ ...search, adt: 0 })).toEqual([['adt', 'Please select valid passengers']]);
    expect(issues({ ...search, adt: 0, inf: 1 })).toEqual([['adt', 'Please select valid passengers']]);
    expect(issues({ ...search, adt: 0, unn: 1 })).toEqual([
      ['unn', 'Argana Air does not carry unaccompanied minors.'],
    ]);
  });

  it('refuses a route the airline does not fly, a return before the departure, and names empty fields', () => {
    expect(issues({ ...search, to: 'DUS' })).toEqual([['to', 'Argana Air does not fly this route.']]);
    expect(issues({ ...search, returnDate: '2026-12-17' })).toEqual([
      ['returnDate', 'The return cannot be before the departure.'],
    ]);
    expect(issues({ ...search, from: '', date: '' })).toEqual([
      ['from', 'Choose a departure airport'],
      ['date', 'Choose a departure date'],
    ]);
  });

  it('reads the form into a search, or one message per wrong field, the return date only on a return', () => {
    const draft = { ...searchDraft(), from: 'RAK', to: 'ORY', date: '2026-12-18', returnDate: '2026-12-01' };
    expect(readSearchDraft(draft)).toEqual({ ok: true, search: { ...search } });
    expect(readSearchDraft({ ...draft, trip: 'return' })).toEqual({
      ok: false,
      errors: { returnDate: 'The return cannot be before the departure.' },
    });
    expect(readSearchDraft({ ...searchDraft(), adt: 0, inf: 1 })).toEqual({
      ok: false,
      errors: {
        from: 'Choose a departure airport',
        to: 'Choose an arrival airport',
        date: 'Choose a departure date',
        adt: 'Please select valid passengers',
      },
    });
  });

  it('starts the form from a search given in the link, dropping what is not one', () => {
    const prefill = lowCostSearchPrefillSchema.parse({
      from: 'RAK',
      date: '2026-12-18',
      returnDate: 7,
      adt: -1,
    });
    expect(searchDraft(prefill)).toEqual({
      trip: 'oneway',
      from: 'RAK',
      to: '',
      date: '2026-12-18',
      returnDate: '',
      adt: 1,
      cnn: 0,
      inf: 0,
      unn: 0,
    });
    expect(searchDraft({ returnDate: '2026-12-20' }).trip).toBe('return');
  });

  it('counts the party as the airline does', () => {
    expect(airlinePassengers({ adt: 2, cnn: 1, inf: 1 })).toEqual({ ADT: 2, CNN: 1, INF: 1 });
  });
});

describe('the results and booking links', () => {
  const outbound = { flightNumber: 'R9 1060', departure: '2026-12-18T07:15', bundle: 'VALUE' } as const;

  it('lists the outbound day, then once the outbound is picked on a return, the return day the other way', () => {
    expect(resultsLeg(lowCostResultsSearchSchema.parse(search))).toEqual({
      direction: 'outbound',
      from: 'RAK',
      to: 'ORY',
      date: '2026-12-18',
    });
    const picked = lowCostResultsSearchSchema.parse({ ...search, returnDate: '2026-12-22', outbound });
    expect(resultsLeg(picked)).toEqual({ direction: 'return', from: 'ORY', to: 'RAK', date: '2026-12-22' });
  });

  it("reads a link's fields alone; the airline's rules then say what is wrong with it, each once", () => {
    const unserved = { ...search, from: 'ORY', to: 'MAD', adt: 0, cnn: 1, outbound };
    expect(lowCostResultsLinkSchema.safeParse(unserved).success).toBe(true);
    expect(lowCostBookingLinkSchema.safeParse(unserved).success).toBe(true);
    expect(lowCostResultsLinkSchema.safeParse({ ...search, date: '18/12/2026' }).success).toBe(false);
    expect(() => withinAirlineRules(lowCostResultsSearchSchema, unserved)).toThrow(
      new AirlineRulesError(['Please select valid passengers', 'Argana Air does not fly this route.']),
    );
    // Told apart from a failure, so that the page shows the message at once.
    expect(() => withinAirlineRules(lowCostResultsSearchSchema, unserved)).toThrow(AirlineRulesError);
    expect(withinAirlineRules(lowCostResultsSearchSchema, { ...search, outbound })).toEqual({
      ...search,
      outbound,
    });
  });

  it("keeps the search's rules, and wants a return flight exactly on a return", () => {
    expect(lowCostBookingSearchSchema.safeParse({ ...search, outbound }).success).toBe(true);
    expect(
      lowCostBookingSearchSchema.safeParse({ ...search, adt: 0, outbound }).error?.issues[0]?.message,
    ).toBe('Please select valid passengers');
    expect(
      lowCostBookingSearchSchema.safeParse({ ...search, returnDate: '2026-12-22', outbound }).error?.issues[0]
        ?.path,
    ).toEqual(['inbound']);
    expect(
      lowCostBookingSearchSchema.safeParse({ ...search, outbound: { ...outbound, bundle: 'GOLD' } }).success,
    ).toBe(false);
  });
});
