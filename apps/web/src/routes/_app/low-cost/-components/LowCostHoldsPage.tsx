import { queueSummaryQuery } from '@comptoir/api/queue-summary';
import { LOW_COST_PLUGIN_ROUTES } from '@comptoir/flight-domain';
import {
  queueListQuerySchema,
  type QueueListQuery,
  type QueuePageSearch,
} from '@comptoir/flight-domain/queues';
import { lowCostSupportQueries, useAssignHold, useHandleHold } from '@comptoir/plugin-low-cost/client';
import { loadLowCostHoldsView, LowCostHoldsView } from '@comptoir/plugin-low-cost/views/holds';
import { loadQueuesView, QueuesLayout } from '@comptoir/ui/records/queues';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { RouterLink } from '../../../../components/RouterLink';
import { pagedListState } from '../../../../queries/query-state';
import { useAssignableMembers, useQueueUserId } from '../../queues/-components/assignable-members';
import { AGENT_TIME_ZONE, tabHref } from '../../queues/-components/queue-tabs';

/** The address's list query, with its defaults, and its "mine" filter. */
const queryOf = (search: QueuePageSearch): QueueListQuery => queueListQuerySchema.parse(search);

/** The route's loader: the holds' page, and the code of the queues' tabs and of the holds' view beside it. */
export async function loadHolds(queryClient: QueryClient, search: QueuePageSearch): Promise<void> {
  await Promise.all([
    queryClient.query(lowCostSupportQueries.holds(queryOf(search))),
    loadQueuesView(),
    loadLowCostHoldsView(),
  ]);
}

/**
 * /low-cost/holds: the queues' tabs, the holds' one shown, over the page of holds, each assigned and
 * handled (released while held, once confirmed) once under a double click.
 */
export function LowCostHoldsPage({ search }: { search: QueuePageSearch }) {
  const query = queryOf(search);
  const navigate = useNavigate({ from: '/low-cost/holds' });
  const holds = useQuery({ ...lowCostSupportQueries.holds(query), placeholderData: keepPreviousData });
  const summary = useQuery(queueSummaryQuery());
  const assign = useAssignHold();
  const handle = useHandleHold();
  // The time left counts from when the page opened (a render reads no clock).
  const [openedAt] = useState(Date.now);
  // A write's failure is toasted by the query client (SPEC §8); the promise is the single flight's.
  const ignore = () => undefined;
  return (
    <QueuesLayout
      summary={summary.data}
      tabHref={tabHref}
      withLowCostHolds
      current={LOW_COST_PLUGIN_ROUTES.holds}
      linkComponent={RouterLink}
    >
      <LowCostHoldsView
        state={pagedListState(holds)}
        query={query}
        onQueryChange={({ mine, ...list }) =>
          void navigate({ search: { ...list, ...(mine === true ? { mine } : {}) } })
        }
        clock={{ now: openedAt, timeZone: AGENT_TIME_ZONE }}
        userId={useQueueUserId()}
        {...useAssignableMembers()}
        onAssign={(id, assigneeId) => void assign.assign({ id, assigneeId }).catch(ignore)}
        onRelease={async (id) => {
          await handle.handle(id);
        }}
        onHandled={(id) => void handle.handle(id).catch(ignore)}
      />
    </QueuesLayout>
  );
}
