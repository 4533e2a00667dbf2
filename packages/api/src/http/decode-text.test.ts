import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeParse, z } from 'zod/mini';
import {
  answerDecodes,
  type DecodeAnswer,
  type DecodeRequest,
  decodeText,
  ROWS_PER_MESSAGE,
  WARM_UP_DECODES_PER_TASK,
} from './decode-text';

const schema = z.object({ searchId: z.string(), rows: z.array(z.object({ n: z.number() })) });
const body = (count: number) => ({
  searchId: 'S1',
  rows: Array.from({ length: count }, (_, n) => ({ n })),
});

describe('decodeText', () => {
  it("sends a body's rows first, a slice per answer in their order, then the body with its list empty", () => {
    const count = ROWS_PER_MESSAGE * 2 + 3;
    const answers = [...decodeText(schema, JSON.stringify(body(count)), 'rows')];
    expect(answers.map((answer) => answer.outcome)).toEqual(['rows', 'rows', 'rows', 'decoded']);
    const slices = answers.flatMap((answer) =>
      answer.outcome === 'rows' ? [JSON.parse(answer.json) as unknown[]] : [],
    );
    expect(slices.map((slice) => slice.length)).toEqual([ROWS_PER_MESSAGE, ROWS_PER_MESSAGE, 3]);
    expect(slices.flat()).toEqual(body(count).rows);
    expect(answers.at(-1)).toEqual({ outcome: 'decoded', json: '{"searchId":"S1","rows":[]}', rows: 'rows' });
  });

  it('sends an empty list as the body alone, naming the field', () => {
    expect([...decodeText(schema, JSON.stringify(body(0)), 'rows')]).toEqual([
      { outcome: 'decoded', json: '{"searchId":"S1","rows":[]}', rows: 'rows' },
    ]);
  });

  it('sends the whole body in one answer when no rows are named', () => {
    expect([...decodeText(schema, JSON.stringify(body(2)))]).toEqual([
      { outcome: 'decoded', json: JSON.stringify(body(2)) },
    ]);
  });

  it('checks a slice of rows before it sends it, and the next slice only once that one has gone', () => {
    let checked = 0;
    const counting = z.object({
      searchId: z.string(),
      rows: z.array(
        z.object({ n: z.number() }).check(
          z.refine(() => {
            checked += 1;
            return true;
          }),
        ),
      ),
    });
    const answers = decodeText(counting, JSON.stringify(body(ROWS_PER_MESSAGE * 2)), 'rows');
    expect(answers.next().value).toMatchObject({ outcome: 'rows' });
    expect(checked).toBe(ROWS_PER_MESSAGE);
    expect(answers.next().value).toMatchObject({ outcome: 'rows' });
    expect(checked).toBe(ROWS_PER_MESSAGE * 2);
  });

  it('refuses a bad row as a check of the whole body does, after the slices of the rows before it', () => {
    const refused = body(ROWS_PER_MESSAGE * 2);
    const bad = {
      ...refused,
      rows: refused.rows.map((row, n) => (n === ROWS_PER_MESSAGE + 1 ? { n: 'two' } : row)),
    };
    const answers = [...decodeText(schema, JSON.stringify(bad), 'rows')];
    expect(answers.map((answer) => answer.outcome)).toEqual(['rows', 'refused']);
    expect(answers[1]).toEqual({
      outcome: 'refused',
      body: bad,
      issues: safeParse(schema, bad).error?.issues,
    });
    expect(answers[1]).toMatchObject({ issues: [{ path: ['rows', ROWS_PER_MESSAGE + 1, 'n'] }] });
  });

  it('refuses a body whose other fields are bad as a check of the whole does, sending no row', () => {
    const refused = { searchId: 1, rows: [{ n: 1 }, { n: 'two' }] };
    expect([...decodeText(schema, JSON.stringify(refused), 'rows')]).toEqual([
      {
        outcome: 'refused',
        body: refused,
        issues: [
          expect.objectContaining({ path: ['searchId'] }),
          expect.objectContaining({ path: ['rows', 1, 'n'] }),
        ],
      },
    ]);
    expect([...decodeText(schema, 'Bad gateway', 'rows')]).toEqual([
      { outcome: 'not-json', text: 'Bad gateway' },
    ]);
  });

  it("sends a repeated field's values once per answer, each with the first slice that has it, as indices", () => {
    const repeating = z.object({
      searchId: z.string(),
      rows: z.array(
        z.object({ n: z.number(), items: z.array(z.object({ rules: z.optional(z.array(z.string())) })) }),
      ),
    });
    const rows = Array.from({ length: ROWS_PER_MESSAGE + 2 }, (_, n) => ({
      n,
      items: [{ rules: [n < ROWS_PER_MESSAGE ? 'A' : 'B'] }, { rules: ['A'] }, {}],
    }));
    const answers = [
      ...decodeText(repeating, JSON.stringify({ searchId: 'S1', rows }), 'rows', {
        items: 'items',
        field: 'rules',
      }),
    ];
    const slices = answers.flatMap((answer) => (answer.outcome === 'rows' ? [answer] : []));
    expect(slices.map(({ repeated }) => repeated)).toEqual([
      { items: 'items', field: 'rules', json: '[["A"]]' },
      { items: 'items', field: 'rules', json: '[["B"]]' },
    ]);
    const [, second] = slices.map(({ json }) => JSON.parse(json) as unknown[]);
    // An item without the field is sent as it is.
    expect(second?.[0]).toEqual({ n: ROWS_PER_MESSAGE, items: [{ rules: 1 }, { rules: 0 }, {}] });
    expect(answers.at(-1)).toEqual({ outcome: 'decoded', json: '{"searchId":"S1","rows":[]}', rows: 'rows' });
  });
});

describe('answerDecodes', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /**
   * A worker's scope as `answerDecodes` uses it, in this thread: its message listener, what it posts back,
   * and `FileReaderSync` reading each body's text. The schema counts the bodies it checks.
   */
  function inWorker(warmUpTimes: number) {
    const texts = new Map<Blob, string>();
    const posted: DecodeAnswer[] = [];
    let listener: ((event: { data: DecodeRequest }) => void) | undefined;
    vi.stubGlobal('addEventListener', (_type: 'message', added: typeof listener) => {
      listener = added;
    });
    vi.stubGlobal('postMessage', (answer: DecodeAnswer) => posted.push(answer));
    vi.stubGlobal(
      'FileReaderSync',
      class {
        readAsText(blob: Blob) {
          return texts.get(blob) ?? '';
        }
      },
    );
    let checked = 0;
    const counting = schema.check(
      z.refine(() => {
        checked += 1;
        return true;
      }),
    );
    vi.useFakeTimers();
    answerDecodes(counting, { sample: JSON.stringify(body(3)), rows: 'rows', times: warmUpTimes });
    return {
      checked: () => checked,
      posted,
      request(id: number, text: string) {
        const blob = new Blob([text]);
        texts.set(blob, text);
        listener?.({ data: { id, body: blob, rows: 'rows' } });
      },
    };
  }

  it('decodes its sample a few times per task while it waits, posting nothing', () => {
    const worker = inWorker(WARM_UP_DECODES_PER_TASK * 2 + 5);
    expect(worker.checked()).toBe(0);
    vi.advanceTimersToNextTimer();
    expect(worker.checked()).toBe(WARM_UP_DECODES_PER_TASK);
    vi.runAllTimers();
    expect(worker.checked()).toBe(WARM_UP_DECODES_PER_TASK * 2 + 5);
    expect(worker.posted).toEqual([]);
  });

  it('answers a request between two tasks of its warm-up, which then stops', () => {
    const worker = inWorker(WARM_UP_DECODES_PER_TASK * 10);
    vi.advanceTimersToNextTimer();
    worker.request(7, JSON.stringify(body(2)));
    expect(worker.posted).toEqual([
      { id: 7, outcome: 'rows', json: '[{"n":0},{"n":1}]' },
      { id: 7, outcome: 'decoded', json: '{"searchId":"S1","rows":[]}', rows: 'rows' },
    ]);
    vi.runAllTimers();
    expect(worker.checked()).toBe(WARM_UP_DECODES_PER_TASK + 1);
  });
});
