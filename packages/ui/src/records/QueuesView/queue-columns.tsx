import type { Member } from '@comptoir/flight-domain';
import type {
  DeadlineQueueItem,
  QueueAssignee,
  ScheduleChangeQueueItem,
  TicketQueueItem,
} from '@comptoir/flight-domain/queues';
import { Button, Text } from '@radix-ui/themes';
import { createContext, use } from 'react';
import { createDataTableColumnHelper } from '../../kit/DataTable/use-data-table';
import { dateCell, routeCell } from '../../kit/DataTable/cells';
import { ReservationStatusBadge } from '../../kit/StatusBadge/ReservationStatusBadge';
import { TicketStatusBadge } from '../../kit/TicketStatusBadge/TicketStatusBadge';
import type { LoadState } from '../../kit/RecordSection/LoadedContent';
import { assigneeCell, QueueItemActions } from '../../kit/QueueItemActions/QueueItemActions';
import { FlightTimes } from './FlightTimes';
import { TimeLeft } from './TimeLeft';
import { m } from '../../i18n/paraglide/messages.js';

/**
 * What an agent does with the shown queue's items, and when: take one (or let it go), give it to another
 * member, mark it handled, accept an airline's schedule change, ask the airline again for a ticket. The cells
 * read it from `QueueActionsContext`, so that the columns stay the same objects while it changes: a
 * cell rendered by new column definitions would be mounted again, closing an open "Assign to…".
 */
export interface QueueActions {
  /** Now and the agent's zone: the time left before each deadline reads from them. */
  clock: QueueClock;
  /** The signed-in user's id: an item assigned to them offers "Unassign" instead of "Assign to me". */
  userId: string;
  /** Assigns an item to a member (the user or another), or to nobody (`null`). */
  onAssign: (item: QueueItem, assigneeId: string | null) => void;
  /** The organization's members, whom "Assign to…" offers (loaded when it is first opened). */
  members: LoadState<readonly Member[]>;
  /** Called when "Assign to…" opens: the members are loaded then. */
  onMembersWanted: () => void;
  /** Marks an item handled: it leaves the queue. */
  onHandled: (item: QueueItem) => void;
  /** Accepts the airline's new itinerary of a schedule change. */
  onAccept: (item: ScheduleChangeQueueItem) => void;
  /** Asks the airline again for a ticket's issue. */
  onRetry: (item: TicketQueueItem) => void;
}

export const QueueActionsContext = createContext<QueueActions | null>(null);

function useQueueActions(): QueueActions {
  const actions = use(QueueActionsContext);
  if (actions === null) throw new Error("The queues' cells are rendered inside QueueActionsContext");
  return actions;
}

/** What every item of every queue has. */
interface QueueItem {
  id: string;
  locator: string;
  assignee: QueueAssignee | null;
}

function ItemActions({ item, children }: { item: QueueItem; children?: React.ReactNode }) {
  const actions = useQueueActions();
  return (
    <QueueItemActions
      {...actions}
      name={item.locator}
      assignee={item.assignee}
      onAssign={(assigneeId) => {
        actions.onAssign(item, assigneeId);
      }}
      onHandled={() => {
        actions.onHandled(item);
      }}
    >
      {children}
    </QueueItemActions>
  );
}

/**
 * An item's own action (Accept, Retry), solid in the theme's accent: named, as a phone's card draws the
 * actions in gray text, whose accent a solid button would take.
 */
function PrimaryAction({
  label,
  act,
  children,
}: {
  /** The button's accessible name, with the item's own name. */
  label: string;
  act: (actions: QueueActions) => void;
  children: React.ReactNode;
}) {
  const actions = useQueueActions();
  return (
    <Button
      size="1"
      color="indigo"
      aria-label={label}
      onClick={() => {
        act(actions);
      }}
    >
      {children}
    </Button>
  );
}

/** Where the agent is in time: the time left reads from it. */
export interface QueueClock {
  /** Now, in ms since the epoch. */
  now: number;
  /** The agent's zone. */
  timeZone: string;
}

const deadline = createDataTableColumnHelper<DeadlineQueueItem>();

function DeadlineCell({ item }: { item: DeadlineQueueItem }) {
  const { clock } = useQueueActions();
  return item.cancellation === undefined ? (
    <TimeLeft deadline={item.ticketingDeadline} {...clock} />
  ) : (
    <Text color="red" data-slot="cancellation">
      {item.cancellation}
    </Text>
  );
}

/** The ticketing-deadline queue: the booking, the time left (or why the airline cancelled it), who works on it. */
export const deadlineColumns = deadline.columns([
  deadline.accessor('locator', { header: () => m.reservations_column_locator() }),
  deadline.accessor('leadTraveler', { header: () => m.reservations_column_lead_passenger() }),
  deadline.accessor('route', { header: () => m.reservations_column_itinerary(), cell: routeCell }),
  deadline.accessor('departureAt', { header: () => m.reservations_column_departure(), cell: dateCell }),
  deadline.accessor('ticketingDeadline', {
    header: () => m.queues_column_ticket_before(),
    cell: (cell) => <DeadlineCell item={cell.row.original} />,
  }),
  deadline.accessor('status', {
    header: () => m.reservations_column_status(),
    cell: (cell) => <ReservationStatusBadge status={cell.getValue()} />,
  }),
  deadline.accessor('assignee', { header: () => m.queues_column_assigned_to(), cell: assigneeCell }),
  deadline.display({
    id: 'actions',
    header: () => m.kit_actions(),
    cell: (cell) => <ItemActions item={cell.row.original} />,
  }),
]);

const change = createDataTableColumnHelper<ScheduleChangeQueueItem>();

/** The schedule-change queue: the flights booked beside the airline's, accepting them, who works on it. */
export const scheduleChangeColumns = change.columns([
  change.accessor('locator', { header: () => m.reservations_column_locator() }),
  change.accessor('leadTraveler', { header: () => m.reservations_column_lead_passenger() }),
  change.accessor('previous', {
    header: () => m.queues_column_booked_flights(),
    cell: (cell) => (
      <FlightTimes
        itinerary={cell.getValue()}
        label={m.queues_booked_flights_of({ locator: cell.row.original.locator })}
      />
    ),
  }),
  change.accessor('proposed', {
    header: () => m.queues_column_new_flights(),
    cell: (cell) => (
      <FlightTimes
        itinerary={cell.getValue()}
        label={m.queues_new_flights_of({ locator: cell.row.original.locator })}
      />
    ),
  }),
  change.accessor('detectedAt', { header: () => m.queues_column_changed_on(), cell: dateCell }),
  change.accessor('assignee', { header: () => m.queues_column_assigned_to(), cell: assigneeCell }),
  change.display({
    id: 'actions',
    header: () => m.kit_actions(),
    cell: (cell) => (
      <ItemActions item={cell.row.original}>
        <PrimaryAction
          label={m.queues_accept_name({ locator: cell.row.original.locator })}
          act={(actions) => actions.onAccept(cell.row.original)}
        >
          {m.queues_accept()}
        </PrimaryAction>
      </ItemActions>
    ),
  }),
]);

const ticket = createDataTableColumnHelper<TicketQueueItem>();

/**
 * The pending and failed tickets: the ticket, what the airline said, who works on it, and "Retry" where
 * the airline may be asked again (`retryable`).
 */
export const ticketColumns = ticket.columns([
  ticket.accessor('number', { header: () => m.queues_column_ticket() }),
  ticket.accessor('locator', { header: () => m.reservations_column_locator() }),
  ticket.accessor('travelerName', { header: () => m.tickets_column_passenger() }),
  ticket.accessor('status', {
    header: () => m.reservations_column_status(),
    cell: (cell) => <TicketStatusBadge status={cell.getValue()} />,
  }),
  ticket.accessor('reason', {
    header: () => m.queues_column_airline_says(),
    cell: (cell) => cell.getValue() ?? <Text color="gray">{m.queues_nothing_yet()}</Text>,
  }),
  ticket.accessor('issuedAt', { header: () => m.queues_column_asked_on(), cell: dateCell }),
  ticket.accessor('assignee', { header: () => m.queues_column_assigned_to(), cell: assigneeCell }),
  ticket.display({
    id: 'actions',
    header: () => m.kit_actions(),
    cell: (cell) => (
      <ItemActions item={cell.row.original}>
        {cell.row.original.retryable ? (
          <PrimaryAction
            label={m.queues_retry_name({ number: cell.row.original.number })}
            act={(actions) => actions.onRetry(cell.row.original)}
          >
            {m.queues_retry()}
          </PrimaryAction>
        ) : null}
      </ItemActions>
    ),
  }),
]);
