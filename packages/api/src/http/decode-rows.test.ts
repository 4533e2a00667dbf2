import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { decodeRowsInSlices } from './decode-rows';

afterEach(() => vi.restoreAllMocks());

const list = z.object({ id: z.string(), rows: z.array(z.object({ amount: z.number() })) });
const body = { id: 'L1', rows: Array.from({ length: 5 }, (_, index) => ({ amount: index })) };

describe('decodeRowsInSlices', () => {
  it('lets other tasks run between slices once a slice has held the thread for half a frame', async () => {
    // Each reading of the clock says 20 ms have passed: every row ends its slice.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 20));
    const ran: string[] = [];
    const decoding = decodeRowsInSlices(list, 'rows', body, 'GET /list').then((decoded) => {
      ran.push('decoded');
      return decoded;
    });
    setTimeout(() => ran.push('another task'), 0);
    expect(await decoding).toEqual(body);
    expect(ran).toEqual(['another task', 'decoded']);
  });

  it('decodes in one go while the rows take less than half a frame', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(0);
    const ran: string[] = [];
    const decoding = decodeRowsInSlices(list, 'rows', body, 'GET /list').then(() => ran.push('decoded'));
    setTimeout(() => ran.push('another task'), 0);
    await decoding;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ran).toEqual(['decoded', 'another task']);
  });

  it.each([
    ['a field that is not last', z.object({ rows: z.array(z.number()), id: z.string() })],
    ['a list with checks of its own', z.object({ rows: z.array(z.number()).check(z.minLength(1)) })],
    ['a field that is not a list', z.object({ rows: z.string() })],
    ['a response that is not an object', z.array(z.number())],
  ])('refuses to slice %s, where the first issue could differ from a whole check', async (_, schema) => {
    await expect(decodeRowsInSlices(schema, 'rows', { rows: [] }, 'GET /list')).rejects.toThrow(
      'GET /list: "rows" must be the last field of the response, an array without checks.',
    );
  });
});
