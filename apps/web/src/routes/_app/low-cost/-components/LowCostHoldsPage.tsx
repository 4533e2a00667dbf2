import { queueSummaryQuery } from '@comptoir/api/queues';
import type { ListQuery } from '@comptoir/flight-domain';
import { lowCostSupportQueries } from '@comptoir/plugin-low-cost/client';
import { loadLowCostHoldsView, LowCostHoldsView } from '@comptoir/plugin-low-cost/views/holds';
import { loadQueuesView, QueuesLayout } from '@comptoir/ui/records/queues';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { RouterLink } from '../../../../components/RouterLink';
import { pagedListState } from '../../../../queries/query-state';
import { AGENT_TIME_ZONE, LOW_COST_HOLDS_TAB, tabHref } from '../../queues/-components/queue-tabs';

/** The route's loader: the holds' page, and the code of the queues' tabs and of the holds' view beside it. */
export async function loadHolds(queryClient: QueryClient, query: ListQuery): Promise<void> {
  await Promise.all([
    queryClient.query(lowCostSupportQueries.holds(query)),
    loadQueuesView(),
    loadLowCostHoldsView(),
  ]);
}

/** /low-cost/holds: the queues' tabs, the holds' one shown, over the page of holds. */
export function LowCostHoldsPage({ query }: { query: ListQuery }) {
  const navigate = useNavigate({ from: '/low-cost/holds' });
  const holds = useQuery({ ...lowCostSupportQueries.holds(query), placeholderData: keepPreviousData });
  const summary = useQuery(queueSummaryQuery());
  // The time left counts from when the page opened (a render reads no clock).
  const [openedAt] = useState(Date.now);
  return (
    <QueuesLayout
      summary={summary.data}
      tabHref={tabHref}
      moreTabs={[LOW_COST_HOLDS_TAB]}
      current={LOW_COST_HOLDS_TAB.href}
      linkComponent={RouterLink}
    >
      <LowCostHoldsView
        state={pagedListState(holds)}
        query={query}
        onQueryChange={(next) => void navigate({ search: next })}
        clock={{ now: openedAt, timeZone: AGENT_TIME_ZONE }}
      />
    </QueuesLayout>
  );
}
