import {
  queuesQueries,
  queueSummaryQuery,
  useAcceptScheduleChange,
  useAssignQueueItem,
  useMarkQueueItemHandled,
  useRetryTicketIssue,
} from '@comptoir/api/queues';
import { APP_ROUTES } from '@comptoir/flight-domain';
import {
  queueListQuerySchema,
  type QueueListQuery,
  type QueueName,
  type QueuesSearch,
} from '@comptoir/flight-domain/queues';
import {
  loadQueuesView,
  QueuesView,
  type QueueListState,
  type QueuesViewProps,
} from '@comptoir/ui/records/queues';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { RouterLink } from '../../../../components/RouterLink';
import { pagedListState } from '../../../../queries/query-state';
import { useAssignableMembers, useQueueUserId } from './assignable-members';
import { AGENT_TIME_ZONE, tabHref } from './queue-tabs';

const appRoute = getRouteApi('/_app');

/** The queue of the address (the ticketing deadlines by default) and its list query with defaults. */
function queueOf({ queue = 'deadlines', ...list }: QueuesSearch): {
  queue: QueueName;
  query: QueueListQuery;
} {
  return { queue, query: queueListQuerySchema.parse(list) };
}

async function loadQueueData(queryClient: QueryClient, search: QueuesSearch): Promise<void> {
  const { queue, query } = queueOf(search);
  if (queue === 'deadlines') await queryClient.query(queuesQueries.deadlines(query));
  else if (queue === 'schedule-changes') await queryClient.query(queuesQueries.scheduleChanges(query));
  else await queryClient.query(queuesQueries.tickets(query));
}

/** The route's loader: the shown queue's page, and the view's code beside it. */
export async function loadQueue(queryClient: QueryClient, search: QueuesSearch): Promise<void> {
  await Promise.all([loadQueueData(queryClient, search), loadQueuesView()]);
}

/** What the view needs besides the list's state: the query, the counts, the user and every callback. */
function useQueuesProps(search: QueuesSearch): Omit<QueuesViewProps, 'queue' | 'state'> {
  const { queue, query } = queueOf(search);
  const navigate = useNavigate({ from: '/queues/' });
  const router = useRouter();
  const { config } = appRoute.useRouteContext();
  const summary = useQuery(queueSummaryQuery());
  const assign = useAssignQueueItem();
  const handled = useMarkQueueItemHandled();
  const accept = useAcceptScheduleChange();
  const retry = useRetryTicketIssue();
  const assignable = useAssignableMembers();
  const userId = useQueueUserId();
  // The time left counts from when the page opened (a render reads no clock).
  const [openedAt] = useState(Date.now);
  // A write's failure is toasted by the query client (SPEC §8); the promise is the single flight's.
  const ignore = () => undefined;
  return {
    query,
    onQueryChange: ({ mine, ...list }) => {
      if (router.latestLocation.pathname === APP_ROUTES.queues)
        void navigate({ search: { ...list, queue, ...(mine === true ? { mine } : {}) } });
    },
    summary: summary.data,
    tabHref,
    withLowCostHolds: config.lowCostPluginEnabled,
    clock: { now: openedAt, timeZone: AGENT_TIME_ZONE },
    userId,
    onAssign: (target, assigneeId) => void assign.assign({ ...target, assigneeId }).catch(ignore),
    onHandled: (target) => void handled.markHandled(target).catch(ignore),
    onAccept: (id) => void accept.accept({ id }).catch(ignore),
    onRetry: (id) => void retry.retry({ id }).catch(ignore),
    ...assignable,
    onOpen: (href) => void navigate({ to: href }),
    onIntent: (href) => void router.preloadRoute({ to: href }),
    linkComponent: RouterLink,
  };
}

/** The shown queue's page, kept on screen while the next one is fetched. */
function useQueueList(search: QueuesSearch): QueueListState {
  const { queue, query } = queueOf(search);
  const kept = { placeholderData: keepPreviousData };
  const deadlines = useQuery({ ...queuesQueries.deadlines(query), ...kept, enabled: queue === 'deadlines' });
  const changes = useQuery({
    ...queuesQueries.scheduleChanges(query),
    ...kept,
    enabled: queue === 'schedule-changes',
  });
  const tickets = useQuery({ ...queuesQueries.tickets(query), ...kept, enabled: queue === 'tickets' });
  if (queue === 'deadlines') return { queue, state: pagedListState(deadlines) };
  if (queue === 'schedule-changes') return { queue, state: pagedListState(changes) };
  return { queue, state: pagedListState(tickets) };
}

/** /queues: the view over the shown queue's page. */
export function QueuesPage({ search }: { search: QueuesSearch }) {
  return <QueuesView {...useQueueList(search)} {...useQueuesProps(search)} />;
}
