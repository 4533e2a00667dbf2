import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { seedActor, setSandboxClock } from '@comptoir/mock-backend';
import { pageWithGlobalDialog } from '@comptoir/ui/testing/global-dialog';
import { resetBookings } from '../../mock/bookings';
import { holdsOf } from '../../mock/holds';
import { failsWithRetry, saysLoading } from '../story-plays';
import { LowCostHoldsView, type HoldRow } from './LowCostHoldsView';

// The seeded holds, answered by the simulated airline itself with the sandbox's clock at a fixed time
// (one hold made 5 minutes before, 55 minutes left; one expired days ago), then an hour later, once the
// airline released the other too.
const CLOCK = Date.parse('2026-11-20T10:00:00Z');
const HOUR_MS = 3_600_000;
resetBookings();
setSandboxClock(() => CLOCK);
const atStart: HoldRow[] = holdsOf('org_casablanca');
setSandboxClock(() => CLOCK + HOUR_MS);
const anHourLater: HoldRow[] = holdsOf('org_casablanca');
setSandboxClock(undefined);
resetBookings();
const [expired, held] = atStart;
if (expired?.status !== 'expired' || held?.status !== 'held')
  throw new Error('The seed holds a booking and has one expired');

const page = (items: HoldRow[]) => ({ items, total: items.length, page: 1, limit: 10 });
const timeZone = 'Africa/Casablanca';
const agent = seedActor('usr_casa_member');

const meta = {
  title: 'Low-cost plugin/LowCostHoldsView',
  component: LowCostHoldsView,
  tags: ['phone-screenshot'],
  // The global dialog that confirms a release.
  ...pageWithGlobalDialog,
  args: {
    state: { status: 'success', page: page(atStart) },
    query: { page: 1, limit: 10 },
    onQueryChange: fn(),
    clock: { now: CLOCK, timeZone },
    userId: agent.userId,
    members: { status: 'pending' },
    onMembersWanted: fn(),
    onAssign: fn(),
    onRelease: fn(() => Promise.resolve()),
    onHandled: fn(),
  },
} satisfies Meta<typeof LowCostHoldsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, reference: string) => {
  const row = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="data-table-row"]')].find(
    (candidate) => candidate.textContent.includes(reference),
  );
  if (row === undefined) throw new Error(`No row for ${reference}`);
  return within(row);
};

/**
 * The holds, the earliest time limit first: the one the airline released says so; the one held shows its
 * time left, relative over exact. A search asks the app for its first page.
 */
export const Holds: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="data-table-row"]')).toHaveLength(2);
    const released = rowOf(canvasElement, expired.reference);
    await expect(released.getByText(expired.release ?? 'none')).toBeVisible();
    await expect(released.getByText('Released')).toBeVisible();
    const kept = rowOf(canvasElement, held.reference);
    await expect(kept.getByText('dans 55 minutes')).toBeVisible();
    await expect(kept.getByText('Held')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="hold-time-left"]')).toHaveAttribute(
      'data-tone',
      'later',
    );
    await expect(kept.getByText('Nobody')).toBeVisible();
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search low-cost holds' }),
      `${held.reference}{Enter}`,
    );
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ page: 1, limit: 10, search: held.reference });
  },
};

/**
 * A hold is taken ("Assign to me") and handled as an agency queue's item: "Release" while the airline
 * holds it, asked for once the agent confirmed (Cancel releases nothing), "Handled" once the airline
 * released it; the "mine" filter asks the app for the user's.
 */
export const AssignAndHandle: Story = {
  tags: ['!phone-screenshot', 'no-screenshot'],
  parameters: { screenshot: { skipReason: 'Ends as it starts: the Holds story’s picture.' } },
  play: async ({ args, canvas, canvasElement }) => {
    const kept = rowOf(canvasElement, held.reference);
    await userEvent.click(kept.getByRole('button', { name: `Assign to me ${held.reference}` }));
    await expect(args.onAssign).toHaveBeenCalledWith(held.reference, agent.userId);
    const release = kept.getByRole('button', { name: `Release the hold of ${held.reference}` });
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(release);
    const asked = await page.findByRole('dialog', { name: `Release the hold of ${held.reference}` });
    await expect(asked).toHaveTextContent('This cannot be undone.');
    await userEvent.click(await within(asked).findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onRelease).not.toHaveBeenCalled();
    await userEvent.click(release);
    const dialog = await page.findByRole('dialog', { name: `Release the hold of ${held.reference}` });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Release' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onRelease).toHaveBeenCalledOnce();
    await expect(args.onRelease).toHaveBeenCalledWith(held.reference);
    await expect(args.onHandled).not.toHaveBeenCalled();
    const released = rowOf(canvasElement, expired.reference);
    await expect(released.queryByRole('button', { name: /^Release/ })).toBeNull();
    await userEvent.click(released.getByRole('button', { name: `Mark ${expired.reference} handled` }));
    await expect(args.onHandled).toHaveBeenLastCalledWith(expired.reference);
    await userEvent.click(canvas.getByRole('button', { name: 'Assigned to me' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ page: 1, limit: 10, mine: true });
  },
};

/** The user's own holds ("mine" pressed): each names its assignee and offers "Unassign". */
export const AssignedToMe: Story = {
  args: {
    state: {
      status: 'success',
      page: page([{ ...held, assignee: { id: agent.userId, name: agent.name } }]),
    },
    query: { page: 1, limit: 10, mine: true },
  },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Assigned to me' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const kept = rowOf(canvasElement, held.reference);
    await expect(kept.getByText(agent.name)).toBeVisible();
    await userEvent.click(kept.getByRole('button', { name: `Unassign ${held.reference}` }));
    await expect(args.onAssign).toHaveBeenCalledWith(held.reference, null);
  },
};

/** The holds in French: the columns, the time left, the statuses and the actions. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  tags: ['!phone-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Options low-cost' });
    await expect(table).toHaveTextContent('Réservation');
    await expect(table).toHaveTextContent("Option jusqu'au");
    const kept = rowOf(canvasElement, held.reference);
    await expect(kept.getByText('En option')).toBeVisible();
    await expect(kept.getByRole('button', { name: `Libérer l'option ${held.reference}` })).toHaveTextContent(
      'Libérer',
    );
    await expect(rowOf(canvasElement, expired.reference).getByText('Libérée')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Attribuées à moi' })).toBeVisible();
  },
};

/** Under 15 minutes before the airline releases it, a hold is expiring soon, in red. */
export const HoldExpiringSoon: Story = {
  args: { clock: { now: CLOCK + 45 * 60_000, timeZone } },
  play: async ({ canvasElement }) => {
    const kept = rowOf(canvasElement, held.reference);
    await expect(kept.getByText('Expiring soon: dans 10 minutes')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="hold-time-left"]')).toHaveAttribute(
      'data-tone',
      'soon',
    );
  },
};

/** Once the sandbox's clock passed its time limit, the airline released the hold: the queue says so. */
export const HoldReleased: Story = {
  args: {
    state: { status: 'success', page: page(anHourLater) },
    clock: { now: CLOCK + HOUR_MS, timeZone },
  },
  play: async ({ canvasElement }) => {
    const released = anHourLater.find((hold) => hold.reference === held.reference);
    await expect(released?.status).toBe('expired');
    await expect(rowOf(canvasElement, held.reference).getByText(released?.release ?? 'none')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-slot="hold-release"]')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { state: { status: 'pending' } },
  play: saysLoading('Loading'),
};

export const Empty: Story = {
  args: { state: { status: 'success', page: page([]) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing here yet.')).toBeVisible();
  },
};

const retry = fn();
export const Failed: Story = {
  args: { state: { status: 'error', message: 'Service unavailable', onRetry: retry } },
  play: async (context) => {
    // The fallback panel's code comes on first use.
    await context.canvas.findByRole('alert');
    await failsWithRetry('Service unavailable', retry)(context);
  },
};
