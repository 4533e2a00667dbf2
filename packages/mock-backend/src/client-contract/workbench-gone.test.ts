import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createAppClient, isWorkbenchGone } from '@comptoir/api';
import { workbenchesEndpoints } from '@comptoir/api/endpoints';
import { server, TEST_BACKEND_URL, useMswServer } from './recording-backend';

useMswServer();

const client = createAppClient(TEST_BACKEND_URL, { timeoutMs: 200 });

/** The error a commit rejects with when the server answers `status` with `message`. */
async function commitFailure(status: number, message: string): Promise<unknown> {
  server.use(
    http.post(`${TEST_BACKEND_URL}/api/flight/workbench/WB-1/commit`, () =>
      HttpResponse.json({ message }, { status }),
    ),
  );
  return client.call(workbenchesEndpoints.commit, { path: { id: 'WB-1' } }).then(
    () => expect.fail('the commit should fail'),
    (error: unknown) => error,
  );
}

describe('isWorkbenchGone', () => {
  it('is true when the server no longer has the workbench: 404 or 410 Gone', async () => {
    expect(isWorkbenchGone(await commitFailure(404, 'Workbench WB-1 not found'))).toBe(true);
    const expired = await commitFailure(410, 'Workbench WB-1 has expired: initiate a new one.');
    expect(isWorkbenchGone(expired)).toBe(true);
    expect(expired).toHaveProperty('message', 'Workbench WB-1 has expired: initiate a new one.');
  });

  it('is false when the workbench is still there (a refusal, a server fault) or nothing came back', async () => {
    expect(isWorkbenchGone(await commitFailure(409, 'Seat 12A is not available.'))).toBe(false);
    expect(isWorkbenchGone(await commitFailure(402, 'The balance is too low.'))).toBe(false);
    expect(isWorkbenchGone(await commitFailure(500, 'Internal error'))).toBe(false);
    server.use(http.post(`${TEST_BACKEND_URL}/api/flight/workbench/WB-1/commit`, () => HttpResponse.error()));
    const network = await client
      .call(workbenchesEndpoints.commit, { path: { id: 'WB-1' } })
      .catch((error: unknown) => error);
    expect(isWorkbenchGone(network)).toBe(false);
    expect(isWorkbenchGone(new Error('Workbench WB-1 not found'))).toBe(false);
  });
});
