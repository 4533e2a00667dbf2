import type {
  DeadlineQueueItem,
  QueueAssignee,
  ScheduleChangeQueueItem,
  TicketQueueItem,
} from '@comptoir/flight-domain/queues';
import { Button, Flex, Text } from '@radix-ui/themes';
import { createDataTableColumnHelper } from '../../kit/DataTable/use-data-table';
import { dateCell, routeCell } from '../../kit/DataTable/cells';
import { ReservationStatusBadge } from '../../kit/StatusBadge/ReservationStatusBadge';
import { TicketStatusBadge } from '../../kit/TicketStatusBadge/TicketStatusBadge';
import { FlightTimes } from './FlightTimes';
import { TimeLeft } from './TimeLeft';

/** What an agent does with any queue's item: take it (or let it go), or mark it handled. */
export interface QueueItemActions<Item> {
  /** The signed-in user's id: an item assigned to them offers "Unassign" instead of "Assign to me". */
  userId: string;
  /** Assigns the item to the user, or to nobody (`null`). */
  onAssign: (item: Item, assigneeId: string | null) => void;
  /** Marks the item handled: it leaves the queue. */
  onHandled: (item: Item) => void;
}

interface QueueItem {
  id: string;
  locator: string;
  assignee: QueueAssignee | null;
}

function ItemActions<Item extends QueueItem>({
  item,
  actions,
  children,
}: {
  item: Item;
  actions: QueueItemActions<Item>;
  children?: React.ReactNode;
}) {
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

/** The ticketing-deadline queue: the booking, the time left (or why the airline cancelled it), who works on it. */
export function deadlineColumns(clock: QueueClock, actions: QueueItemActions<DeadlineQueueItem>) {
  return deadline.columns([
    deadline.accessor('locator', { header: 'Locator' }),
    deadline.accessor('leadTraveler', { header: 'Lead passenger' }),
    deadline.accessor('route', { header: 'Itinerary', cell: routeCell }),
    deadline.accessor('departureAt', { header: 'Departure', cell: dateCell }),
    deadline.accessor('ticketingDeadline', {
      header: 'Ticket before',
      cell: (cell) =>
        cell.row.original.cancellation === undefined ? (
          <TimeLeft deadline={cell.getValue()} {...clock} />
        ) : (
          <Text color="red" data-slot="cancellation">
            {cell.row.original.cancellation}
          </Text>
        ),
    }),
    deadline.accessor('status', {
      header: 'Status',
      cell: (cell) => <ReservationStatusBadge status={cell.getValue()} />,
    }),
    deadline.accessor('assignee', { header: 'Assigned to', cell: assigneeCell }),
    deadline.display({
      id: 'actions',
      header: 'Actions',
      cell: (cell) => <ItemActions item={cell.row.original} actions={actions} />,
    }),
  ]);
}

const change = createDataTableColumnHelper<ScheduleChangeQueueItem>();

/** The schedule-change queue: the flights booked beside the airline's, accepting them, who works on it. */
export function scheduleChangeColumns(
  actions: QueueItemActions<ScheduleChangeQueueItem> & {
    /** Accepts the airline's new itinerary. */
    onAccept: (item: ScheduleChangeQueueItem) => void;
  },
) {
  return change.columns([
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
        <ItemActions item={cell.row.original} actions={actions}>
          <Button
            size="1"
            aria-label={`Accept the new flights of ${cell.row.original.locator}`}
            onClick={() => {
              actions.onAccept(cell.row.original);
            }}
          >
            Accept
          </Button>
        </ItemActions>
      ),
    }),
  ]);
}

const ticket = createDataTableColumnHelper<TicketQueueItem>();

/** The pending and failed tickets: the ticket, what the airline said, who works on it. */
export function ticketColumns(actions: QueueItemActions<TicketQueueItem>) {
  return ticket.columns([
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
      cell: (cell) => <ItemActions item={cell.row.original} actions={actions} />,
    }),
  ]);
}
