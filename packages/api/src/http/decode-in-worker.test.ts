import { describe, expect, it } from 'vitest';
import { workerDecoder } from './decode-in-worker';
import type { DecodeAnswer, DecodeRequest, DecodingWorker } from './decode-text';

type Listener = (event: { data: DecodeAnswer; message: string; preventDefault: () => void }) => void;

/**
 * A worker that answers each request with `answer` (its id, its body's text), or fails to load when `fails`
 * says so.
 */
function fakeWorkers(answer: (id: number, text: string) => DecodeAnswer, fails: () => boolean) {
  const started: { terminated: boolean }[] = [];
  const start = (): DecodingWorker => {
    const listeners = new Map<string, Listener>();
    const worker = { terminated: false };
    started.push(worker);
    const failing = fails();
    return {
      addEventListener: (type: string, listener: Listener) => {
        listeners.set(type, listener);
      },
      postMessage: ({ id, body }) => {
        // Read as the worker reads it, then answered in a task of its own, as a message is.
        void body.text().then((text) =>
          setTimeout(() => {
            if (failing)
              listeners.get('error')?.({
                data: answer(id, text),
                message: 'Failed to load the script',
                preventDefault: () => undefined,
              });
            else
              listeners.get('message')?.({
                data: answer(id, text),
                message: '',
                preventDefault: () => undefined,
              });
          }),
        );
      },
      terminate: () => {
        worker.terminated = true;
      },
    };
  };
  return { start, started };
}

/** A worker whose answers to each request `post` sends, as its messages. */
function messagingWorker(post: (request: DecodeRequest, send: (data: DecodeAnswer) => void) => void) {
  return (): DecodingWorker => {
    let onMessage: Listener = () => undefined;
    return {
      addEventListener: (type: string, listener: Listener) => {
        if (type === 'message') onMessage = listener;
      },
      postMessage: (request) => {
        post(request, (data) => {
          onMessage({ data, message: '', preventDefault: () => undefined });
        });
      },
      terminate: () => undefined,
    };
  };
}

describe('workerDecoder', () => {
  it('answers each call with its own body, through one worker', async () => {
    const { start, started } = fakeWorkers(
      (id, text) => ({ id, outcome: 'decoded', json: text }),
      () => false,
    );
    const decoder = workerDecoder(start);
    await expect(
      Promise.all([
        decoder.decode(new Blob(['{"a":1}']), 'GET /a'),
        decoder.decode(new Blob(['{"b":2}']), 'GET /b'),
      ]),
    ).resolves.toEqual([{ a: 1 }, { b: 2 }]);
    expect(workerDecoder(start)).toBe(decoder);
    expect(started).toHaveLength(1);
  });

  it("puts a body's rows back from the slices that came before it, each call's its own", async () => {
    const requests: DecodeRequest[] = [];
    const start = messagingWorker((request, send) => {
      requests.push(request);
      if (requests.length < 2) return;
      // Both calls' answers, interleaved, each message in a task of its own.
      const answers: DecodeAnswer[] = [
        { id: 1, outcome: 'rows', json: '[1,2]' },
        { id: 2, outcome: 'rows', json: '["a"]' },
        { id: 1, outcome: 'rows', json: '[3]' },
        { id: 2, outcome: 'decoded', json: '{"items":[],"total":1}', rows: 'items' },
        { id: 1, outcome: 'decoded', json: '{"total":3,"items":[]}', rows: 'items' },
      ];
      for (const data of answers)
        setTimeout(() => {
          send(data);
        });
    });
    const decoder = workerDecoder(start);
    await expect(
      Promise.all([
        decoder.decode(new Blob(['{}']), 'POST /search', 'items'),
        decoder.decode(new Blob(['{}']), 'POST /search', 'items'),
      ]),
    ).resolves.toEqual([
      { total: 3, items: [1, 2, 3] },
      { items: ['a'], total: 1 },
    ]);
    // The worker is told which field to send in slices.
    expect(requests.map(({ id, rows }) => ({ id, rows }))).toEqual([
      { id: 1, rows: 'items' },
      { id: 2, rows: 'items' },
    ]);
  });

  it("puts a repeated field's values back, one value for every item that had it", async () => {
    const requests: DecodeRequest[] = [];
    const repeated = { items: 'items', field: 'rules' };
    const start = messagingWorker((request, send) => {
      requests.push(request);
      const { id } = request;
      const answers: DecodeAnswer[] = [
        {
          id,
          outcome: 'rows',
          json: '[{"items":[{"rules":0},{"rules":0}]}]',
          repeated: { ...repeated, json: '[["A"]]' },
        },
        {
          id,
          outcome: 'rows',
          json: '[{"items":[{"rules":1},{"other":true}]},{"items":[{"rules":0}]}]',
          repeated: { ...repeated, json: '[["B"]]' },
        },
        { id, outcome: 'decoded', json: '{"rows":[]}', rows: 'rows' },
      ];
      for (const data of answers)
        setTimeout(() => {
          send(data);
        });
    });
    const decoded = (await workerDecoder(start).decode(
      new Blob(['{}']),
      'POST /search',
      'rows',
      repeated,
    )) as {
      rows: { items: { rules?: string[] }[] }[];
    };
    expect(decoded).toEqual({
      rows: [
        { items: [{ rules: ['A'] }, { rules: ['A'] }] },
        { items: [{ rules: ['B'] }, { other: true }] },
        { items: [{ rules: ['A'] }] },
      ],
    });
    expect(decoded.rows[2]?.items[0]?.rules).toBe(decoded.rows[0]?.items[0]?.rules);
    // The worker is told which field repeats.
    expect(requests.map((request) => request.repeated)).toEqual([repeated]);
  });

  it("hands the answer over in a task after the message's, not in the task that read it", async () => {
    const order: string[] = [];
    const start = messagingWorker(({ id }, send) => {
      setTimeout(() => {
        send({ id, outcome: 'decoded', json: '"ok"' });
        // A task queued by the message's own task: the answer comes after it.
        setTimeout(() => order.push('task after the message'));
      });
    });
    await workerDecoder(start)
      .decode(new Blob(['"ok"']), 'GET /order')
      .then(() => order.push('answer'));
    expect(order).toEqual(['task after the message', 'answer']);
  });

  it('fails the calls of a worker that fails, and starts another for the next call', async () => {
    let failing = true;
    const { start, started } = fakeWorkers(
      (id) => ({ id, outcome: 'decoded', json: '"ok"' }),
      () => failing,
    );
    const decoder = workerDecoder(start);
    await expect(decoder.decode(new Blob(['{}']), 'POST /search')).rejects.toThrow(
      'The decoding worker failed: Failed to load the script',
    );
    expect(started).toEqual([{ terminated: true }]);
    failing = false;
    await expect(decoder.decode(new Blob(['{}']), 'POST /search')).resolves.toBe('ok');
    expect(started).toEqual([{ terminated: true }, { terminated: false }]);
  });
});
