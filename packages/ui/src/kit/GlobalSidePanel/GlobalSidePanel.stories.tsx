import { DIALOG_WIDTH_PX, FULL_DIALOG_INSET_PX, type DialogSize } from '../ui-scales';
import { Button, DataList, Flex } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { GlobalSidePanel } from './GlobalSidePanel';
import { closeSidePanel, openSidePanel, useSidePanelStore, type SidePanelOptions } from './side-panel-store';
import { closeSidePanelBeforeStory, expectNoSidePanel } from '../story-helpers/side-panel-stories';
import { atViewport, findOpenDialog, phone, windowOf } from '../story-helpers/story-helpers';
import { OverlayDemoPage } from '../story-helpers/overlay-demo';

function FareRules() {
  return (
    <Flex direction="column" gap="4">
      <DataList.Root>
        <DataList.Item>
          <DataList.Label>Fare basis</DataList.Label>
          <DataList.Value>YLOWMA</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Changes</DataList.Label>
          <DataList.Value>Allowed before departure, 300,00 MAD</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Refund</DataList.Label>
          <DataList.Value>Not allowed</DataList.Value>
        </DataList.Item>
      </DataList.Root>
      <Flex justify="end">
        <Button variant="soft" onClick={closeSidePanel}>
          Done
        </Button>
      </Flex>
    </Flex>
  );
}

const fareRules = {
  title: 'Fare rules',
  description: 'CMN → CDG, 07/03/2025, Economy',
  view: <FareRules />,
} satisfies SidePanelOptions;

/** A page with a button that opens the global side panel, as any screen of the app would. */
function SidePanelDemo({ options }: { options: SidePanelOptions }) {
  return (
    <OverlayDemoPage note="The side panel opens over whatever screen is shown.">
      <Button onClick={() => openSidePanel(options)}>Open side panel</Button>
      <GlobalSidePanel />
    </OverlayDemoPage>
  );
}

const meta = {
  title: 'Overlays/GlobalSidePanel',
  component: GlobalSidePanel,
  parameters: { layout: 'padded' },
  render: () => <SidePanelDemo options={fareRules} />,
  beforeEach: closeSidePanelBeforeStory,
} satisfies Meta<typeof GlobalSidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Widths either side of the 768 px threshold, besides the three preset viewports. */
const extraViewports = {
  viewport: {
    options: {
      laptop: { name: 'Laptop 1024', styles: { width: '1024px', height: '768px' }, type: 'desktop' },
      narrowTablet: { name: 'Tablet 767', styles: { width: '767px', height: '1024px' }, type: 'tablet' },
    },
  },
};
async function openFromButton({
  canvas,
  canvasElement,
  userEvent,
}: Parameters<NonNullable<Story['play']>>[0]) {
  await userEvent.click(canvas.getByRole('button', { name: 'Open side panel' }));
  return findOpenDialog(canvasElement);
}

/** A sheet: pinned to the right edge, as tall as the screen, as wide as its size. */
const playSheet: Story['play'] = async (context) => {
  const panel = await openFromButton(context);
  const view = windowOf(context.canvasElement);
  await expect(panel).toHaveAttribute('data-variant', 'sheet');
  await expect(panel).toHaveAttribute('data-side', 'right');
  await expect(panel).toHaveAccessibleName('Fare rules');
  await expect(within(panel).getByRole('button', { name: 'Close' })).toBeVisible();
  const rect = panel.getBoundingClientRect();
  await expect(rect.right).toBe(view.innerWidth);
  await expect(rect.top).toBe(0);
  await expect(rect.height).toBe(view.innerHeight);
  await expect(rect.width).toBe(Math.min(DIALOG_WIDTH_PX.md, view.innerWidth));
};

/** A drawer: pinned to the bottom edge, as wide as the screen allows. */
const playDrawer: Story['play'] = async (context) => {
  const panel = await openFromButton(context);
  const view = windowOf(context.canvasElement);
  await expect(panel).toHaveAttribute('data-variant', 'drawer');
  await expect(panel).toHaveAttribute('data-side', 'bottom');
  await expect(within(panel).getByRole('button', { name: 'Close' })).toBeVisible();
  const rect = panel.getBoundingClientRect();
  await expect(rect.bottom).toBe(view.innerHeight);
  await expect(rect.width).toBe(Math.min(DIALOG_WIDTH_PX.md, view.innerWidth));
  await expect(rect.height).toBeLessThan(view.innerHeight);
};

export const SheetOnDesktop: Story = { play: playSheet };

export const SheetAt1024: Story = {
  parameters: extraViewports,
  globals: atViewport('laptop'),
  play: playSheet,
};

export const SheetAt768: Story = {
  globals: atViewport('tablet'),
  play: playSheet,
};

export const DrawerAt767: Story = {
  parameters: extraViewports,
  globals: atViewport('narrowTablet'),
  play: playDrawer,
};

export const DrawerOnPhone: Story = {
  globals: phone,
  play: playDrawer,
};

export const SheetFromTheLeft: Story = {
  render: () => <SidePanelDemo options={{ ...fareRules, side: 'left' }} />,
  play: async (context) => {
    const panel = await openFromButton(context);
    await expect(panel).toHaveAttribute('data-side', 'left');
    await expect(panel.getBoundingClientRect().left).toBe(0);
  },
};

export const LeftSideIsADrawerOnPhone: Story = {
  ...SheetFromTheLeft,
  tags: ['no-screenshot'],
  parameters: {
    screenshot: { skipReason: 'At 375 px either side is the bottom drawer DrawerOnPhone pictures.' },
  },
  globals: phone,
  play: async (context) => {
    const panel = await openFromButton(context);
    await expect(panel).toHaveAttribute('data-variant', 'drawer');
    await expect(panel).toHaveAttribute('data-side', 'bottom');
  },
};

/** Every size of the scale, opened in turn over the same panel (opening while open merges). */
export const Sizes: Story = {
  render: () => <GlobalSidePanel />,
  play: async ({ canvasElement }) => {
    const view = windowOf(canvasElement);
    const expected: [DialogSize, number][] = [
      ['sm', DIALOG_WIDTH_PX.sm],
      ['md', DIALOG_WIDTH_PX.md],
      ['lg', DIALOG_WIDTH_PX.lg],
      ['xl', DIALOG_WIDTH_PX.xl],
      ['full', view.innerWidth - FULL_DIALOG_INSET_PX],
      ['custom', 720],
    ];
    for (const [size, width] of expected) {
      openSidePanel({ ...fareRules, size, customSize: 720 });
      const panel = await findOpenDialog(canvasElement);
      await waitFor(() => expect(panel).toHaveAttribute('data-size', size));
      await expect(panel.getBoundingClientRect().width).toBe(width);
    }
  },
};

export const FullOnPhone: Story = {
  render: () => <SidePanelDemo options={{ ...fareRules, size: 'full' }} />,
  globals: phone,
  play: async (context) => {
    const panel = await openFromButton(context);
    const view = windowOf(context.canvasElement);
    const rect = panel.getBoundingClientRect();
    await expect(rect.height).toBe(view.innerHeight - FULL_DIALOG_INSET_PX);
    await expect(rect.width).toBe(view.innerWidth - FULL_DIALOG_INSET_PX);
  },
};

export const ClosesOnEscape: Story = {
  play: async (context) => {
    await openFromButton(context);
    await context.userEvent.keyboard('{Escape}');
    await expectNoSidePanel(context.canvasElement);
    await expect(useSidePanelStore.getState()).toMatchObject({ isOpen: false, view: null });
    await waitFor(() =>
      expect(context.canvas.getByRole('button', { name: 'Open side panel' })).toHaveFocus(),
    );
  },
};

export const ClosesOnOutsideClick: Story = {
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: 'Ends with the panel closed, as ClosesOnEscape pictures it.' } },
  play: async (context) => {
    await openFromButton(context);
    const overlay = context.canvasElement.ownerDocument.querySelector(
      '[data-slot="global-side-panel-overlay"]',
    );
    await expect(overlay).not.toBeNull();
    await context.userEvent.click(overlay as HTMLElement);
    await expectNoSidePanel(context.canvasElement);
  },
};

export const ClosesWithItsCloseButtonOnPhone: Story = {
  globals: phone,
  play: async (context) => {
    const panel = await openFromButton(context);
    await context.userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await expectNoSidePanel(context.canvasElement);
    await waitFor(() =>
      expect(context.canvas.getByRole('button', { name: 'Open side panel' })).toHaveFocus(),
    );
  },
};

export const TrapsFocus: Story = {
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: 'Ends with the sheet open, as SheetOnDesktop pictures it.' } },
  play: async (context) => {
    const panel = await openFromButton(context);
    const document = context.canvasElement.ownerDocument;
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    for (let step = 0; step < 4; step += 1) {
      await context.userEvent.tab();
      await expect(panel).toContainElement(document.activeElement as HTMLElement);
    }
  },
};

const nonClosable = { ...fareRules, title: 'Repricing', closable: false } satisfies SidePanelOptions;

const playNonClosable: Story['play'] = async (context) => {
  const panel = await openFromButton(context);
  await expect(within(panel).queryByRole('button', { name: 'Close' })).toBeNull();
  await context.userEvent.keyboard('{Escape}');
  const overlay = context.canvasElement.ownerDocument.querySelector(
    '[data-slot="global-side-panel-overlay"]',
  );
  await context.userEvent.click(overlay as HTMLElement);
  await new Promise((resolve) => setTimeout(resolve, 300));
  await expect(panel).toBeVisible();
  await expect(useSidePanelStore.getState().isOpen).toBe(true);
};

export const NonClosable: Story = {
  render: () => <SidePanelDemo options={nonClosable} />,
  play: playNonClosable,
};

export const NonClosableOnPhone: Story = {
  ...NonClosable,
  globals: phone,
};

const seenByOnClose: { isOpen: boolean; hadView: boolean }[] = [];
const recordStateOnClose = fn(() => {
  const { isOpen, view } = useSidePanelStore.getState();
  seenByOnClose.push({ isOpen, hadView: view !== null });
});

export const OnCloseRunsBeforeTheViewClears: Story = {
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: 'Ends with the panel closed, as ClosesOnEscape pictures it.' } },
  render: () => <SidePanelDemo options={{ ...fareRules, onClose: recordStateOnClose }} />,
  play: async (context) => {
    seenByOnClose.length = 0;
    recordStateOnClose.mockClear();
    const panel = await openFromButton(context);
    await context.userEvent.click(within(panel).getByRole('button', { name: 'Done' }));
    await expectNoSidePanel(context.canvasElement);
    await expect(recordStateOnClose).toHaveBeenCalledOnce();
    await expect(seenByOnClose).toEqual([{ isOpen: true, hadView: true }]);
    await expect(useSidePanelStore.getState()).toMatchObject({ isOpen: false, view: null, side: 'right' });
  },
};
