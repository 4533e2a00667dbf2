import { Flex, Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AfterContent } from './after-content';
import { holdIdleWork, IDLE_WORK_DEADLINE_MS, releaseIdleWork } from './idle-work';

/** What the shell mounts once the page is up: a stand-in for its queues badge or organizations observer. */
function Page() {
  return (
    <Flex direction="column" gap="2" p="5">
      <Text size="2">The page's content</Text>
      <AfterContent>
        <Text size="2" color="gray">
          Drawn in the idle moment after it
        </Text>
      </AfterContent>
    </Flex>
  );
}

const meta = {
  title: 'Foundations/AfterContent',
  component: Page,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The next idle moment, as the browser gives it, or a second at most: on a busy host (the test run's other
 * projects beside it) the browser may find no idle time for longer.
 */
const idleMoment = () =>
  new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 }));

/** How long a story waits for the idle moment's children: its deadline, and time for a busy host to draw them. */
const idleWait = { timeout: IDLE_WORK_DEADLINE_MS + 3000 };

/** Nothing holds the idle work (a story, a test): its children come in the first idle moment. */
export const InTheFirstIdleMoment: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("The page's content")).toBeVisible();
    await expect(await canvas.findByText('Drawn in the idle moment after it', {}, idleWait)).toBeVisible();
  },
};

/** A story that holds the idle work, as the app does while a page loads, and lets it go in its `play`. */
const heldUntilLetGo = {
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: 'Ends as InTheFirstIdleMoment pictures it.' } },
  beforeEach: () => {
    holdIdleWork();
    return releaseIdleWork;
  },
} satisfies Partial<Story>;

/**
 * While a page loads the app holds the idle work (`holdIdleWork`): idle moments pass and nothing comes;
 * once it lets go (`releaseIdleWork`), the children come.
 */
export const HeldWhileAPageLoads: Story = {
  ...heldUntilLetGo,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("The page's content")).toBeVisible();
    for (let moment = 0; moment < 3; moment += 1) await idleMoment();
    await expect(canvas.queryByText('Drawn in the idle moment after it')).toBeNull();
    releaseIdleWork();
    await expect(await canvas.findByText('Drawn in the idle moment after it', {}, idleWait)).toBeVisible();
  },
};

/** Work that leaves the browser no idle moment, in 40 ms tasks back to back, until what it returns stops it. */
function keepTheBrowserBusy(): () => void {
  const channel = new MessageChannel();
  let busy = true;
  channel.port1.onmessage = () => {
    const end = performance.now() + 40;
    while (performance.now() < end && busy) Math.sqrt(end);
    if (busy) channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
  return () => {
    busy = false;
    channel.port1.close();
  };
}

/**
 * A page that never leaves the browser an idle moment (a slow phone) still gets the idle work once it is let
 * go: at `IDLE_WORK_DEADLINE_MS`, not before, since no idle moment came.
 */
export const ByTheDeadlineWithoutAnIdleMoment: Story = {
  ...heldUntilLetGo,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("The page's content")).toBeVisible();
    const stopBusy = keepTheBrowserBusy();
    try {
      const letGo = performance.now();
      releaseIdleWork();
      const drawn = await canvas.findByText('Drawn in the idle moment after it', {}, idleWait);
      await expect(performance.now() - letGo).toBeGreaterThanOrEqual(IDLE_WORK_DEADLINE_MS);
      await expect(drawn).toBeVisible();
    } finally {
      stopBusy();
    }
  },
};
