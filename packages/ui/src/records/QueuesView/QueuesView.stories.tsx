import type { QueueListQuery, QueueName } from '@comptoir/flight-domain/queues';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { Box } from '@radix-ui/themes';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { answerListQuery, STORY_LIST_ERROR } from '../../kit/story-helpers/list-server';
import { expectFailurePanel } from '../../kit/story-helpers/story-helpers';
import { useStoryLink } from '../../kit/story-helpers/story-link';
import type { PagedListState } from '../../kit/DataTable/PagedDataTable';
import {
  deadlineItems,
  deadlineItemsAfterTheAirline,
  laterStoryClock,
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
  onQueryChange: (query: QueueListQuery) => void;
  onRetry: () => void;
  onAssign: (target: { queue: QueueName; id: string }, assigneeId: string | null) => void;
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
  ...callbacks
}: QueuesStoryArgs) {
  const [query, setQuery] = useState<QueueListQuery>({ page: 1, limit: 10 });
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

/** Pending and failed tickets with what the airline said; a row opens its ticket. */
export const Tickets: Story = {
  args: { queue: 'tickets' },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await expectTabs(context, 'Pending and failed tickets');
    await expect(rowsOf(canvasElement)).toHaveLength(Math.min(10, ticketItems.length));
    await expect(canvas.getAllByText(/refused the issue/)[0]).toBeVisible();
    await expect(canvas.getAllByText('Failed')[0]).toBeVisible();
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
