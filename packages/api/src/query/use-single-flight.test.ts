import { describe, expect, it } from 'vitest';
import { singleFlight } from './use-single-flight';

/** A send whose calls are counted and settled by the test. */
function controlledSend() {
  const calls: { variables: string; settle: (ok: boolean) => void }[] = [];
  const send = (variables: string) =>
    new Promise<string>((resolve, reject) => {
      calls.push({
        variables,
        settle: (ok) => (ok ? resolve(`sent ${variables}`) : reject(new Error(`failed ${variables}`))),
      });
    });
  return { calls, send };
}

describe('singleFlight', () => {
  it('sends once while a call is in flight, and hands every caller the same answer', async () => {
    const { calls, send } = controlledSend();
    const guarded = singleFlight(send);
    const first = guarded('a');
    const second = guarded('b');
    expect(second).toBe(first);
    expect(calls.map((call) => call.variables)).toEqual(['a']);
    calls[0]?.settle(true);
    await expect(second).resolves.toBe('sent a');
  });

  it('sends anew once the call has settled, after a success as after a failure', async () => {
    const { calls, send } = controlledSend();
    const guarded = singleFlight(send);
    const failed = guarded('a');
    calls[0]?.settle(false);
    await expect(failed).rejects.toThrow('failed a');
    const retried = guarded('b');
    calls[1]?.settle(true);
    await expect(retried).resolves.toBe('sent b');
    const again = guarded('c');
    calls[2]?.settle(true);
    await expect(again).resolves.toBe('sent c');
    expect(calls.map((call) => call.variables)).toEqual(['a', 'b', 'c']);
  });
});
