import { Button, Flex } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { closeSidePanelBeforeStory, withGlobalSidePanel } from '../story-helpers/side-panel-stories';
import { findOpenDialog, shortcutRows } from '../story-helpers/story-helpers';
import { listenToPageKeys } from './keyboard';

/** A page with two commands, as the app's key listener reads them. */
function PageWithCommands({ onIssue }: { onIssue: () => void }) {
  return (
    <Flex gap="3">
      <Button data-command="Issue tickets" data-shortcut="t" title="Issue tickets (T)" onClick={onIssue}>
        Issue tickets
      </Button>
      <Button data-command="Submit the booking" data-shortcut="mod+Enter" variant="soft">
        Book
      </Button>
    </Flex>
  );
}

const meta = {
  title: 'Overlays/ShortcutsList',
  component: PageWithCommands,
  parameters: { layout: 'padded' },
  tags: ['phone-screenshot'],
  args: { onIssue: fn() },
  beforeEach: () => {
    listenToPageKeys();
    closeSidePanelBeforeStory();
  },
  decorators: [withGlobalSidePanel],
} satisfies Meta<typeof PageWithCommands>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `?` opens the sheet: the page's keys, then the app's (Ctrl+K, `/`, `?`). */
export const QuestionMarkOpensTheSheet: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    await userEvent.keyboard('t');
    await expect(args.onIssue).toHaveBeenCalledOnce();
    await userEvent.keyboard('?');
    const dialog = await findOpenDialog(canvasElement);
    await expect(within(dialog).getByRole('heading', { name: 'Keyboard shortcuts' })).toBeVisible();
    const rows = shortcutRows(dialog);
    await expect(rows).toEqual([
      ['Issue tickets', 'T'],
      ['Submit the booking', 'Ctrl+Enter'],
      ['Command bar', 'Ctrl+K'],
      ['Locator field', '/'],
      ['This list', '?'],
    ]);
  },
};
