import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TabNavigation } from './TabNavigation';

const meta = {
  title: 'Navigation/TabNavigation',
  component: TabNavigation,
  parameters: { layout: 'padded' },
  args: {
    'aria-label': 'Kind of trip',
    links: [
      { href: '/search', label: 'One-way', current: false },
      { href: '/search/round-trip', label: 'Round-trip', current: true },
      { href: '/search/multi-city', label: 'Multi-city', current: false },
    ],
  },
} satisfies Meta<typeof TabNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The page shown is the current tab; the arrow keys move between the links without wrapping, Home and
 * End go to the first and the last, and every link stays in the tab order.
 */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const navigation = canvas.getByRole('navigation', { name: 'Kind of trip' });
    await expect(navigation).toBeVisible();
    const [oneWay, roundTrip, multiCity] = canvas.getAllByRole('link');
    await expect(roundTrip).toHaveAttribute('aria-current', 'page');
    await expect(oneWay).not.toHaveAttribute('aria-current');
    await userEvent.tab();
    await expect(oneWay).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(oneWay).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(roundTrip).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(multiCity).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(multiCity).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(oneWay).toHaveFocus();
    await userEvent.tab();
    await expect(roundTrip).toHaveFocus();
  },
};
