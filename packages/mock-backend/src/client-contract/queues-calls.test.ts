/**
 * api's work-queue calls against the simulated backend: each queue's options are keyed under the queues'
 * factory and send the list query with its "mine" filter; the answers decode; accepting a schedule
 * change sends its call.
 */
import { createQueryClient } from '@comptoir/api';
import { queuesApi, queuesKeys, queuesQueries } from '@comptoir/api/queues';
import { beforeEach, describe, expect, it } from 'vitest';
import { handlers, resetSandboxDatabase, seedActor, setSandboxActor } from '../index';
import { recordRequests, server, useMswServer } from './recording-backend';

useMswServer();

beforeEach(() => {
  resetSandboxDatabase();
  setSandboxActor(seedActor('usr_casa_owner'));
  server.use(...handlers);
});

describe('the work queues through the api client', () => {
  it('keys each queue under the queues and sends the list query with "mine"', async () => {
    const options = queuesQueries.deadlines({ mine: true, page: 2 });
    expect(options.queryKey).toEqual(['queues', 'list', 'deadlines', { page: 2, limit: 10, mine: true }]);
    expect(options.queryKey.slice(0, 2)).toEqual(queuesKeys.lists());
    const received = recordRequests();
    await expect(queuesApi.tickets({ query: { mine: true, search: 'ab' } })).rejects.toThrow('recorded');
    expect(received.map(({ method, path, query }) => ({ method, path, query }))).toEqual([
      {
        method: 'GET',
        path: '/queues/tickets',
        query: { page: '1', limit: '10', mine: 'true', search: 'ab' },
      },
    ]);
  });

  it("decodes the backend's counts and each queue's page, and accepts a schedule change", async () => {
    const queryClient = createQueryClient();
    const summary = await queryClient.query(queuesQueries.summary());
    const deadlines = await queryClient.query(queuesQueries.deadlines({}));
    const changes = await queryClient.query(queuesQueries.scheduleChanges({}));
    const tickets = await queryClient.query(queuesQueries.tickets({}));
    expect(summary).toEqual({
      deadlines: { organization: deadlines.total, mine: 0 },
      'schedule-changes': { organization: changes.total, mine: 0 },
      tickets: { organization: tickets.total, mine: 0 },
    });
    const [change] = changes.items;
    const accepted = await queuesApi.acceptScheduleChange({ path: { id: change?.id ?? '' } });
    expect(accepted.reservation.itinerary).toEqual(change?.proposed);
  });
});
