import { describe, expect, it } from 'vitest';
import { listQuerySchema } from './list-query';

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
