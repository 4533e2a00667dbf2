import { ROUTING } from '@comptoir/flight-domain';
import { Button, Flex, Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { NavigationProgressBar } from './NavigationProgressBar';
import { timerFiredAfter } from '../story-helpers/story-helpers';

const meta = {
  title: 'Feedback/NavigationProgressBar',
  component: NavigationProgressBar,
  parameters: { layout: 'padded' },
  args: { isPending: false },
} satisfies Meta<typeof NavigationProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page whose buttons start and finish a navigation, as the router's pending state would. */
function NavigationDemo() {
  const [isPending, setPending] = useState(false);
  return (
    <Flex direction="column" gap="3" p="5" align="start">
      <NavigationProgressBar isPending={isPending} />
      <Text as="p" size="2" color="gray">
        Navigation {isPending ? 'pending' : 'idle'}
      </Text>
      <Flex gap="3">
        <Button onClick={() => setPending(true)}>Start navigation</Button>
        <Button variant="soft" onClick={() => setPending(false)}>
          Finish navigation
        </Button>
      </Flex>
    </Flex>
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * Timers fire a little late, never early. A measure is bounded by a reference timer set beside the bar's
 * (`timerFiredAfter`), plus this: the bar's render after its timer, and a wait's slack.
 */
const SLACK_MS = 300;

/** Resolves with the ms from `start` until the bar is in (`present`) or out of the document. */
function barChangeAfter(canvasElement: HTMLElement, start: number, present: boolean, timeoutMs = 3_000) {
  const document = canvasElement.ownerDocument;
  const isPresent = () => document.querySelector('[data-slot="navigation-progress-bar"]') !== null;
  return new Promise<number>((resolve, reject) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(performance.now() - start);
    };
    const observer = new MutationObserver(() => {
      if (isPresent() === present) done();
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`the bar did not ${present ? 'appear' : 'go'} within ${String(timeoutMs)} ms`));
    }, timeoutMs);
    observer.observe(document.body, { childList: true, subtree: true });
    if (isPresent() === present) done();
  });
}

/** Not pending: no bar. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await sleep(ROUTING.pendingMs + SLACK_MS);
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

/** Pending for long enough: the bar across the top, labelled for assistive technology. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole('progressbar', {}, { timeout: ROUTING.pendingMs + 1_000 });
    await expect(bar).toHaveAccessibleName('Loading page');
    await expect(bar).toHaveAttribute('data-state', 'indeterminate');
    const rect = bar.getBoundingClientRect();
    await expect(rect.top).toBe(0);
    await expect(rect.left).toBe(0);
    await expect(rect.width).toBe((bar.ownerDocument.defaultView ?? window).innerWidth);
  },
};

/** Measured: the bar appears `ROUTING.pendingMs` after the navigation starts, not before. */
export const AppearsAfterPendingMs: Story = {
  render: () => <NavigationDemo />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start navigation' }));
    const start = performance.now();
    const reference = timerFiredAfter(ROUTING.pendingMs, start);
    const appearedAfter = await barChangeAfter(canvasElement, start, true);
    await expect(appearedAfter).toBeGreaterThanOrEqual(ROUTING.pendingMs - 20);
    await expect(appearedAfter).toBeLessThan((await reference) + SLACK_MS);
    await expect(canvas.getByRole('progressbar')).toBeVisible();
  },
};

/** Measured: a navigation that ends right after the bar shows still keeps it `ROUTING.pendingMinMs`. */
export const StaysAtLeastPendingMinMs: Story = {
  tags: ['no-screenshot'],
  parameters: {
    screenshot: { skipReason: 'Ends with the bar gone, as QuickNavigationShowsNothing pictures it.' },
  },
  render: () => <NavigationDemo />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start navigation' }));
    await barChangeAfter(canvasElement, performance.now(), true);
    const shown = performance.now();
    const reference = timerFiredAfter(ROUTING.pendingMinMs, shown);
    await userEvent.click(canvas.getByRole('button', { name: 'Finish navigation' }));
    const goneAfter = await barChangeAfter(canvasElement, shown, false);
    await expect(goneAfter).toBeGreaterThanOrEqual(ROUTING.pendingMinMs - 20);
    await expect(goneAfter).toBeLessThan((await reference) + SLACK_MS);
  },
};

/** A navigation shorter than `ROUTING.pendingMs` never shows the bar. */
export const QuickNavigationShowsNothing: Story = {
  render: () => <NavigationDemo />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const appeared = barChangeAfter(canvasElement, performance.now(), true, ROUTING.pendingMs * 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Start navigation' }));
    await sleep(ROUTING.pendingMs / 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Finish navigation' }));
    await expect(appeared).rejects.toThrow('did not appear');
    await expect(canvas.getByText('Navigation idle')).toBeVisible();
  },
};

/** A long navigation keeps the bar while pending, and it goes as soon as the minimum has passed. */
export const StaysWhilePending: Story = {
  tags: ['no-screenshot'],
  parameters: {
    screenshot: { skipReason: 'Ends with the bar gone, as QuickNavigationShowsNothing pictures it.' },
  },
  render: () => <NavigationDemo />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start navigation' }));
    await barChangeAfter(canvasElement, performance.now(), true);
    await sleep(ROUTING.pendingMinMs + 300);
    await expect(canvas.getByRole('progressbar')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Finish navigation' }));
    const finished = performance.now();
    const reference = timerFiredAfter(0, finished);
    const goneAfter = await barChangeAfter(canvasElement, finished, false);
    await expect(goneAfter).toBeLessThan((await reference) + SLACK_MS);
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
  },
};
