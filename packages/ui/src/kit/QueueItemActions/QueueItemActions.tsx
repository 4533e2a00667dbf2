/**
 * `@comptoir/ui/kit/queue-item-actions`: what an agent does with any work queue's item (the agency's
 * queues and a plugin's, the low-cost holds), apart from the kit's index so that only the queues' pages,
 * whose code loads on use, carry it.
 */
import type { Member } from '@comptoir/flight-domain';
import type { QueueAssignee, QueueListQuery } from '@comptoir/flight-domain/queues';
import { Button, Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { m } from '../../i18n/paraglide/messages.js';
import type { LoadState } from '../RecordSection/LoadedContent';
import { AssignPicker } from './AssignPicker';

export interface QueueItemActionsProps {
  /** The item's name in the buttons' accessible names: a locator, a booking reference. */
  name: string;
  /** Who works on the item now. */
  assignee: QueueAssignee | null;
  /** The signed-in user's id: an item assigned to them offers "Unassign" instead of "Assign to me". */
  userId: string;
  /** The organization's members, whom "Assign to…" offers (loaded when it first opens). */
  members: LoadState<readonly Member[]>;
  /** Called when "Assign to…" opens: the members are loaded then. */
  onMembersWanted: () => void;
  /** Assigns the item to a member (the user or another), or to nobody (`null`). */
  onAssign: (assigneeId: string | null) => void;
  /** Marks the item handled: it leaves the queue. */
  onHandled: () => void;
  /**
   * The handled button's text and accessible name, where handling does more than mark the item (a hold
   * still held is released). Default: "Handled", "Mark <name> handled".
   */
  handled?: { text: string; label: string } | undefined;
  /** The item's own actions (Accept, Retry), first. */
  children?: ReactNode;
}

/**
 * An item's actions: its own first, then take it ("Assign to me", or "Unassign" when it is the user's),
 * give it to another member ("Assign to…"), and mark it handled.
 *
 * @example
 * <QueueItemActions name="RWBAUM" assignee={null} userId={user.id} members={members}
 *   onMembersWanted={loadMembers} onAssign={assign} onHandled={handled} />
 */
export function QueueItemActions(props: QueueItemActionsProps) {
  const { name, assignee, userId, members, onMembersWanted, onAssign, onHandled, handled, children } = props;
  const mine = assignee?.id === userId;
  return (
    <Flex gap="2" wrap="wrap">
      {children}
      <Button
        size="1"
        variant="soft"
        aria-label={
          mine ? m.queues_unassign_name({ item: name }) : m.queues_assign_to_me_name({ item: name })
        }
        onClick={() => {
          onAssign(mine ? null : userId);
        }}
      >
        {mine ? m.queues_unassign() : m.queues_assign_to_me()}
      </Button>
      <AssignPicker
        locator={name}
        assignee={assignee}
        members={members}
        onOpen={onMembersWanted}
        onPick={onAssign}
      />
      <Button
        size="1"
        variant="soft"
        color="gray"
        aria-label={handled?.label ?? m.queues_handled_name({ item: name })}
        onClick={onHandled}
      >
        {handled?.text ?? m.queues_handled()}
      </Button>
    </Flex>
  );
}

/** An item's assignee, or "Nobody" in gray: a table cell. */
export const assigneeCell = (cell: { getValue: () => QueueAssignee | null }) =>
  cell.getValue()?.name ?? <Text color="gray">{m.queues_nobody()}</Text>;

/**
 * The "mine" filter of a queue's list (`PagedDataTable`'s `filters`): a pressed button rather than a
 * checkbox, the same meaning without the checkbox's code on the page. Pressing it goes back to page 1.
 */
export const mineFilter =
  <Query extends QueueListQuery>(query: Query, onQueryChange: (query: Query) => void) =>
  (disabled: boolean) => (
    <Button
      type="button"
      variant={query.mine === true ? 'solid' : 'soft'}
      aria-pressed={query.mine === true}
      disabled={disabled}
      onClick={() => {
        const next: Query = { ...query, page: 1 };
        if (query.mine === true) delete next.mine;
        else next.mine = true;
        onQueryChange(next);
      }}
    >
      {m.queues_mine()}
    </Button>
  );
