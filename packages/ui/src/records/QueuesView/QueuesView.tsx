import { reservationDetailPath, ticketDetailPath, type Member } from '@comptoir/flight-domain';
import {
  type DeadlineQueueItem,
  type QueueListQuery,
  type QueueName,
  type QueueSummary,
  type ScheduleChangeQueueItem,
  type TicketQueueItem,
} from '@comptoir/flight-domain/queues';
import { useMemo } from 'react';
import { m } from '../../i18n/paraglide/messages.js';
import { queueLabel } from '../../i18n/queue-labels';
import type { AppShellLinkComponent } from '../../kit/AppShell/types';
import { PagedDataTable, type PagedListState } from '../../kit/DataTable/PagedDataTable';
import type { LoadState } from '../../kit/RecordSection/LoadedContent';
import {
  deadlineColumns,
  QueueActionsContext,
  scheduleChangeColumns,
  ticketColumns,
  type QueueActions,
  type QueueClock,
} from './queue-columns';
import { mineFilter } from '../../kit/QueueItemActions/QueueItemActions';
import { QueuesLayout } from './QueuesLayout';

/** The queue shown and its page's state: each queue lists its own kind of item. */
export type QueueListState =
  | { queue: 'deadlines'; state: PagedListState<DeadlineQueueItem> }
  | { queue: 'schedule-changes'; state: PagedListState<ScheduleChangeQueueItem> }
  | { queue: 'tickets'; state: PagedListState<TicketQueueItem> };

export type QueuesViewProps = QueueListState & {
  /** The shown queue's list query (SPEC §3) and its "mine" filter. */
  query: QueueListQuery;
  /** Called with the next list query: a page, a page size, a search, or the "mine" filter (back to page 1). */
  onQueryChange: (query: QueueListQuery) => void;
  /** Every queue's count, in its tab; `undefined` while unknown (the tabs show their names alone). */
  summary: QueueSummary | undefined;
  /** The address of a queue's tab (`/queues?queue=tickets`). */
  tabHref: (queue: QueueName) => string;
  /** Whether the app has the low-cost plugin, whose holds' queue is a tab after the agency's. Default: false. */
  withLowCostHolds?: boolean;
  /** Now and the agent's zone: the time left before each deadline reads from them. */
  clock: QueueClock;
  /** The signed-in user's id, whom "Assign to me" assigns. */
  userId: string;
  /** Assigns an item of the shown queue to a member, or to nobody (`null`). */
  onAssign: (target: { queue: QueueName; id: string }, assigneeId: string | null) => void;
  /** The organization's members, whom "Assign to…" offers: asked for when it first opens. */
  members: LoadState<readonly Member[]>;
  /** Called when an "Assign to…" opens: the app loads the members then. */
  onMembersWanted: () => void;
  /** Asks the airline again for a pending or failed ticket (by its id) that allows it. */
  onRetry: (ticketId: string) => void;
  /** Marks an item of the shown queue handled: it leaves the queue. */
  onHandled: (target: { queue: QueueName; id: string }) => void;
  /** Accepts an airline's schedule change of the reservation `id`. */
  onAccept: (id: string) => void;
  /** Called with the page a plain click on a row opens (its reservation's or ticket's). */
  onOpen: (href: string) => void;
  /** Called with the page of a row the user is about to open (the app preloads it). Default: none. */
  onIntent?: (href: string) => void;
  /** Renders the tabs' and rows' links (pass the router's `Link`). Default: a plain `<a>`. */
  linkComponent?: AppShellLinkComponent;
};

const reservationHref = (item: DeadlineQueueItem | ScheduleChangeQueueItem) =>
  reservationDetailPath(item.reservationId, item.contentKind);
const ticketHref = (item: TicketQueueItem) => ticketDetailPath(item.ticketId, item.contentKind);

/**
 * /queues: what needs an agent before the airline acts, one tab per queue (SPEC §3's list rules in each:
 * paged, searched, loading, empty and failed states), each with a "mine" filter:
 * - ticketing deadlines: booked and not fully ticketed, due within 72 hours or passed, the passed ones
 *   first, the time left relative and exact (red under 24 hours), or why the airline cancelled it;
 * - schedule changes: the flights booked beside the airline's new ones, to accept (or open the
 *   reservation to rebook);
 * - pending and failed tickets, with what the airline said, and "Retry" where the airline may be asked
 *   again.
 * Each item can be taken by the user ("Assign to me"), given to another member of the organization
 * ("Assign to…", the members loaded when it opens) or marked handled.
 *
 * @example
 * <QueuesView queue="deadlines" state={{ status: 'success', page }} query={query} onQueryChange={go}
 *   summary={summary} tabHref={(queue) => `/queues?queue=${queue}`} clock={{ now: Date.now(), timeZone }}
 *   userId={user.id} onAssign={assign} onHandled={handled} onAccept={accept} onOpen={open} />
 */
export function QueuesView(props: QueuesViewProps) {
  const { query, onQueryChange, summary, tabHref, clock, userId, onAssign, onHandled, onAccept, onOpen } =
    props;
  const { queue, onIntent, linkComponent, members, onMembersWanted, onRetry, withLowCostHolds } = props;
  const actions = useMemo<QueueActions>(
    () => ({
      clock,
      userId,
      onAssign: (item, assigneeId) => {
        onAssign({ queue, id: item.id }, assigneeId);
      },
      onHandled: (item) => {
        onHandled({ queue, id: item.id });
      },
      members,
      onMembersWanted,
      onAccept: (item) => {
        onAccept(item.id);
      },
      onRetry: (item) => {
        onRetry(item.id);
      },
    }),
    [clock, queue, userId, onAssign, onHandled, members, onMembersWanted, onAccept, onRetry],
  );
  const common = {
    label: queueLabel(queue),
    query,
    onQueryChange,
    searchPlaceholder: m.reservations_search_placeholder(),
    filters: mineFilter(query, onQueryChange),
    linkComponent,
  };
  const table =
    props.queue === 'deadlines' ? (
      <PagedDataTable
        {...common}
        state={props.state}
        columns={deadlineColumns}
        rowHref={reservationHref}
        onRowActivate={(item) => onOpen(reservationHref(item))}
        {...(onIntent ? { onRowIntent: (item: DeadlineQueueItem) => onIntent(reservationHref(item)) } : {})}
        card={{
          badge: 'status',
          lines: [['leadTraveler', 'route'], ['ticketingDeadline'], ['assignee', 'actions']],
        }}
        wrapColumns={['route', 'ticketingDeadline']}
      />
    ) : props.queue === 'schedule-changes' ? (
      <PagedDataTable
        {...common}
        state={props.state}
        columns={scheduleChangeColumns}
        rowHref={reservationHref}
        onRowActivate={(item) => onOpen(reservationHref(item))}
        {...(onIntent
          ? { onRowIntent: (item: ScheduleChangeQueueItem) => onIntent(reservationHref(item)) }
          : {})}
        card={{ lines: [['leadTraveler'], ['previous'], ['proposed'], ['assignee', 'actions']] }}
      />
    ) : (
      <PagedDataTable
        {...common}
        state={props.state}
        columns={ticketColumns}
        rowHref={ticketHref}
        onRowActivate={(item) => onOpen(ticketHref(item))}
        {...(onIntent ? { onRowIntent: (item: TicketQueueItem) => onIntent(ticketHref(item)) } : {})}
        card={{ badge: 'status', lines: [['locator', 'travelerName'], ['reason'], ['assignee', 'actions']] }}
        wrapColumns={['reason']}
      />
    );
  return (
    <QueuesLayout
      summary={summary}
      tabHref={tabHref}
      withLowCostHolds={withLowCostHolds}
      current={tabHref(queue)}
      linkComponent={linkComponent}
    >
      <QueueActionsContext value={actions}>{table}</QueueActionsContext>
    </QueuesLayout>
  );
}

export { QueuesLayout } from './QueuesLayout';
