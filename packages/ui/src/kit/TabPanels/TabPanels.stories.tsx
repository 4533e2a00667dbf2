import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Text } from '@radix-ui/themes';
import { padded } from '../story-helpers/value-stories';
import { TabPanels } from './TabPanels';

type Tab = 'organizations' | 'users' | 'invitations';

const TABS = [
  { value: 'organizations', label: 'Organizations', content: <Text size="2">Atlas Voyages Casablanca</Text> },
  { value: 'users', label: 'Platform users', content: <Text size="2">Salma Bennani</Text> },
  { value: 'invitations', label: 'Invitations', content: <Text size="2">new.agent@comptoir.test</Text> },
] as const;

/** The selected tab kept as an app keeps it (here in state), each change reported. */
function Controlled({ initial, onValueChange }: { initial: Tab; onValueChange: (tab: Tab) => void }) {
  const [tab, setTab] = useState<Tab>(initial);
  return (
    <TabPanels
      value={tab}
      onValueChange={(next) => {
        setTab(next);
        onValueChange(next);
      }}
      tabs={TABS}
      panelClassName="pt-4"
    />
  );
}

const meta = {
  title: 'Navigation/TabPanels',
  component: Controlled,
  parameters: { layout: 'padded' },
  args: { initial: 'organizations', onValueChange: fn() },
  decorators: [padded],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tab pressed shows its panel; the others' panels are hidden and empty. */
export const SelectedByPointer: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'Organizations', selected: true })).toBeVisible();
    await expect(canvas.getByRole('tabpanel', { name: 'Organizations' })).toHaveTextContent('Atlas Voyages');
    await userEvent.click(canvas.getByRole('tab', { name: 'Platform users' }));
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenCalledWith('users');
    const panel = canvas.getByRole('tabpanel', { name: 'Platform users' });
    await expect(within(panel).getByText('Salma Bennani')).toBeVisible();
    await expect(canvas.queryByText('Atlas Voyages Casablanca')).toBeNull();
  },
};

/**
 * The keyboard as Radix's tabs: only the selected tab is in the tab order; the arrow keys move to the
 * next or previous tab, wrapping, Home and End to the ends, and a tab is selected as it takes the focus.
 */
export const SelectedByKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Organizations' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Invitations', selected: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Organizations', selected: true })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Invitations', selected: true })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Organizations', selected: true })).toHaveFocus();
    await expect(args.onValueChange.mock.calls).toEqual([
      ['invitations'],
      ['organizations'],
      ['invitations'],
      ['organizations'],
    ]);
    // From the selected tab, Tab goes on to its panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Organizations' })).toHaveFocus();
  },
};
