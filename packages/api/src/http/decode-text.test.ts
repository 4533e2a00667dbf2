import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { decodeText, ROWS_PER_MESSAGE } from './decode-text';

const schema = z.object({ searchId: z.string(), rows: z.array(z.object({ n: z.number() })) });
const body = (count: number) => ({
  searchId: 'S1',
  rows: Array.from({ length: count }, (_, n) => ({ n })),
});

describe('decodeText', () => {
  it("sends a body's rows first, a slice per answer in their order, then the body with its list empty", () => {
    const count = ROWS_PER_MESSAGE * 2 + 3;
    const answers = decodeText(schema, JSON.stringify(body(count)), 'rows');
    expect(answers.map((answer) => answer.outcome)).toEqual(['rows', 'rows', 'rows', 'decoded']);
    const slices = answers.flatMap((answer) =>
      answer.outcome === 'rows' ? [JSON.parse(answer.json) as unknown[]] : [],
    );
    expect(slices.map((slice) => slice.length)).toEqual([ROWS_PER_MESSAGE, ROWS_PER_MESSAGE, 3]);
    expect(slices.flat()).toEqual(body(count).rows);
    expect(answers.at(-1)).toEqual({ outcome: 'decoded', json: '{"searchId":"S1","rows":[]}', rows: 'rows' });
  });

  it('sends an empty list as the body alone, naming the field', () => {
    expect(decodeText(schema, JSON.stringify(body(0)), 'rows')).toEqual([
      { outcome: 'decoded', json: '{"searchId":"S1","rows":[]}', rows: 'rows' },
    ]);
  });

  it('sends the whole body in one answer when no rows are named', () => {
    expect(decodeText(schema, JSON.stringify(body(2)))).toEqual([
      { outcome: 'decoded', json: JSON.stringify(body(2)) },
    ]);
  });

  it('refuses a body at once, sending none of its rows', () => {
    const refused = { searchId: 'S1', rows: [{ n: 1 }, { n: 'two' }] };
    expect(decodeText(schema, JSON.stringify(refused), 'rows')).toEqual([
      { outcome: 'refused', body: refused, issues: [expect.objectContaining({ path: ['rows', 1, 'n'] })] },
    ]);
    expect(decodeText(schema, 'Bad gateway', 'rows')).toEqual([{ outcome: 'not-json', text: 'Bad gateway' }]);
  });
});
