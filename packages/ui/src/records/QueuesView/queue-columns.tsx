import type { Member } from '@comptoir/flight-domain';
import type {
  DeadlineQueueItem,
  QueueAssignee,
  ScheduleChangeQueueItem,
  TicketQueueItem,
} from '@comptoir/flight-domain/queues';
import { Button, Flex, Text } from '@radix-ui/themes';
import { createContext, use } from 'react';
import { createDataTableColumnHelper } from '../../kit/DataTable/use-data-table';
import { dateCell, routeCell } from '../../kit/DataTable/cells';
import { ReservationStatusBadge } from '../../kit/StatusBadge/ReservationStatusBadge';
import { TicketStatusBadge } from '../../kit/TicketStatusBadge/TicketStatusBadge';
import type { LoadState } from '../../kit/RecordSection/LoadedContent';
import { AssignPicker } from './AssignPicker';
import { FlightTimes } from './FlightTimes';
import { TimeLeft } from './TimeLeft';

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
  const mine = item.assignee?.id === actions.userId;
  return (
    <Flex gap="2" wrap="wrap">
      {children}
      <Button
        size="1"
        variant="soft"
        aria-label={`${mine ? 'Unassign' : 'Assign to me'} ${item.locator}`}
        onClick={() => {
          actions.onAssign(item, mine ? null : actions.userId);
        }}
      >
        {mine ? 'Unassign' : 'Assign to me'}
      </Button>
      <AssignPicker
        locator={item.locator}
        assignee={item.assignee}
        members={actions.members}
        onOpen={actions.onMembersWanted}
        onPick={(memberId) => {
          actions.onAssign(item, memberId);
        }}
      />
      <Button
        size="1"
        variant="soft"
        color="gray"
        aria-label={`Mark ${item.locator} handled`}
        onClick={() => {
          actions.onHandled(item);
        }}
      >
        Handled
      </Button>
    </Flex>
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
  children: string;
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

const assigneeCell = (cell: { getValue: () => QueueAssignee | null }) =>
  cell.getValue()?.name ?? <Text color="gray">Nobody</Text>;

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
  deadline.accessor('locator', { header: 'Locator' }),
  deadline.accessor('leadTraveler', { header: 'Lead passenger' }),
  deadline.accessor('route', { header: 'Itinerary', cell: routeCell }),
  deadline.accessor('departureAt', { header: 'Departure', cell: dateCell }),
  deadline.accessor('ticketingDeadline', {
    header: 'Ticket before',
    cell: (cell) => <DeadlineCell item={cell.row.original} />,
  }),
  deadline.accessor('status', {
    header: 'Status',
    cell: (cell) => <ReservationStatusBadge status={cell.getValue()} />,
  }),
  deadline.accessor('assignee', { header: 'Assigned to', cell: assigneeCell }),
  deadline.display({
    id: 'actions',
    header: 'Actions',
    cell: (cell) => <ItemActions item={cell.row.original} />,
  }),
]);

const change = createDataTableColumnHelper<ScheduleChangeQueueItem>();

/** The schedule-change queue: the flights booked beside the airline's, accepting them, who works on it. */
export const scheduleChangeColumns = change.columns([
  change.accessor('locator', { header: 'Locator' }),
  change.accessor('leadTraveler', { header: 'Lead passenger' }),
  change.accessor('previous', {
    header: 'Booked flights',
    cell: (cell) => (
      <FlightTimes itinerary={cell.getValue()} label={`Booked flights of ${cell.row.original.locator}`} />
    ),
  }),
  change.accessor('proposed', {
    header: "Airline's new flights",
    cell: (cell) => (
      <FlightTimes itinerary={cell.getValue()} label={`New flights of ${cell.row.original.locator}`} />
    ),
  }),
  change.accessor('detectedAt', { header: 'Changed on', cell: dateCell }),
  change.accessor('assignee', { header: 'Assigned to', cell: assigneeCell }),
  change.display({
    id: 'actions',
    header: 'Actions',
    cell: (cell) => (
      <ItemActions item={cell.row.original}>
        <PrimaryAction
          label={`Accept the new flights of ${cell.row.original.locator}`}
          act={(actions) => actions.onAccept(cell.row.original)}
        >
          Accept
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
  ticket.accessor('number', { header: 'Ticket' }),
  ticket.accessor('locator', { header: 'Locator' }),
  ticket.accessor('travelerName', { header: 'Passenger' }),
  ticket.accessor('status', {
    header: 'Status',
    cell: (cell) => <TicketStatusBadge status={cell.getValue()} />,
  }),
  ticket.accessor('reason', {
    header: 'Airline says',
    cell: (cell) => cell.getValue() ?? <Text color="gray">Nothing yet</Text>,
  }),
  ticket.accessor('issuedAt', { header: 'Asked on', cell: dateCell }),
  ticket.accessor('assignee', { header: 'Assigned to', cell: assigneeCell }),
  ticket.display({
    id: 'actions',
    header: 'Actions',
    cell: (cell) => (
      <ItemActions item={cell.row.original}>
        {cell.row.original.retryable ? (
          <PrimaryAction
            label={`Retry the issue of ticket ${cell.row.original.number}`}
            act={(actions) => actions.onRetry(cell.row.original)}
          >
            Retry
          </PrimaryAction>
        ) : null}
      </ItemActions>
    ),
  }),
]);
