import type { Member } from '@comptoir/flight-domain';
import type { QueueListQuery, QueueName } from '@comptoir/flight-domain/queues';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { Box } from '@radix-ui/themes';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { answerListQuery, STORY_LIST_ERROR } from '../../kit/story-helpers/list-server';
import { dialogClosed, expectFailurePanel, phone } from '../../kit/story-helpers/story-helpers';
import { useStoryLink } from '../../kit/story-helpers/story-link';
import type { PagedListState } from '../../kit/DataTable/PagedDataTable';
import type { LoadState } from '../../kit/RecordSection/LoadedContent';
import {
  deadlineItems,
  deadlineItemsAfterTheAirline,
  laterStoryClock,
  queueMembers,
  queueSummary,
  queueUserId,
  scheduleChangeItems,
  storyClock,
  ticketItems,
} from './queue-fixtures';
import { QueuesView, type QueueListState } from './QueuesView';

type Network = 'answered' | 'pending' | 'empty' | 'error';

interface QueuesStoryArgs {
  queue: QueueName;
  /** The list's network state. Default: answered from the sandbox's items. */
  network?: Network;
  /** Shows the deadline queue 15 minutes later, once the airline cancelled a booking. Default: false. */
  afterTheAirline?: boolean;
  /** Whether the low-cost plugin's holds are a tab. Default: false. */
  withLowCostHolds?: boolean;
  /** Whether the members' call answers once "Assign to…" asks for them. Default: true. */
  membersAnswer?: boolean;
  onRetryMembers: () => void;
  onQueryChange: (query: QueueListQuery) => void;
  onRetry: () => void;
  onAssign: (target: { queue: QueueName; id: string }, assigneeId: string | null) => void;
  /** Called when "Assign to…" first opens; the story then answers the sandbox's members. */
  onMembersWanted: () => void;
  onRetryTicket: (ticketId: string) => void;
  onHandled: (target: { queue: QueueName; id: string }) => void;
  onAccept: (id: string) => void;
  onOpen: (href: string) => void;
  onFollow: (href: string, opening: { newTab: boolean }) => void;
}

const searchText = (item: { locator: string; leadTraveler: string }) =>
  `${item.locator} ${item.leadTraveler}`;

function stateOf<Item extends { locator: string; leadTraveler: string }>(
  items: readonly Item[],
  network: Network,
  query: QueueListQuery,
  onRetry: () => void,
): PagedListState<Item> {
  if (network === 'pending') return { status: 'pending' };
  if (network === 'error') return { status: 'error', message: STORY_LIST_ERROR, onRetry };
  return { status: 'success', page: answerListQuery(network === 'empty' ? [] : items, searchText, query) };
}

/** /queues over the sandbox's items, holding its list query as the route does. */
function QueuesStory({
  queue,
  network = 'answered',
  afterTheAirline = false,
  onQueryChange,
  onRetry,
  onFollow,
  onMembersWanted,
  onRetryTicket,
  membersAnswer = true,
  onRetryMembers,
  ...callbacks
}: QueuesStoryArgs) {
  const [query, setQuery] = useState<QueueListQuery>({ page: 1, limit: 10 });
  const [membersWanted, setMembersWanted] = useState(false);
  const members: LoadState<readonly Member[]> = !membersWanted
    ? { status: 'pending' }
    : membersAnswer
      ? { status: 'success', data: queueMembers }
      : { status: 'error', message: STORY_LIST_ERROR, onRetry: onRetryMembers };
  const link = useStoryLink(onFollow);
  const list: QueueListState =
    queue === 'deadlines'
      ? {
          queue,
          state: stateOf(
            afterTheAirline ? deadlineItemsAfterTheAirline : deadlineItems,
            network,
            query,
            onRetry,
          ),
        }
      : queue === 'schedule-changes'
        ? { queue, state: stateOf(scheduleChangeItems, network, query, onRetry) }
        : { queue, state: stateOf(ticketItems, network, query, onRetry) };
  return (
    <Box p={{ initial: '3', sm: '5' }}>
      <QueuesView
        {...list}
        {...callbacks}
        query={query}
        onQueryChange={(next) => {
          onQueryChange(next);
          setQuery(next);
        }}
        summary={network === 'pending' ? undefined : queueSummary}
        tabHref={(name) => `/queues?queue=${name}`}
        clock={afterTheAirline ? laterStoryClock : storyClock}
        userId={queueUserId}
        members={members}
        onMembersWanted={() => {
          onMembersWanted();
          setMembersWanted(true);
        }}
        onRetry={onRetryTicket}
        linkComponent={link}
      />
    </Box>
  );
}

const meta = {
  title: 'Records/QueuesView',
  component: QueuesStory,
  args: {
    queue: 'deadlines',
    onQueryChange: fn(),
    onRetry: fn(),
    onAssign: fn(),
    onHandled: fn(),
    onAccept: fn(),
    onOpen: fn(),
    onFollow: fn(),
    onMembersWanted: fn(),
    onRetryTicket: fn(),
    onRetryMembers: fn(),
  },
  tags: ['phone-screenshot'],
} satisfies Meta<typeof QueuesStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = StoryContext<QueuesStoryArgs>;

const rowsOf = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLElement>('[data-slot="data-table-row"]'),
];

/** The tabs name each queue with its count; the one shown is current. */
async function expectTabs({ canvas }: Context, current: string) {
  const tabs = within(canvas.getByRole('navigation', { name: 'Queues' }));
  await expect(
    tabs.getByRole('link', { name: `Ticketing deadlines (${String(queueSummary.deadlines.organization)})` }),
  ).toHaveAttribute('href', '/queues?queue=deadlines');
  await expect(
    tabs.getByRole('link', {
      name: `Schedule changes (${String(queueSummary['schedule-changes'].organization)})`,
    }),
  ).toBeVisible();
  await expect(
    tabs.getByRole('link', {
      name: `Pending and failed tickets (${String(queueSummary.tickets.organization)})`,
    }),
  ).toBeVisible();
  await expect(tabs.getByRole('link', { current: 'page' })).toHaveAccessibleName(new RegExp(`^${current}`));
}

/**
 * The ticketing deadlines: passed first (red, "Overdue"), then the soonest, red under 24 hours (all of
 * Casablanca's at the story's clock), the exact
 * deadline under each; "Assign to me", "Handled" and the "mine" filter ask the app.
 */
export const Deadlines: Story = {
  play: async (context) => {
    const { args, canvas, canvasElement, userEvent } = context;
    await expectTabs(context, 'Ticketing deadlines');
    const rows = rowsOf(canvasElement);
    await expect(rows).toHaveLength(Math.min(10, deadlineItems.length));
    const tones = rows.map((row) => row.querySelector('[data-slot="time-left"]')?.getAttribute('data-tone'));
    await expect(tones[0]).toBe('overdue');
    await expect(tones).toContain('urgent');
    // Tones never go back: overdue, then urgent, then later.
    const rank = { overdue: 0, urgent: 1, later: 2 } as const;
    const ranks = tones.map((tone) => rank[(tone ?? 'later') as keyof typeof rank]);
    await expect(ranks).toEqual([...ranks].sort());
    await expect(within(rows[0] ?? canvasElement).getByText(/^Overdue: il y a/)).toBeVisible();
    await expect(canvas.getAllByText('dans 10 minutes')[0]).toBeVisible();

    const [first, second] = deadlineItems;
    await userEvent.click(
      canvas.getAllByRole('button', { name: `Assign to me ${first?.locator ?? ''}` })[0] ?? canvasElement,
    );
    await expect(args.onAssign).toHaveBeenCalledWith({ queue: 'deadlines', id: first?.id }, queueUserId);
    await userEvent.click(
      canvas.getAllByRole('button', { name: `Mark ${second?.locator ?? ''} handled` })[0] ?? canvasElement,
    );
    await expect(args.onHandled).toHaveBeenCalledWith({ queue: 'deadlines', id: second?.id });
    await expect(args.onOpen).not.toHaveBeenCalled();
    const mine = canvas.getByRole('button', { name: 'Assigned to me' });
    await expect(mine).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(mine);
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ page: 1, limit: 10, mine: true });
    await expect(mine).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Once the clock passed a deadline, the airline cancelled that booking: the queue says why. */
export const DeadlineCancelledByTheAirline: Story = {
  args: { afterTheAirline: true },
  play: async ({ canvas }) => {
    const cancelled = deadlineItemsAfterTheAirline.find((item) => item.cancellation !== undefined);
    await expect(cancelled?.status).toBe('cancelled');
    await expect(canvas.getAllByText(cancelled?.cancellation ?? 'none')[0]).toBeVisible();
  },
};

/** The airline's changes: the flights booked beside the new ones; Accept asks the app for that reservation. */
export const ScheduleChanges: Story = {
  args: { queue: 'schedule-changes' },
  play: async (context) => {
    const { args, canvas, canvasElement, userEvent } = context;
    await expectTabs(context, 'Schedule changes');
    await expect(rowsOf(canvasElement)).toHaveLength(scheduleChangeItems.length);
    const [first] = scheduleChangeItems;
    const locator = first?.locator ?? '';
    const booked = canvas.getAllByRole('list', { name: `Booked flights of ${locator}` })[0];
    const proposed = canvas.getAllByRole('list', { name: `New flights of ${locator}` })[0];
    await expect(booked?.textContent).not.toBe(proposed?.textContent);
    await userEvent.click(
      canvas.getAllByRole('button', { name: `Accept the new flights of ${locator}` })[0] ?? canvasElement,
    );
    await expect(args.onAccept).toHaveBeenCalledWith(first?.id);
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/**
 * Pending and failed tickets with what the airline said; "Retry" on those the airline may be asked again
 * for (pending), none on a fare it no longer sells (failed).
 */
export const Tickets: Story = {
  args: { queue: 'tickets' },
  play: async (context) => {
    const { args, canvas, canvasElement, userEvent } = context;
    await expectTabs(context, 'Pending and failed tickets');
    await expect(rowsOf(canvasElement)).toHaveLength(Math.min(10, ticketItems.length));
    await expect(canvas.getAllByText(/refused the issue/)[0]).toBeVisible();
    await expect(canvas.getAllByText('Failed')[0]).toBeVisible();
    const failed = ticketItems.find((item) => item.status === 'failed');
    const pending = ticketItems.find((item) => item.status === 'pending');
    await expect(failed?.retryable).toBe(false);
    await expect(
      canvas.queryAllByRole('button', { name: `Retry the issue of ticket ${failed?.number ?? ''}` }),
    ).toEqual([]);
    await userEvent.click(
      canvas.getAllByRole('button', { name: `Retry the issue of ticket ${pending?.number ?? ''}` })[0] ??
        canvasElement,
    );
    await expect(args.onRetryTicket).toHaveBeenCalledOnce();
    await expect(args.onRetryTicket).toHaveBeenCalledWith(pending?.id);
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/**
 * "Assign to…" asks for the organization's members when it first opens, offers them in a select and
 * assigns the item to the one chosen.
 */
export const AssignToAMember: Story = {
  tags: ['!phone-screenshot', 'no-screenshot'],
  parameters: { screenshot: { skipReason: 'Ends with the popover closed: the Deadlines story’s picture.' } },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const [first] = deadlineItems;
    const member = queueMembers.find((candidate) => candidate.userId !== queueUserId);
    if (first === undefined || member === undefined) throw new Error('Casablanca has items and members');
    await expect(args.onMembersWanted).not.toHaveBeenCalled();
    await userEvent.click(
      canvas.getAllByRole('button', { name: `Assign to a member ${first.locator}` })[0] ?? canvasElement,
    );
    await expect(args.onMembersWanted).toHaveBeenCalledOnce();
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: `Assign ${first.locator} to a member`,
    });
    const popover = within(dialog);
    const assign = popover.getByRole('button', { name: 'Assign' });
    await expect(assign).toBeDisabled();
    await userEvent.click(popover.getByRole('combobox', { name: 'Member' }));
    const body = canvasElement.ownerDocument.body;
    await userEvent.click(await within(body).findByRole('option', { name: member.user.name }));
    // The select's list gone, the popover takes the pointer again.
    await waitFor(() =>
      expect(popover.getByRole('combobox', { name: 'Member' })).toHaveTextContent(member.user.name),
    );
    await waitFor(() => expect(getComputedStyle(dialog).pointerEvents).not.toBe('none'));
    await userEvent.click(assign);
    await expect(args.onAssign).toHaveBeenCalledOnce();
    await expect(args.onAssign).toHaveBeenCalledWith({ queue: 'deadlines', id: first.id }, member.userId);
    await dialogClosed(canvasElement);
  },
};

/** The members could not be loaded: the popover says why and tries again; nothing is assigned. */
export const AssignMembersFailed: Story = {
  tags: ['!phone-screenshot'],
  args: { membersAnswer: false },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const [first] = deadlineItems;
    await userEvent.click(
      canvas.getAllByRole('button', { name: `Assign to a member ${first?.locator ?? ''}` })[0] ??
        canvasElement,
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: `Assign ${first?.locator ?? ''} to a member`,
    });
    // The popover fades in: its panel is visible once it has.
    await Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished));
    // The fallback panel's code comes on first use.
    const retry = await expectFailurePanel(
      await within(dialog).findByRole('alert'),
      STORY_LIST_ERROR,
      userEvent,
    );
    await userEvent.click(retry);
    await expect(args.onRetryMembers).toHaveBeenCalledOnce();
    await expect(args.onAssign).not.toHaveBeenCalled();
  },
};

/**
 * On a phone the tabs, a plugin's included, scroll sideways in one row rather than wrap or widen the
 * page, and the shown queue's tab is scrolled into view.
 */
export const TabsOnAPhone: Story = {
  globals: phone,
  tags: ['!phone-screenshot'],
  args: { queue: 'tickets', withLowCostHolds: true },
  play: async ({ canvas, canvasElement }) => {
    const tabs = canvas.getByRole('navigation', { name: 'Queues' });
    const list = tabs.querySelector('ul');
    if (list === null) throw new Error('The tabs are a list');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const items = [...list.querySelectorAll('li')];
    await expect(new Set(items.map((item) => item.offsetTop)).size).toBe(1);
    const box = list.getBoundingClientRect();
    const current = within(tabs).getByRole('link', { current: 'page' }).getBoundingClientRect();
    // Whole, to the pixel the scroll position rounds to.
    await expect(current.left).toBeGreaterThanOrEqual(box.left - 1);
    await expect(current.right).toBeLessThanOrEqual(box.right + 1);
    await expect(within(tabs).getByRole('link', { name: 'Low-cost holds' })).toHaveAttribute(
      'href',
      '/low-cost/holds',
    );
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** The queues in French: the tabs, the columns, the time left, the item's actions and the "mine" filter. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  tags: ['!phone-screenshot'],
  args: { withLowCostHolds: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Files de travail' })).toBeVisible();
    const tabs = within(canvas.getByRole('navigation', { name: 'Files de travail' }));
    await expect(
      tabs.getByRole('link', {
        name: `Échéances d'émission (${String(queueSummary.deadlines.organization)})`,
      }),
    ).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Options low-cost' })).toBeVisible();
    const table = canvas.getByRole('table', { name: "Échéances d'émission" });
    await expect(table).toHaveTextContent('Émettre avant');
    await expect(table).toHaveTextContent('Attribuée à');
    await expect(within(table).getAllByText(/^En retard : il y a/)[0]).toBeVisible();
    const [first] = deadlineItems;
    await expect(
      within(table).getByRole('button', { name: `M'attribuer ${first?.locator ?? ''}` }),
    ).toHaveTextContent("M'attribuer");
    await expect(
      within(table).getByRole('button', { name: `Marquer ${first?.locator ?? ''} comme traitée` }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Attribuées à moi' })).toBeVisible();
    await expect(canvas.getByPlaceholderText('PNR ou nom du passager')).toBeVisible();
  },
};

const loading = (queue: QueueName): Story => ({
  args: { queue, network: 'pending' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(
      canvasElement.querySelectorAll('[data-slot="data-table-placeholder"]').length,
    ).toBeGreaterThan(0);
    for (const animation of canvasElement.ownerDocument.getAnimations()) {
      animation.pause();
      animation.currentTime = 0;
    }
  },
});

const empty = (queue: QueueName): Story => ({
  args: { queue, network: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing here yet.')).toBeVisible();
    await expect(canvas.getByText('0–0 of 0')).toBeVisible();
  },
});

const failed = (queue: QueueName): Story => ({
  args: { queue, network: 'error' },
  play: async ({ args, canvas, userEvent }) => {
    const retry = await expectFailurePanel(canvas.getByRole('alert'), STORY_LIST_ERROR, userEvent);
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});

export const DeadlinesLoading = loading('deadlines');
export const DeadlinesEmpty = empty('deadlines');
export const DeadlinesFailed = failed('deadlines');
export const ScheduleChangesLoading = loading('schedule-changes');
export const ScheduleChangesEmpty = empty('schedule-changes');
export const ScheduleChangesFailed = failed('schedule-changes');
export const TicketsLoading = loading('tickets');
export const TicketsEmpty = empty('tickets');
export const TicketsFailed = failed('tickets');
