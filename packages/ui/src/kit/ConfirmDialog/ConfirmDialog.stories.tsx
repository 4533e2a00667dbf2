import { Button } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { useDialogStore } from '../GlobalDialog/dialog-store';
import { GlobalDialog } from '../GlobalDialog/GlobalDialog';
import { closeDialogBeforeStory } from '../story-helpers/global-dialog-stories';
import { dialogClosed, findConfirmation, holdAnimations, phone } from '../story-helpers/story-helpers';
import { confirmAction, type ConfirmActionOptions } from './ConfirmDialog';
import { OverlayDemoPage } from '../story-helpers/overlay-demo';

interface ConfirmActionDemoProps extends ConfirmActionOptions {
  /** The page button that asks for confirmation. */
  trigger: string;
}

/** A screen with a destructive button that asks first, as the reservation and ticket views do. */
function ConfirmActionDemo({ trigger, ...options }: ConfirmActionDemoProps) {
  return (
    <OverlayDemoPage note="Reservation ABC123 · Casablanca → Paris · 07/03/2025">
      <Button color="red" variant="soft" onClick={() => confirmAction(options)}>
        {trigger}
      </Button>
      <GlobalDialog />
    </OverlayDemoPage>
  );
}

const cancelReservation = fn<() => Promise<void>>(() => Promise.resolve());

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmActionDemo,
  parameters: { layout: 'padded' },
  args: {
    trigger: 'Cancel reservation',
    title: 'Cancel reservation ABC123?',
    description: 'The reservation will be cancelled with the airline. This cannot be undone.',
    confirmLabel: 'Cancel reservation',
    cancelLabel: 'Keep reservation',
    onConfirm: cancelReservation,
  },
  beforeEach: closeDialogBeforeStory,
} satisfies Meta<typeof ConfirmActionDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the confirmation from the page and returns the dialog once its animation has finished. */
async function openConfirmation(canvasElement: HTMLElement, trigger: string) {
  const canvas = within(canvasElement);
  canvas.getByRole('button', { name: trigger }).click();
  return findConfirmation(canvasElement);
}

/** The question as it is asked: title, consequence, a way back and a red button naming the action. */
export const CancelReservation: Story = {
  tags: ['phone-screenshot'],
  play: async ({ args, canvasElement }) => {
    const dialog = await openConfirmation(canvasElement, args.trigger);
    await expect(dialog).toHaveAccessibleName('Cancel reservation ABC123?');
    await expect(dialog).toHaveAccessibleDescription(args.description);
    await expect(dialog).toHaveAttribute('data-size', 'sm');
    await expect(within(dialog).getByRole('button', { name: 'Keep reservation' })).toBeEnabled();
    const confirm = within(dialog).getByRole('button', { name: 'Cancel reservation' });
    await expect(confirm).toHaveAttribute('data-accent-color', 'red');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Confirming runs the action exactly once and closes the dialog when it succeeds. */
export const CancelReservationConfirmed: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    cancelReservation.mockClear();
    const dialog = await openConfirmation(canvasElement, args.trigger);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    await dialogClosed(canvasElement);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Cancel, Escape, the close button and a click outside all back out: the action never runs. */
export const NothingRunsOnCancelOrEscape: Story = {
  tags: ['no-screenshot'],
  parameters: {
    screenshot: { skipReason: 'Ends with the dialog closed, as CancelReservationConfirmed pictures it.' },
  },
  play: async ({ args, canvasElement, userEvent }) => {
    cancelReservation.mockClear();
    let dialog = await openConfirmation(canvasElement, args.trigger);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep reservation' }));
    await dialogClosed(canvasElement);

    await openConfirmation(canvasElement, args.trigger);
    await userEvent.keyboard('{Escape}');
    await dialogClosed(canvasElement);

    dialog = await openConfirmation(canvasElement, args.trigger);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await dialogClosed(canvasElement);

    dialog = await openConfirmation(canvasElement, args.trigger);
    await userEvent.click(dialog.parentElement ?? canvasElement);
    await dialogClosed(canvasElement);

    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

let finishVoiding: (() => void) | undefined;
const voidTicket = fn<() => Promise<void>>(
  () =>
    new Promise<void>((resolve) => {
      finishVoiding = resolve;
    }),
);

const voidTicketArgs = {
  trigger: 'Void ticket',
  title: 'Void ticket 147-2345678901?',
  description: 'The ticket will be voided with the airline and can no longer be used.',
  confirmLabel: 'Void ticket',
  cancelLabel: undefined,
  onConfirm: voidTicket,
} satisfies ConfirmActionDemoProps;

/**
 * While the airline answers the confirm button is busy: clicking it again, Cancel and Escape do
 * nothing, and the dialog closes once the action has succeeded.
 */
export const VoidTicketPending: Story = {
  args: voidTicketArgs,
  play: async ({ args, canvasElement, userEvent }) => {
    voidTicket.mockClear();
    const dialog = await openConfirmation(canvasElement, args.trigger);
    // No cancelLabel given: the way back reads "Cancel".
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Void ticket' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await expect(confirm).toBeDisabled();
    await expect(cancel).toBeDisabled();
    // A second click (dispatched directly: a disabled button ignores the pointer) must not run it again.
    confirm.click();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(voidTicket).toHaveBeenCalledOnce();
    finishVoiding?.();
    await dialogClosed(canvasElement);
    await expect(voidTicket).toHaveBeenCalledOnce();
  },
};

/** The pending state as the agent sees it. */
export const VoidTicketPendingOnPhone: Story = {
  args: voidTicketArgs,
  globals: phone,
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await openConfirmation(canvasElement, args.trigger);
    const confirm = within(dialog).getByRole('button', { name: 'Void ticket' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    holdAnimations(canvasElement);
  },
};

let ignoreAttempts = 0;
const ignoreWorkbench = fn<() => Promise<void>>(() => {
  ignoreAttempts += 1;
  return ignoreAttempts === 1
    ? Promise.reject(new Error('Workbench 7f3a2c is locked by another agent.'))
    : Promise.resolve();
});

const ignoreWorkbenchArgs = {
  trigger: 'Ignore changes',
  title: 'Ignore 3 pending changes?',
  description: 'The workbench is closed and the reservation stays as it was before you started editing.',
  confirmLabel: 'Ignore changes',
  cancelLabel: 'Keep editing',
  onConfirm: ignoreWorkbench,
} satisfies ConfirmActionDemoProps;

/** A failure keeps the dialog open with the server's message; confirming again retries. */
export const IgnoreWorkbenchFailsThenRetries: Story = {
  args: ignoreWorkbenchArgs,
  play: async ({ args, canvasElement, userEvent }) => {
    ignoreAttempts = 0;
    ignoreWorkbench.mockClear();
    const dialog = await openConfirmation(canvasElement, args.trigger);
    const confirm = within(dialog).getByRole('button', { name: 'Ignore changes' });
    await userEvent.click(confirm);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Workbench 7f3a2c is locked by another agent.',
    );
    await expect(confirm).toBeEnabled();
    await expect(dialog).toBeVisible();
    await userEvent.click(confirm);
    await dialogClosed(canvasElement);
    await expect(ignoreWorkbench).toHaveBeenCalledTimes(2);
  },
};

/** The failure as it stays on screen. */
export const IgnoreWorkbenchFailed: Story = {
  tags: ['phone-screenshot'],
  args: ignoreWorkbenchArgs,
  play: async ({ args, canvasElement, userEvent }) => {
    ignoreAttempts = 0;
    const dialog = await openConfirmation(canvasElement, args.trigger);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ignore changes' }));
    await within(dialog).findByRole('alert');
    // After a failure the dialog can be dismissed again.
    await expect(useDialogStore.getState().closable).toBe(true);
  },
};
