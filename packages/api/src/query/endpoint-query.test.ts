import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { endpointQuery } from './endpoint-query';

interface RoleDetailInput {
  path: { id: string };
  signal: AbortSignal;
}

describe('endpointQuery', () => {
  it('answers the call, cached under the key', async () => {
    const queryClient = new QueryClient();
    const detail = (input: RoleDetailInput) => Promise.resolve(`role ${input.path.id}`);

    const answer = await queryClient.query(
      endpointQuery(['roles', 'detail', 'R1'], detail, { path: { id: 'R1' } }),
    );

    expect(answer).toBe('role R1');
    expect(queryClient.getQueryData(['roles', 'detail', 'R1'])).toBe('role R1');
  });

  it("sends the input with the query's signal, so cancelling the query aborts the request", async () => {
    const queryClient = new QueryClient();
    const sent: RoleDetailInput[] = [];
    const detail = (input: RoleDetailInput) => {
      sent.push(input);
      return new Promise<string>(() => undefined);
    };

    void queryClient
      .query(endpointQuery(['roles', 'detail', 'R1'], detail, { path: { id: 'R1' } }))
      .catch(() => undefined);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.path).toEqual({ id: 'R1' });
    expect(sent[0]?.signal.aborted).toBe(false);

    await queryClient.cancelQueries({ queryKey: ['roles', 'detail', 'R1'] });
    expect(sent[0]?.signal.aborted).toBe(true);
  });
});
