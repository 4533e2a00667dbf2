import { DIALOG_WIDTH_PX, FULL_DIALOG_INSET_PX } from '../ui-scales';
import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { closeDialog, openDialog, useDialogStore, type DialogOptions } from './dialog-store';
import { GlobalDialog } from './GlobalDialog';
import { closeDialogBeforeStory } from '../story-helpers/global-dialog-stories';
import { atViewport, dialogClosed, findOpenDialog, phone, windowOf } from '../story-helpers/story-helpers';
import { OverlayDemoPage } from '../story-helpers/overlay-demo';

function CancelReservationForm() {
  return (
    <Flex direction="column" gap="3">
      <Text as="p" size="2">
        Reservation ABC123 (Casablanca → Paris, 07/03/2025) will be cancelled with the airline.
      </Text>
      <label>
        <Text as="div" size="2" weight="medium" mb="1">
          Reason
        </Text>
        <TextField.Root placeholder="Customer request" />
      </label>
      <Flex gap="3" justify="end" wrap="wrap">
        <Button variant="soft" color="gray" onClick={closeDialog}>
          Keep reservation
        </Button>
        <Button color="red" variant="soft" onClick={closeDialog}>
          Cancel reservation
        </Button>
      </Flex>
    </Flex>
  );
}

const cancelReservation = {
  title: 'Cancel reservation',
  description: 'This cannot be undone.',
  view: <CancelReservationForm />,
} satisfies DialogOptions;

/** A page with a button that opens the global dialog, as any screen of the app would. */
function DialogDemo({ options }: { options: DialogOptions }) {
  return (
    <OverlayDemoPage note="The dialog opens over whatever screen is shown.">
      <Button onClick={() => openDialog(options)}>Open dialog</Button>
      <GlobalDialog />
    </OverlayDemoPage>
  );
}

const meta = {
  title: 'Overlays/GlobalDialog',
  component: GlobalDialog,
  parameters: { layout: 'padded' },
  render: () => <DialogDemo options={cancelReservation} />,
  beforeEach: closeDialogBeforeStory,
} satisfies Meta<typeof GlobalDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog's width once its opening animation has finished. */
async function expectWidth(dialog: HTMLElement, width: number) {
  await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(width));
}

export const Closable: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await findOpenDialog(canvasElement);
    await expect(dialog).toHaveAccessibleName('Cancel reservation');
    await expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(dialog).toHaveAttribute('data-size', 'md');
    await expectWidth(dialog, DIALOG_WIDTH_PX.md);
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    await findOpenDialog(canvasElement);
    await userEvent.keyboard('{Escape}');
    await dialogClosed(canvasElement);
    await expect(useDialogStore.getState()).toMatchObject({ isOpen: false, view: null });
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const ClosesOnOutsideClick: Story = {
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: 'Ends with the dialog closed, as ClosesOnEscape pictures it.' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await findOpenDialog(canvasElement);
    // The dialog's parent is the dimmed area around it.
    await userEvent.click(dialog.parentElement ?? canvasElement);
    await dialogClosed(canvasElement);
    await expect(useDialogStore.getState().isOpen).toBe(false);
  },
};

export const ClosesWithItsCloseButton: Story = {
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: 'Ends with the dialog closed, as ClosesOnEscape pictures it.' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await findOpenDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await dialogClosed(canvasElement);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

function TicketingProgress() {
  return (
    <Flex direction="column" gap="3">
      <Text as="p" size="2">
        Reservation ABC123 is being ticketed with the airline. The dialog closes when it answers.
      </Text>
      <Flex justify="end">
        <Button variant="soft" onClick={closeDialog}>
          Continue in the background
        </Button>
      </Flex>
    </Flex>
  );
}

const nonClosable = {
  view: <TicketingProgress />,
  title: 'Ticketing in progress',
  description: 'Stay on this page until the airline answers.',
  closable: false,
} satisfies DialogOptions;

export const NonClosable: Story = {
  tags: ['phone-screenshot'],
  render: () => <DialogDemo options={nonClosable} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await findOpenDialog(canvasElement);
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.parentElement ?? canvasElement);
    // Give a dismissal the time it would need to happen.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(dialog).toBeVisible();
    await expect(useDialogStore.getState().isOpen).toBe(true);
    await expect(dialog).toHaveAttribute('data-closable', 'false');
  },
};

export const NonClosableClosesFromItsView: Story = {
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: 'Ends with the dialog closed, as ClosesOnEscape pictures it.' } },
  render: () => <DialogDemo options={nonClosable} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await findOpenDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue in the background' }));
    await dialogClosed(canvasElement);
  },
};

export const TrapsAndReturnsFocus: Story = {
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: 'Ends with the dialog closed, as ClosesOnEscape pictures it.' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await findOpenDialog(canvasElement);
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    // Close, Reason, Keep reservation, Cancel reservation: twice round, and focus never leaves.
    for (let step = 0; step < 8; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep reservation' }));
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

const seenByOnClose: { isOpen?: boolean; hadView?: boolean }[] = [];
const recordStateOnClose = fn(() => {
  const { isOpen, view } = useDialogStore.getState();
  seenByOnClose.push({ isOpen, hadView: view !== null });
});

export const OnCloseRunsBeforeTheViewClears: Story = {
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: 'Ends with the dialog closed, as ClosesOnEscape pictures it.' } },
  render: () => <DialogDemo options={{ ...cancelReservation, onClose: recordStateOnClose }} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    seenByOnClose.length = 0;
    recordStateOnClose.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    await findOpenDialog(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(recordStateOnClose).toHaveBeenCalledOnce());
    await expect(seenByOnClose).toEqual([{ isOpen: true, hadView: true }]);
    await expect(useDialogStore.getState()).toMatchObject({ isOpen: false, view: null });
    await dialogClosed(canvasElement);
    // Closing again (already closed) does not run onClose a second time.
    closeDialog();
    await expect(recordStateOnClose).toHaveBeenCalledOnce();
  },
};

export const OpenedFromAnywhere: Story = {
  tags: ['no-screenshot'],
  parameters: {
    screenshot: {
      skipReason: "Ends with the dialog closed: an empty page, as NavigationProgressBar's Idle pictures it.",
    },
  },
  render: () => <GlobalDialog />,
  play: async ({ canvasElement }) => {
    openDialog({ title: 'Session expired', view: <Text as="p">Sign in again to continue.</Text> });
    const dialog = await findOpenDialog(canvasElement);
    await expect(dialog).toHaveAccessibleName('Session expired');
    // Opening again while open merges the new options into what is shown.
    openDialog({ title: 'Session expired', view: <Text as="p">Sign in again.</Text>, size: 'sm' });
    await expect(await findOpenDialog(canvasElement)).toHaveAttribute('data-size', 'sm');
    await expect(useDialogStore.getState().closable).toBe(true);
    closeDialog();
    await dialogClosed(canvasElement);
  },
};

function sizeStory(size: 'sm' | 'md' | 'lg' | 'xl'): Story {
  return {
    render: () => <DialogDemo options={{ ...cancelReservation, size }} />,
    play: async ({ canvas, canvasElement, userEvent }) => {
      await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
      const dialog = await findOpenDialog(canvasElement);
      await expect(dialog).toHaveAttribute('data-size', size);
      await expectWidth(dialog, DIALOG_WIDTH_PX[size]);
    },
  };
}

export const SizeSm = sizeStory('sm');
export const SizeMd: Story = {
  ...sizeStory('md'),
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: 'md is the default size: Closable pictures it.' } },
};
export const SizeLg = sizeStory('lg');

/** 1280 px wide needs a screen wider than 1280 px (the dialog keeps a margin): shown at 1440. */
export const SizeXl: Story = {
  ...sizeStory('xl'),
  parameters: {
    viewport: {
      options: {
        wide: { name: 'Wide 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
  },
  globals: atViewport('wide'),
};

export const SizeFull: Story = {
  tags: ['phone-screenshot'],
  render: () => <DialogDemo options={{ ...cancelReservation, size: 'full' }} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await findOpenDialog(canvasElement);
    const view = windowOf(canvasElement);
    await expectWidth(dialog, view.innerWidth - FULL_DIALOG_INSET_PX);
    const rect = dialog.getBoundingClientRect();
    await expect(rect.height).toBe(view.innerHeight - FULL_DIALOG_INSET_PX);
    await expect(rect.left).toBe(FULL_DIALOG_INSET_PX / 2);
    await expect(rect.top).toBe(FULL_DIALOG_INSET_PX / 2);
  },
};

export const SizeCustom: Story = {
  render: () => <DialogDemo options={{ ...cancelReservation, size: 'custom', customSize: 720 }} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await findOpenDialog(canvasElement);
    await expectWidth(dialog, 720);
  },
};

/** On a phone every size but `full` is as wide as the screen allows. */
export const PhoneClosable: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await findOpenDialog(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    const view = windowOf(canvasElement);
    await waitFor(() => expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(view.innerWidth));
    await expect(dialog.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
  },
};
