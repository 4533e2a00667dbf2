import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  listQuerySchema,
  listPosition,
  listSearchSchema,
  pageOfList,
  ticketListQuerySchema,
  ticketListSearchSchema,
  withPageSize,
  type ListQuery,
} from './list-query';

describe('listQuerySchema', () => {
  it('defaults to page 1 of 10', () => {
    expect(listQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
  });

  it('keeps page, limit and search', () => {
    expect(listQuerySchema.parse({ page: 3, limit: 100, search: 'ali' })).toEqual({
      page: 3,
      limit: 100,
      search: 'ali',
    });
  });

  it('refuses a page below 1 and a limit outside 1 to 100', () => {
    for (const bad of [{ page: 0 }, { page: 1.5 }, { limit: 0 }, { limit: 101 }, { limit: 10.5 }]) {
      expect(listQuerySchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('listSearchSchema', () => {
  it('keeps a valid list query read from the URL and adds nothing to it', () => {
    expect(listSearchSchema.parse({ page: 4, limit: 25, search: 'RWBAUM' })).toEqual({
      page: 4,
      limit: 25,
      search: 'RWBAUM',
    });
    expect(listSearchSchema.parse({})).toEqual({});
  });

  it('drops what a hand-edited link holds that the list query refuses; the defaults then apply', () => {
    for (const bad of [
      { page: 0 },
      { page: -3 },
      { page: 1.5 },
      { page: 'two' },
      { limit: 0 },
      { limit: 101 },
      { limit: [10] },
    ]) {
      const query: ListQuery = listQuerySchema.parse(listSearchSchema.parse(bad));
      expect(query).toEqual({ page: 1, limit: 10 });
    }
  });

  it('trims the search and leaves a blank or non-text one out', () => {
    expect(listSearchSchema.parse({ search: '  Bennis ' }).search).toBe('Bennis');
    for (const search of ['', '   ', 42, null])
      expect(listSearchSchema.parse({ search }).search).toBeUndefined();
  });
});

describe('ticketListQuerySchema and ticketListSearchSchema', () => {
  it('keep a SPEC §4 status beside the list query', () => {
    expect(ticketListQuerySchema.parse({ status: 'voided' })).toEqual({
      page: 1,
      limit: 10,
      status: 'voided',
    });
    expect(ticketListSearchSchema.parse({ page: 2, status: 'pending' })).toEqual({
      page: 2,
      status: 'pending',
    });
  });

  it('refuse an unknown status in a request, and drop it from a URL', () => {
    expect(ticketListQuerySchema.safeParse({ status: 'lost' }).success).toBe(false);
    expect(ticketListSearchSchema.parse({ status: 'lost', limit: 500 })).toEqual({});
  });
});

describe('pageOfList', () => {
  const names = ['Ali', 'Zoé', 'Alice', 'Malik'];
  const text = (name: string) => name;

  it('keeps the items holding the search in any case, then pages them', () => {
    expect(pageOfList(names, { page: 1, limit: 2, search: 'ALI' }, text)).toEqual({
      items: ['Ali', 'Alice'],
      page: 1,
      limit: 2,
      total: 3,
    });
    expect(pageOfList(names, { page: 2, limit: 2, search: 'ali' }, text).items).toEqual(['Malik']);
  });

  it('pages every item without a search, and a page past the end is empty', () => {
    expect(pageOfList(names, { page: 1, limit: 10 }, text).total).toBe(4);
    expect(pageOfList(names, { page: 3, limit: 2 }, text).items).toEqual([]);
  });
});

describe('listPosition', () => {
  it('says the rows shown and the pages around a middle page', () => {
    expect(listPosition({ page: 2, limit: 5 }, 11)).toEqual({
      pageCount: 3,
      first: 6,
      last: 10,
      hasPrevious: true,
      hasNext: true,
      beyondEnd: false,
    });
  });

  it('ends the last page at the total, with no page after it', () => {
    expect(listPosition({ page: 3, limit: 5 }, 11)).toEqual({
      pageCount: 3,
      first: 11,
      last: 11,
      hasPrevious: true,
      hasNext: false,
      beyondEnd: false,
    });
  });

  it('counts one page, showing 0–0, when the list is empty', () => {
    expect(listPosition({ page: 1, limit: 10 }, 0)).toEqual({
      pageCount: 1,
      first: 0,
      last: 0,
      hasPrevious: false,
      hasNext: false,
      beyondEnd: false,
    });
  });

  it('fills the pages exactly when the total is a multiple of the size', () => {
    expect(listPosition({ page: 1, limit: 10 }, 20)).toMatchObject({ pageCount: 2, hasNext: true });
    expect(listPosition({ page: 2, limit: 10 }, 20)).toMatchObject({ pageCount: 2, hasNext: false });
  });

  it('says a page past the last one is beyond the end, showing no rows and no figure past the total', () => {
    // /reservations?page=99 of 78 rows once said "981–78 of 78" and "Page 99 of 8".
    expect(listPosition({ page: 99, limit: 10 }, 78)).toEqual({
      pageCount: 8,
      first: 0,
      last: 0,
      hasPrevious: true,
      hasNext: false,
      beyondEnd: true,
    });
    expect(listPosition({ page: 2, limit: 10 }, 0)).toMatchObject({ pageCount: 1, beyondEnd: true });
    expect(listPosition({ page: 8, limit: 10 }, 78)).toMatchObject({ first: 71, last: 78, beyondEnd: false });
  });

  it('never shows a row number past the total, nor a first row after the last', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 10_000 }),
        (page, limit, total) => {
          const { first, last, pageCount, beyondEnd } = listPosition({ page, limit }, total);
          expect(last).toBeLessThanOrEqual(total);
          expect(first).toBeLessThanOrEqual(last);
          expect(first === 0).toBe(last === 0);
          expect(beyondEnd).toBe(page > pageCount);
        },
      ),
    );
  });
});

describe('withPageSize', () => {
  it("goes to the page holding the shown page's top row", () => {
    expect(withPageSize({ page: 3, limit: 10 }, 25)).toEqual({ page: 1, limit: 25 });
    expect(withPageSize({ page: 2, limit: 50 }, 10)).toEqual({ page: 6, limit: 10 });
    expect(withPageSize({ page: 4, limit: 25 }, 50)).toEqual({ page: 2, limit: 50 });
  });

  it('stays on page 1 from page 1', () => {
    expect(withPageSize({ page: 1, limit: 10 }, 100)).toEqual({ page: 1, limit: 100 });
  });
});
