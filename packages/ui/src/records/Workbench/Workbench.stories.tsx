import type { OsiRemark, PendingChange } from '@comptoir/flight-domain';
import { Button, Flex } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { use, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { GlobalDialog } from '../../kit/GlobalDialog/GlobalDialog';
import { OsiRemarksEditor } from '../OsiRemarksEditor/OsiRemarksEditor';
import { gdsReservation } from '../../kit/story-helpers/record-fixtures';
import { deferred } from '../RecordSections/story-play';
import { countRenders } from '../../kit/story-helpers/render-counts';
import { closeDialogBeforeStory } from '../../kit/story-helpers/global-dialog-stories';
import { dialogClosed, findConfirmation, findOpenDialog } from '../../kit/story-helpers/story-helpers';
import { confirmLeaveWorkbench } from './leave-warning';
import { loadOpenWorkbench, Workbench } from './Workbench';

/** The pending changes as the sandbox describes the edits of `gdsReservation`. */
const PENDING: readonly PendingChange[] = [
  { id: 'change-1', description: 'Primary contact Rachid Alaoui' },
  { id: 'change-2', description: '1 OSI remark(s)' },
  { id: 'change-3', description: 'MOML for Rachid' },
];

const meta = {
  title: 'Workbench/Workbench',
  component: Workbench,
  parameters: { layout: 'padded' },
  // As on a record's page, where an open workbench's parts are fetched once the workbench is drawn, long
  // before "Start editing" has opened one: a story that starts open draws them at once.
  loaders: [
    async () => {
      await loadOpenWorkbench();
    },
  ],
  args: {
    open: false,
    pending: [],
    onStart: fn<() => Promise<void>>(() => Promise.resolve()),
    onCommit: fn<() => Promise<void>>(() => Promise.resolve()),
    onIgnore: fn<() => Promise<void>>(() => Promise.resolve()),
    children: ({ disabled }) => (
      <OsiRemarksEditor
        remarks={gdsReservation.osiRemarks}
        onAdd={() => Promise.resolve()}
        onDelete={() => Promise.resolve()}
        disabled={disabled}
      />
    ),
  },
  render: (args) => (
    <Flex direction="column" p={{ initial: '3', sm: '5' }}>
      <Workbench {...args} />
      <GlobalDialog />
    </Flex>
  ),
  beforeEach: closeDialogBeforeStory,
} satisfies Meta<typeof Workbench>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a workbench is open no editor is drawn, only the way in: "Start editing" opens one. */
export const NotStarted: Story = {
  tags: ['phone-screenshot'],
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByRole('heading', { name: 'Edit OSI remarks' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Commit changes' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Start editing' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

/** Editors whose code never arrives: what the page shows while theirs is on its way. */
const NEVER = new Promise<never>(() => undefined);
function EditorsOnTheirWay(): never {
  return use(NEVER);
}

/**
 * The page's editors come in a chunk of their own: in an open workbench, until it has arrived, "Loading
 * the editors…" stands in their place, and the workbench's own calls already work.
 */
export const EditorsLoading: Story = {
  tags: ['phone-screenshot'],
  args: { open: true, children: () => <EditorsOnTheirWay /> },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Loading the editors…')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ignore changes' }));
    await expect(args.onIgnore).toHaveBeenCalledOnce();
  },
};

/** A cancelled reservation cannot be edited: the reason replaces the way in. */
export const EditingRefused: Story = {
  // The view shows the reason it is given; the words of each refusal are reservation-refusal-words.test.ts's.
  args: { availability: { allowed: false, reason: 'SFDHVT is cancelled: it can no longer be changed.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Start editing' })).toBeDisabled();
    await expect(canvas.getByText('SFDHVT is cancelled: it can no longer be changed.')).toBeVisible();
  },
};

/** An open workbench lists its pending changes with their count; committing calls back. */
export const OpenWithPendingChanges: Story = {
  tags: ['phone-screenshot'],
  args: { open: true, pending: PENDING },
  play: async ({ args, canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: '3 pending changes' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(PENDING.map((change) => change.description));
    await expect(canvas.getByRole('textbox', { name: 'Remark 1' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Commit changes' }));
    await expect(args.onCommit).toHaveBeenCalledOnce();
    await expect(args.onIgnore).not.toHaveBeenCalled();
  },
};

/** Nothing to commit yet: commit waits, and ignoring an empty workbench needs no confirmation. */
export const OpenWithNothingPending: Story = {
  args: { open: true },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText('No pending change yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Commit changes' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Ignore changes' }));
    await expect(args.onIgnore).toHaveBeenCalledOnce();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

/** Ignoring pending changes is destructive: it asks first, and only the red button ignores them. */
export const IgnoreAsksFirst: Story = {
  args: { open: true, pending: PENDING },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ignore changes' }));
    let dialog = await findConfirmation(canvasElement);
    await expect(dialog).toHaveAccessibleName('Ignore 3 pending changes?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await dialogClosed(canvasElement);
    await expect(args.onIgnore).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Ignore changes' }));
    dialog = await findConfirmation(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ignore changes' }));
    await dialogClosed(canvasElement);
    await expect(args.onIgnore).toHaveBeenCalledOnce();
  },
};

/** A refused commit shows the server's message; the pending changes stay listed. */
export const CommitFails: Story = {
  tags: ['phone-screenshot'],
  args: {
    open: true,
    pending: PENDING,
    onCommit: fn(() =>
      Promise.reject(
        new Error(
          'The balance of Atlas Voyages Casablanca is too low. Nothing in workbench WB-000001 was applied; initiate a new one.',
        ),
      ),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Commit changes' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Nothing in workbench WB-000001 was applied',
    );
    await expect(canvas.getByRole('list', { name: '3 pending changes' })).toBeVisible();
  },
};

/** While the commit runs, the editors and the other button wait. */
export const Committing: Story = {
  tags: ['phone-screenshot'],
  args: { open: true, pending: PENDING },
  play: async ({ args, canvas, userEvent }) => {
    const commit = deferred();
    args.onCommit.mockImplementation(() => commit.promise);
    await userEvent.click(canvas.getByRole('button', { name: 'Commit changes' }));
    await expect(canvas.getByRole('button', { name: 'Commit changes' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Ignore changes' })).toBeDisabled();
    await expect(canvas.getByText('Committing…')).toBeVisible();
    // The editors follow in a render of their own (`CommitLeavesBeforeTheEditorsRender`).
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Remark 1' })).toBeDisabled());
    commit.resolve();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Remark 1' })).toBeEnabled());
  },
};

/**
 * A commit's call leaves before the editors render again: the button says "Committing…" at once, and the
 * editors (on a record's page, every field and seat) are disabled in a render after the click's. Rendered
 * with the button, they held the call back by the time they took (docs/decisions/0093).
 */
export const CommitLeavesBeforeTheEditorsRender: Story = {
  tags: ['no-screenshot'],
  parameters: {
    screenshot: { skipReason: "Committing's picture: the same workbench, its commit on its way." },
  },
  args: { open: true, pending: PENDING },
  play: async ({ args, canvas, userEvent }) => {
    const commit = deferred();
    let rendersWhenSent: number | undefined;
    const renders = countRenders();
    args.onCommit.mockImplementation(async () => {
      // As on a record's page, the call leaves a few promise steps after the click (the mutation's own).
      for (let step = 0; step < 5; step += 1) await Promise.resolve();
      rendersWhenSent = renders.of('OsiRemarksEditor');
      await commit.promise;
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Commit changes' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Remark 1' })).toBeDisabled());
    await expect(rendersWhenSent).toBe(0);
    await expect(renders.of('OsiRemarksEditor')).toBeGreaterThan(0);
    commit.resolve();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Remark 1' })).toBeEnabled());
  },
};

/**
 * The workbench expired on the server (or it no longer has it): its changes are gone, the page says so,
 * closes it and offers a new one; starting again clears the report.
 */
export const Expired: Story = {
  tags: ['phone-screenshot'],
  args: {
    endedReason: 'Workbench WB-000001 has expired: its changes were discarded. Initiate a new one.',
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Workbench WB-000001 has expired');
    await expect(canvas.queryByRole('list', { name: /pending change/ })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Remark 1' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Start editing' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

const onLeaveAnswer = fn<(leave: boolean) => void>();

/** A page of the app with a link out, guarded as the router's blocker guards it. */
const leaveGuardedRender: Story['render'] = (args) => (
  <Flex direction="column" gap="3" p={{ initial: '3', sm: '5' }}>
    <Flex>
      <Button
        variant="outline"
        onClick={() => {
          void confirmLeaveWorkbench(args.pending.length).then(onLeaveAnswer);
        }}
      >
        Go to reservations
      </Button>
    </Flex>
    <Workbench {...args} />
    <GlobalDialog />
  </Flex>
);

/** Leaving within the app while changes are pending asks, and staying stays. */
export const LeaveWarning: Story = {
  args: { open: true, pending: PENDING },
  render: leaveGuardedRender,
  play: async ({ canvas, canvasElement, userEvent }) => {
    onLeaveAnswer.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to reservations' }));
    const dialog = await findOpenDialog(canvasElement);
    await expect(dialog).toHaveAccessibleName('Leave with uncommitted changes?');
    await expect(dialog).toHaveAccessibleDescription(/3 pending changes/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    await dialogClosed(canvasElement);
    await expect(onLeaveAnswer).toHaveBeenCalledOnce();
    await expect(onLeaveAnswer).toHaveBeenCalledWith(false);
  },
};

/** Choosing to leave lets the router go on. */
export const LeaveWithoutCommitting: Story = {
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: 'Ends with the dialog closed, as LeaveWarning pictures it.' } },
  args: { open: true, pending: PENDING },
  render: leaveGuardedRender,
  play: async ({ canvas, canvasElement, userEvent }) => {
    onLeaveAnswer.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to reservations' }));
    const dialog = await findOpenDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave without committing' }));
    await dialogClosed(canvasElement);
    await expect(onLeaveAnswer).toHaveBeenCalledOnce();
    await expect(onLeaveAnswer).toHaveBeenCalledWith(true);
  },
};

const sendOsi = fn<(comments: string[]) => Promise<void>>(() => Promise.resolve());
const sendOsiRemoval = fn<(remark: OsiRemark) => Promise<void>>(() => Promise.resolve());
const sendCommit = fn<() => Promise<void>>(() => Promise.resolve());

/** A page's wiring: each editor callback is sent, then listed as pending (the app's session does so). */
function EditingSessionDemo() {
  const [pending, setPending] = useState<readonly PendingChange[]>([]);
  const [open, setOpen] = useState(false);
  const session = {
    stage: async (description: string, send: () => Promise<void>) => {
      await send();
      setPending((changes) => [...changes, { id: `change-${String(changes.length + 1)}`, description }]);
    },
    clear: () => {
      setPending([]);
    },
  };
  return (
    <Flex direction="column" p={{ initial: '3', sm: '5' }}>
      <Workbench
        open={open}
        pending={pending}
        onStart={() => {
          setOpen(true);
          return Promise.resolve();
        }}
        onCommit={async () => {
          await sendCommit();
          session.clear();
          setOpen(false);
        }}
        onIgnore={() => {
          session.clear();
          setOpen(false);
          return Promise.resolve();
        }}
      >
        {({ disabled }) => (
          <OsiRemarksEditor
            remarks={gdsReservation.osiRemarks}
            disabled={disabled}
            onAdd={(comments) =>
              session.stage(`Add OSI remarks: ${comments.join(', ')}`, () => sendOsi(comments))
            }
            onDelete={(remark) =>
              session.stage(`Remove OSI remark ${remark.text}`, () => sendOsiRemoval(remark))
            }
          />
        )}
      </Workbench>
      <GlobalDialog />
    </Flex>
  );
}

/** Start, two edits staged one after the other (the list grows), then commit: the list empties. */
export const EditingSession: Story = {
  tags: ['phone-screenshot'],
  render: () => <EditingSessionDemo />,
  play: async ({ canvas, userEvent }) => {
    sendOsi.mockClear();
    sendCommit.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Start editing' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Remark 1' }), 'VIP PASSENGER');
    await userEvent.click(canvas.getByRole('button', { name: 'Add remark' }));
    await expect(sendOsi).toHaveBeenCalledOnce();
    await expect(sendOsi).toHaveBeenCalledWith(['VIP PASSENGER']);
    const one = await canvas.findByRole('list', { name: '1 pending change' });
    await expect(within(one).getByRole('listitem')).toHaveTextContent('Add OSI remarks: VIP PASSENGER');

    await userEvent.click(canvas.getByRole('button', { name: 'Remove OSI remark CTCM 212612345678' }));
    const two = await canvas.findByRole('list', { name: '2 pending changes' });
    await expect(
      within(two)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Add OSI remarks: VIP PASSENGER', 'Remove OSI remark CTCM 212612345678']);

    await userEvent.click(canvas.getByRole('button', { name: 'Commit changes' }));
    await expect(sendCommit).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('button', { name: 'Start editing' })).toBeEnabled();
    await expect(canvas.queryByRole('list', { name: /pending change/ })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Remark 1' })).toBeNull();
  },
};

/**
 * Each workbench gets fresh editors: after a commit, the next "Start editing" draws them empty, without
 * what the committed workbench had in them.
 */
export const FreshEditorsForTheNextWorkbench: Story = {
  tags: ['no-screenshot'],
  parameters: {
    screenshot: {
      skipReason: "NotStarted's and OpenWithNothingPending's pictures: closed, then open again.",
    },
  },
  render: () => <EditingSessionDemo />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start editing' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Remark 1' }), 'VIP PASSENGER');
    await userEvent.click(canvas.getByRole('button', { name: 'Add remark' }));
    await canvas.findByRole('list', { name: '1 pending change' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Remark 1' }), 'NOT SENT');
    await userEvent.click(canvas.getByRole('button', { name: 'Commit changes' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Start editing' }));
    await expect(await canvas.findByRole('textbox', { name: 'Remark 1' })).toHaveValue('');
  },
};

/**
 * The workbench in French, open with its pending changes (as the app words them in French) and an editor:
 * an empty remark is refused in French at its field, and nothing is sent.
 */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  args: {
    open: true,
    pending: [
      { id: 'change-1', description: 'Contact principal Rachid Alaoui' },
      { id: 'change-2', description: 'Repas MOML' },
    ],
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Modifications' })).toBeVisible();
    await expect(canvas.getByText('Ouvert')).toBeVisible();
    await expect(canvas.getByRole('list', { name: '2 modifications en attente' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Valider les modifications' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Ignorer les modifications' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { name: 'Modifier les remarques OSI' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter la remarque' }));
    await expect(canvas.getByRole('textbox', { name: 'Remarque 1' })).toHaveAccessibleDescription(
      'Saisissez la remarque',
    );
    await expect(args.onCommit).not.toHaveBeenCalled();
  },
};
