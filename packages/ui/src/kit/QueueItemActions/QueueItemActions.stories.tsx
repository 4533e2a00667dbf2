import { memberSchema, type Member } from '@comptoir/flight-domain';
import type { QueueAssignee, QueueListQuery } from '@comptoir/flight-domain/queues';
import { storyQueues } from '@comptoir/mock-backend';
import { Button, Flex, Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { LoadState } from '../RecordSection/LoadedContent';
import { animationsSettled, dialogClosed, expectFailurePanel } from '../story-helpers/story-helpers';
import { assigneeCell, mineFilter, QueueItemActions } from './QueueItemActions';

// Casablanca's members and its signed-in owner, as the sandbox answers the queues' pages.
const answers = await storyQueues();
if (!Array.isArray(answers.members)) throw new Error('GET /admin/members/ answered no list of members');
const members = answers.members.map((member: unknown) => memberSchema.parse(member));
const userId = answers.userId;
const user = members.find((member) => member.userId === userId);
const colleague = members.find((member) => member.userId !== userId);
if (user === undefined || colleague === undefined) throw new Error('Casablanca has its owner and another');
const assigneeOf = (member: Member): QueueAssignee => ({ id: member.userId, name: member.user.name });

const LOCATOR = 'RWBAUM';
const MEMBERS_ERROR = 'The members could not be loaded.';

interface QueueItemStoryProps {
  name: string;
  assignee: QueueAssignee | null;
  userId: string;
  /** What the members' call does once "Assign to…" asks for it. */
  membersAnswer: 'members' | 'never' | 'failure';
  onMembersWanted: () => void;
  onRetryMembers: () => void;
  onAssign: (assigneeId: string | null) => void;
  onHandled: () => void;
  /** Called with the list query the "mine" filter asks for. */
  onQueryChange: (query: QueueListQuery) => void;
  handled?: { text: string; label: string };
  children?: ReactNode;
}

/**
 * An item as a queue's list shows it, the list's "mine" filter above: its name, who works on it and its
 * actions; the members asked for when "Assign to…" first opens, and the list query held, as the app does.
 */
function QueueItemStory({
  membersAnswer,
  onMembersWanted,
  onRetryMembers,
  onQueryChange,
  ...props
}: QueueItemStoryProps) {
  const [query, setQuery] = useState<QueueListQuery>({ page: 3, limit: 10 });
  const [membersWanted, setMembersWanted] = useState(false);
  const memberState: LoadState<readonly Member[]> =
    !membersWanted || membersAnswer === 'never'
      ? { status: 'pending' }
      : membersAnswer === 'members'
        ? { status: 'success', data: members }
        : { status: 'error', message: MEMBERS_ERROR, onRetry: onRetryMembers };
  return (
    <Flex direction="column" gap="3" align="start">
      {mineFilter(query, (next) => {
        onQueryChange(next);
        setQuery(next);
      })(false)}
      <Flex align="center" gap="4" wrap="wrap">
        <Text weight="bold">{props.name}</Text>
        <Text>{assigneeCell({ getValue: () => props.assignee })}</Text>
        <QueueItemActions
          {...props}
          members={memberState}
          onMembersWanted={() => {
            onMembersWanted();
            setMembersWanted(true);
          }}
        />
      </Flex>
    </Flex>
  );
}

const meta = {
  title: 'Queues/QueueItemActions',
  component: QueueItemStory,
  parameters: { layout: 'padded' },
  args: {
    name: LOCATOR,
    assignee: null,
    userId,
    membersAnswer: 'members',
    onMembersWanted: fn(),
    onRetryMembers: fn(),
    onAssign: fn(),
    onHandled: fn(),
    onQueryChange: fn(),
  },
} satisfies Meta<typeof QueueItemStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens "Assign to…" and returns its popover, named by the item, once it has faded in. */
async function openPicker(canvasElement: HTMLElement, click: (element: Element) => Promise<void>) {
  await click(within(canvasElement).getByRole('button', { name: `Assign to a member ${LOCATOR}` }));
  const popover = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: `Assign ${LOCATOR} to a member`,
  });
  await animationsSettled(canvasElement);
  return popover;
}

/**
 * Chooses `name` in the open popover's member select (labelled `label`), waits until the select's list is
 * gone and the popover takes the pointer again, and returns the names the list offered.
 */
async function chooseMember(
  dialog: HTMLElement,
  user: { click: (element: Element) => Promise<void> },
  name: string,
  label = 'Member',
) {
  const select = () => within(dialog).getByRole('combobox', { name: label });
  await user.click(select());
  const listbox = await within(dialog.ownerDocument.body).findByRole('listbox');
  const offered = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent);
  await user.click(within(listbox).getByRole('option', { name }));
  await waitFor(() => expect(select()).toHaveTextContent(name));
  await waitFor(() => expect(getComputedStyle(dialog).pointerEvents).not.toBe('none'));
  return offered;
}

/**
 * Nobody works on the item: "Nobody", and the item can be taken ("Assign to me" assigns it to the user),
 * given or handled; the members are not asked for until "Assign to…" opens. The buttons wrap on a phone.
 */
export const Unassigned: Story = {
  tags: ['phone-screenshot'],
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Nobody')).toBeVisible();
    const take = canvas.getByRole('button', { name: `Assign to me ${LOCATOR}` });
    await expect(take).toHaveTextContent('Assign to me');
    await expect(canvas.queryByRole('button', { name: `Unassign ${LOCATOR}` })).toBeNull();
    await expect(canvas.getByRole('button', { name: `Assign to a member ${LOCATOR}` })).toHaveTextContent(
      'Assign to…',
    );
    await userEvent.click(take);
    await expect(args.onAssign).toHaveBeenCalledOnce();
    await expect(args.onAssign).toHaveBeenCalledWith(userId);
    const handled = canvas.getByRole('button', { name: `Mark ${LOCATOR} handled` });
    await expect(handled).toHaveTextContent('Handled');
    await userEvent.click(handled);
    await expect(args.onHandled).toHaveBeenCalledOnce();
    await expect(args.onMembersWanted).not.toHaveBeenCalled();
  },
};

/** The user's own item: their name, and "Unassign" instead of "Assign to me", which assigns it to nobody. */
export const AssignedToMe: Story = {
  args: { assignee: assigneeOf(user) },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(user.user.name)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: `Assign to me ${LOCATOR}` })).toBeNull();
    const unassign = canvas.getByRole('button', { name: `Unassign ${LOCATOR}` });
    await expect(unassign).toHaveTextContent('Unassign');
    await userEvent.click(unassign);
    await expect(args.onAssign).toHaveBeenCalledOnce();
    await expect(args.onAssign).toHaveBeenCalledWith(null);
  },
};

/** A colleague's item: their name, and the user may still take it ("Assign to me"). */
export const AssignedToSomeoneElse: Story = {
  args: { assignee: assigneeOf(colleague) },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(colleague.user.name)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: `Unassign ${LOCATOR}` })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: `Assign to me ${LOCATOR}` }));
    await expect(args.onAssign).toHaveBeenCalledWith(userId);
  },
};

/**
 * "Assign to…" asks for the members as it opens and offers them all but the one the item is assigned to
 * already (the user included); "Assign" waits for a choice.
 */
export const PickerWithMembers: Story = {
  args: { assignee: assigneeOf(colleague) },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await openPicker(canvasElement, userEvent.click);
    await expect(args.onMembersWanted).toHaveBeenCalledOnce();
    const assign = within(dialog).getByRole('button', { name: 'Assign' });
    await expect(assign).toBeDisabled();
    const offered = await chooseMember(dialog, userEvent, user.user.name);
    await expect(offered).toEqual(
      members.filter((member) => member !== colleague).map((member) => member.user.name),
    );
    await expect(assign).toBeEnabled();
    await expect(args.onAssign).not.toHaveBeenCalled();
  },
};

/**
 * The member chosen, "Assign" assigns the item to them once, however fast it is clicked twice, and the
 * popover closes.
 */
export const AssignToAMember: Story = {
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: 'Ends with the popover closed: the Unassigned story’s picture.' } },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await openPicker(canvasElement, userEvent.click);
    await chooseMember(dialog, userEvent, colleague.user.name);
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Assign' }));
    await dialogClosed(canvasElement);
    await expect(args.onAssign).toHaveBeenCalledOnce();
    await expect(args.onAssign).toHaveBeenCalledWith(colleague.userId);
  },
};

/** While the members load, the popover says so and offers nothing to choose yet. */
export const PickerWhileMembersLoad: Story = {
  args: { membersAnswer: 'never' },
  play: async ({ args, canvasElement, userEvent }) => {
    const popover = within(await openPicker(canvasElement, userEvent.click));
    await expect(popover.getByRole('status')).toHaveTextContent('Loading the members…');
    await expect(popover.queryByRole('combobox')).toBeNull();
    await expect(popover.queryByRole('button', { name: 'Assign' })).toBeNull();
    await expect(args.onMembersWanted).toHaveBeenCalledOnce();
  },
};

/** The members could not be loaded: the popover says why and tries again; nothing is assigned. */
export const PickerMembersFailed: Story = {
  args: { membersAnswer: 'failure' },
  play: async ({ args, canvasElement, userEvent }) => {
    const popover = within(await openPicker(canvasElement, userEvent.click));
    // The fallback panel's code comes on first use.
    const retry = await expectFailurePanel(await popover.findByRole('alert'), MEMBERS_ERROR, userEvent);
    await userEvent.click(retry);
    await expect(args.onRetryMembers).toHaveBeenCalledOnce();
    await expect(popover.queryByRole('combobox')).toBeNull();
    await expect(args.onAssign).not.toHaveBeenCalled();
  },
};

/**
 * Where handling does more than mark the item (a low-cost hold the airline still holds is released),
 * the handled button says so; the item's own action (Accept, Retry) comes first.
 */
export const OwnActionAndRelease: Story = {
  args: {
    handled: { text: 'Release', label: `Release the hold of ${LOCATOR}` },
    children: (
      <Button size="1" variant="solid" aria-label={`Accept the new flights of ${LOCATOR}`}>
        Accept
      </Button>
    ),
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: `Mark ${LOCATOR} handled` })).toBeNull();
    const release = canvas.getByRole('button', { name: `Release the hold of ${LOCATOR}` });
    await expect(release).toHaveTextContent('Release');
    await userEvent.click(release);
    await expect(args.onHandled).toHaveBeenCalledOnce();
    const actions = release.parentElement ?? canvasElement;
    await expect(within(actions).getAllByRole('button')[0]).toHaveAccessibleName(
      `Accept the new flights of ${LOCATOR}`,
    );
  },
};

/**
 * The list's "mine" filter, a pressed button: pressing it asks for the user's items, pressing it again
 * for everyone's, each time from the first page.
 */
export const MineFilter: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const mine = canvas.getByRole('button', { name: 'Assigned to me' });
    await expect(mine).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(mine);
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ page: 1, limit: 10, mine: true });
    await expect(mine).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(mine);
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ page: 1, limit: 10 });
    await expect(mine).toHaveAttribute('aria-pressed', 'false');
    // Pressed again, for the picture of its pressed look.
    await userEvent.click(mine);
    await expect(mine).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onQueryChange).toHaveBeenCalledTimes(3);
  },
};

/** In French: the buttons, their names, "Nobody", the filter and the popover. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText('Personne')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Attribuées à moi' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `M'attribuer ${LOCATOR}` })).toHaveTextContent(
      "M'attribuer",
    );
    await expect(canvas.getByRole('button', { name: `Marquer ${LOCATOR} comme traitée` })).toHaveTextContent(
      'Traitée',
    );
    await userEvent.click(canvas.getByRole('button', { name: `Attribuer à un membre ${LOCATOR}` }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: `Attribuer ${LOCATOR} à un membre`,
    });
    await expect(within(dialog).getByRole('combobox', { name: 'Membre' })).toHaveTextContent(
      'Choisir un membre',
    );
    await expect(within(dialog).getByRole('button', { name: 'Attribuer' })).toBeDisabled();
    await chooseMember(dialog, userEvent, colleague.user.name, 'Membre');
    await expect(within(dialog).getByRole('button', { name: 'Attribuer' })).toBeEnabled();
    await animationsSettled(canvasElement);
  },
};
