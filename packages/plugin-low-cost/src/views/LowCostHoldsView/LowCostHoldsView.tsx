import { formatDateTime, type ListQuery } from '@comptoir/flight-domain';
import {
  createDataTableColumnHelper,
  DateDisplay,
  Money,
  PagedDataTable,
  StatusBadge,
  type PagedListState,
} from '@comptoir/ui/kit';
import { Flex, Text } from '@radix-ui/themes';
import { createContext, use } from 'react';
import { holdTimeLeft } from '../../rules';

/** A held booking as the queue lists it (the backend's `GET /low-cost/holds`). */
export interface HoldRow {
  /** The booking reference, which keys the row. */
  id: string;
  reference: string;
  /** Held until `expiresAt`, or expired: the airline released it (`release` says so). */
  status: 'held' | 'expired';
  leadTraveller: string;
  travellers: number;
  /** The first flight: `R9 1060`, `CMN → ORY`, its local departure. */
  flightNumber: string;
  route: string;
  departure: string;
  /** What paying the hold costs, in centimes. */
  total: number;
  heldAt: string;
  expiresAt: string;
  release?: string | undefined;
}

/** Now and the agent's zone: the time left on each hold reads from them. */
interface HoldClock {
  now: number;
  timeZone: string;
}

export interface LowCostHoldsViewProps {
  /** The holds' network state and, once answered, their page. */
  state: PagedListState<HoldRow>;
  /** The list query (SPEC §3: page, limit, search). */
  query: ListQuery;
  /** Called with the next list query: a page, a page size or a search (back to page 1). */
  onQueryChange: (query: ListQuery) => void;
  clock: HoldClock;
}

// The clock reaches the cells through a context, so that the columns stay the same objects.
const HoldClockContext = createContext<HoldClock>({ now: 0, timeZone: 'UTC' });

/** The time left on a hold, relative over exact, red under 15 minutes; or why the airline released it. */
function HoldExpiry({ hold }: { hold: HoldRow }) {
  const { now, timeZone } = use(HoldClockContext);
  const left = holdTimeLeft(hold.expiresAt, now, { timeZone });
  if (hold.status === 'expired' || left.tone === 'released')
    return (
      <Text color="red" data-slot="hold-release">
        {hold.release ?? `Released: ${left.relative}`}
      </Text>
    );
  return (
    <Flex direction="column" data-slot="hold-time-left" data-tone={left.tone}>
      <Text weight="medium" {...(left.tone === 'soon' ? { color: 'red' as const } : {})}>
        {left.tone === 'soon' ? `Expiring soon: ${left.relative}` : left.relative}
      </Text>
      <Text size="1" color="gray">
        {left.exact}
      </Text>
    </Flex>
  );
}

const hold = createDataTableColumnHelper<HoldRow>();

const holdColumns = hold.columns([
  hold.accessor('reference', { header: 'Booking' }),
  hold.accessor('leadTraveller', {
    header: 'Lead passenger',
    cell: (cell) =>
      cell.row.original.travellers > 1
        ? `${cell.getValue()} +${String(cell.row.original.travellers - 1)}`
        : cell.getValue(),
  }),
  hold.accessor('route', {
    header: 'Flight',
    cell: (cell) => `${cell.row.original.flightNumber} · ${cell.getValue()}`,
  }),
  hold.accessor('departure', {
    header: 'Departure',
    // The airline's local time, read as written (as the results show it).
    cell: (cell) => formatDateTime(`${cell.getValue()}:00Z`),
  }),
  hold.accessor('total', { header: 'To pay', cell: (cell) => <Money centimes={cell.getValue()} /> }),
  hold.accessor('heldAt', { header: 'Held on', cell: (cell) => <DateDisplay value={cell.getValue()} /> }),
  hold.accessor('expiresAt', {
    header: 'Held until',
    cell: (cell) => <HoldExpiry hold={cell.row.original} />,
  }),
  hold.accessor('status', {
    header: 'Status',
    cell: (cell) =>
      cell.getValue() === 'held' ? (
        <StatusBadge tone="neutral">Held</StatusBadge>
      ) : (
        <StatusBadge tone="warning">Released</StatusBadge>
      ),
  }),
]);

/**
 * The low-cost holds queue: the organization's bookings the airline holds unpaid, the soonest to expire
 * first, each with the time left before the airline releases it (red under 15 minutes), and those it
 * released once their time limit passed, saying so. Paged and searched by reference or passenger like
 * the other queues (SPEC §3's list rules: loading, empty and failed states).
 *
 * @example
 * <LowCostHoldsView state={{ status: 'success', page }} query={query} onQueryChange={go}
 *   clock={{ now: Date.now(), timeZone }} />
 */
export function LowCostHoldsView({ state, query, onQueryChange, clock }: LowCostHoldsViewProps) {
  return (
    <HoldClockContext value={clock}>
      <PagedDataTable
        label="Low-cost holds"
        columns={holdColumns}
        state={state}
        query={query}
        onQueryChange={onQueryChange}
        searchPlaceholder="Booking or passenger name"
        card={{
          badge: 'status',
          lines: [['leadTraveller', 'route'], ['departure', 'total'], ['expiresAt']],
        }}
        wrapColumns={['expiresAt']}
      />
    </HoldClockContext>
  );
}
