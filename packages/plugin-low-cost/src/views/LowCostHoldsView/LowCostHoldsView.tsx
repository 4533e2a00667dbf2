import { formatDateTime, type Member } from '@comptoir/flight-domain';
import type { QueueAssignee, QueueListQuery } from '@comptoir/flight-domain/queues';
import { m } from '@comptoir/ui/i18n/messages';
import {
  confirmAction,
  createDataTableColumnHelper,
  Money,
  PagedDataTable,
  StatusBadge,
  type LoadState,
  type PagedListState,
} from '@comptoir/ui/kit';
import { assigneeCell, mineFilter, QueueItemActions } from '@comptoir/ui/kit/queue-item-actions';
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
  /** The member working on it. */
  assignee: QueueAssignee | null;
}

/** Now and the agent's zone: the time left on each hold reads from them. */
interface HoldClock {
  now: number;
  timeZone: string;
}

/** What an agent does with a hold, and when: the cells read it from a context (the columns stay put). */
interface HoldActions {
  clock: HoldClock;
  /** The signed-in user's id, whom "Assign to me" assigns. */
  userId: string;
  /** The organization's members, whom "Assign to…" offers: asked for when it first opens. */
  members: LoadState<readonly Member[]>;
  /** Called when an "Assign to…" opens: the app loads the members then. */
  onMembersWanted: () => void;
  /** Assigns the hold (by reference) to a member, or to nobody (`null`). */
  onAssign: (id: string, assigneeId: string | null) => void;
  /**
   * Releases a hold the airline still holds (by reference), once the agent confirmed: the airline frees
   * its seats, and it leaves the queue. The confirmation waits for the promise and shows its failure.
   */
  onRelease: (id: string) => Promise<void>;
  /** Marks a hold the airline released already handled (by reference): it leaves the queue. */
  onHandled: (id: string) => void;
}

export interface LowCostHoldsViewProps extends HoldActions {
  /** The holds' network state and, once answered, their page. */
  state: PagedListState<HoldRow>;
  /** The list query (SPEC §3: page, limit, search) and its "mine" filter. */
  query: QueueListQuery;
  /** Called with the next list query: a page, a page size, a search or the "mine" filter (back to page 1). */
  onQueryChange: (query: QueueListQuery) => void;
}

const HoldActionsContext = createContext<HoldActions | null>(null);

function useHoldActions(): HoldActions {
  const actions = use(HoldActionsContext);
  if (actions === null) throw new Error("The holds' cells are rendered inside LowCostHoldsView");
  return actions;
}

/** The time left on a hold, relative over exact, red under 15 minutes; or why the airline released it. */
function HoldExpiry({ hold }: { hold: HoldRow }) {
  const { now, timeZone } = useHoldActions().clock;
  const left = holdTimeLeft(hold.expiresAt, now, { timeZone });
  if (hold.status === 'expired' || left.tone === 'released')
    return (
      <Text color="red" data-slot="hold-release">
        {hold.release ?? m.queues_hold_released_relative({ relative: left.relative })}
      </Text>
    );
  return (
    <Flex direction="column" data-slot="hold-time-left" data-tone={left.tone}>
      <Text weight="medium" {...(left.tone === 'soon' ? { color: 'red' as const } : {})}>
        {left.tone === 'soon' ? m.queues_hold_expiring_soon({ relative: left.relative }) : left.relative}
      </Text>
      <Text size="1" color="gray">
        {left.exact}
      </Text>
    </Flex>
  );
}

/**
 * A hold's actions: take it, give it to another member, and handle it: "Release" while the airline
 * still holds it (confirmed first: the airline then frees its seats, which cannot be undone), "Handled"
 * once the airline released it.
 */
function HoldItemActions({ hold }: { hold: HoldRow }) {
  const actions = useHoldActions();
  return (
    <QueueItemActions
      {...actions}
      name={hold.reference}
      assignee={hold.assignee}
      onAssign={(assigneeId) => {
        actions.onAssign(hold.id, assigneeId);
      }}
      onHandled={() => {
        if (hold.status === 'expired') {
          actions.onHandled(hold.id);
          return;
        }
        confirmAction({
          title: m.queues_hold_release_name({ reference: hold.reference }),
          description: m.queues_hold_release_description(),
          confirmLabel: m.queues_hold_release(),
          onConfirm: () => actions.onRelease(hold.id),
        });
      }}
      handled={
        hold.status === 'held'
          ? {
              text: m.queues_hold_release(),
              label: m.queues_hold_release_name({ reference: hold.reference }),
            }
          : undefined
      }
    />
  );
}

const hold = createDataTableColumnHelper<HoldRow>();

// No "held on" column: a hold lasts the airline's hour, so its time limit says when it was made, and the
// actions need the room.

const holdColumns = hold.columns([
  hold.accessor('reference', { header: () => m.queues_hold_column_booking() }),
  hold.accessor('leadTraveller', {
    header: () => m.reservations_column_lead_passenger(),
    cell: (cell) =>
      cell.row.original.travellers > 1
        ? `${cell.getValue()} +${String(cell.row.original.travellers - 1)}`
        : cell.getValue(),
  }),
  hold.accessor('route', {
    header: () => m.queues_hold_column_flight(),
    cell: (cell) => `${cell.row.original.flightNumber} · ${cell.getValue()}`,
  }),
  hold.accessor('departure', {
    header: () => m.reservations_column_departure(),
    // The airline's local time, read as written (as the results show it).
    cell: (cell) => formatDateTime(`${cell.getValue()}:00Z`),
  }),
  hold.accessor('total', {
    header: () => m.queues_hold_column_to_pay(),
    cell: (cell) => <Money centimes={cell.getValue()} />,
  }),
  hold.accessor('expiresAt', {
    header: () => m.queues_hold_column_held_until(),
    cell: (cell) => <HoldExpiry hold={cell.row.original} />,
  }),
  hold.accessor('status', {
    header: () => m.reservations_column_status(),
    cell: (cell) =>
      cell.getValue() === 'held' ? (
        <StatusBadge tone="neutral">{m.queues_hold_status_held()}</StatusBadge>
      ) : (
        <StatusBadge tone="warning">{m.queues_hold_status_released()}</StatusBadge>
      ),
  }),
  hold.accessor('assignee', { header: () => m.queues_column_assigned_to(), cell: assigneeCell }),
  hold.display({
    id: 'actions',
    header: () => m.kit_actions(),
    cell: (cell) => <HoldItemActions hold={cell.row.original} />,
  }),
]);

/**
 * The low-cost holds queue: the organization's bookings the airline holds unpaid, the soonest to expire
 * first, each with the time left before the airline releases it (red under 15 minutes), and those it
 * released once their time limit passed, saying so. Paged and searched by reference or passenger like
 * the other queues (SPEC §3's list rules: loading, empty and failed states), with their "mine" filter;
 * each hold is assigned to a member and handled as their items are.
 *
 * @example
 * <LowCostHoldsView state={{ status: 'success', page }} query={query} onQueryChange={go}
 *   clock={{ now: Date.now(), timeZone }} userId={user.id} members={members}
 *   onMembersWanted={loadMembers} onAssign={assign} onRelease={release} onHandled={handle} />
 */
export function LowCostHoldsView({ state, query, onQueryChange, ...actions }: LowCostHoldsViewProps) {
  return (
    <HoldActionsContext value={actions}>
      <PagedDataTable
        label={m.queues_low_cost_holds()}
        columns={holdColumns}
        state={state}
        query={query}
        onQueryChange={onQueryChange}
        searchPlaceholder={m.queues_hold_search_placeholder()}
        filters={mineFilter(query, onQueryChange)}
        card={{
          badge: 'status',
          lines: [['leadTraveller', 'route'], ['departure', 'total'], ['expiresAt'], ['assignee', 'actions']],
        }}
        wrapColumns={['expiresAt']}
      />
    </HoldActionsContext>
  );
}
