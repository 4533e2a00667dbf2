import { TOOLTIP } from '../ui-scales';
import { Flex, IconButton, Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CloseIcon } from '../icons/icons';
import { animationsSettled, phone } from '../story-helpers/story-helpers';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Feedback/Tooltip',
  component: Tooltip,
  parameters: { layout: 'padded' },
  args: {
    content: 'Void ticket 147-2345678901',
    children: (
      <IconButton variant="soft" color="gray" aria-label="Void ticket">
        <CloseIcon />
      </IconButton>
    ),
  },
  decorators: [
    (Story) => (
      <Flex direction="column" align="center" justify="center" gap="3" p="9">
        <Story />
        <Text size="2" color="gray">
          Point at the button.
        </Text>
      </Flex>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findTooltipContent(canvasElement: HTMLElement) {
  await within(canvasElement.ownerDocument.body).findByRole('tooltip', {}, { interval: 5 });
  await animationsSettled(canvasElement);
  const content = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-slot="tooltip"]');
  if (content === null) throw new Error('no tooltip content');
  return content;
}

/** Opens after the SPEC §9 delay (measured), 10 px away plus the arrow, with the arrow shown. */
export const OpensAfterItsDelay: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Void ticket' });
    const body = canvasElement.ownerDocument.body;
    // Timed by the page's own events, not by the test's steps: on a busy machine the hover itself can
    // outlast the delay. From the pointer's arrival on the trigger to the tooltip in the page.
    let enteredAt: number | undefined;
    let openedAt: number | undefined;
    trigger.addEventListener('pointerenter', () => (enteredAt ??= performance.now()), { once: true });
    const opened = new MutationObserver(() => {
      if (body.querySelector('[role="tooltip"]') !== null) openedAt ??= performance.now();
    });
    opened.observe(body, { childList: true, subtree: true });
    await userEvent.hover(trigger);
    await within(body).findByRole('tooltip');
    opened.disconnect();
    await expect(enteredAt).toBeDefined();
    await expect((openedAt ?? 0) - (enteredAt ?? 0)).toBeGreaterThanOrEqual(TOOLTIP.openDelayMs);
    const content = await findTooltipContent(canvasElement);
    await expect(content).toHaveTextContent('Void ticket 147-2345678901');
    await expect(content).toHaveAttribute('data-arrow', 'true');
    const arrow = content.querySelector('svg');
    await expect(arrow).toBeVisible();
    // Radix puts the arrow inside the offset: trigger to tooltip is the side offset plus the arrow.
    const gap = trigger.getBoundingClientRect().top - content.getBoundingClientRect().bottom;
    const arrowHeight = arrow?.getBoundingClientRect().height ?? 0;
    await expect(Math.round(gap)).toBe(TOOLTIP.sideOffset + Math.round(arrowHeight));
  },
};

export const WithoutArrow: Story = {
  args: { showArrow: false },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Void ticket' });
    await userEvent.hover(trigger);
    const content = await findTooltipContent(canvasElement);
    await expect(content).toHaveAttribute('data-arrow', 'false');
    await expect(content.querySelector('svg')).not.toBeVisible();
    const gap = trigger.getBoundingClientRect().top - content.getBoundingClientRect().bottom;
    await expect(Math.round(gap)).toBe(TOOLTIP.sideOffset);
  },
};

export const OpensOnKeyboardFocus: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Void ticket' })).toHaveFocus();
    await findTooltipContent(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).toBeNull());
  },
};

export const OnPhone: Story = {
  globals: phone,
  args: { side: 'bottom' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Void ticket' });
    await userEvent.hover(trigger);
    const content = await findTooltipContent(canvasElement);
    const view = canvasElement.ownerDocument.defaultView ?? window;
    await expect(content.getBoundingClientRect().right).toBeLessThanOrEqual(view.innerWidth);
    await expect(content.getBoundingClientRect().top).toBeGreaterThan(trigger.getBoundingClientRect().bottom);
  },
};
