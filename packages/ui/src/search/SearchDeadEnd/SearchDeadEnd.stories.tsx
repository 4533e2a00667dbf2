import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@radix-ui/themes';
import { expect } from 'storybook/test';
import { SearchDeadEnd } from './SearchDeadEnd';

const meta = {
  title: 'Search/SearchDeadEnd',
  component: SearchDeadEnd,
  parameters: { layout: 'padded' },
  args: {
    slot: 'search-dead-end',
    title: 'This search cannot be shown',
    children: <Text color="gray">The link is missing its departure date.</Text>,
    buttonVariant: 'solid',
    tripType: 'roundtrip',
  },
} satisfies Meta<typeof SearchDeadEnd>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What went wrong as the page's heading, then 'Search again' to the form of the link's kind of trip. */
export const MainAction: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'This search cannot be shown' }),
    ).toBeVisible();
    await expect(canvas.getByText('The link is missing its departure date.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search again' })).toHaveAttribute(
      'href',
      '/search/round-trip',
    );
  },
};

/** Beside an alert the way back is the soft button, and a one-way link goes back to /search. */
export const BesideAnAlert: Story = {
  args: { buttonVariant: 'soft', tripType: 'oneway' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Search again' });
    await expect(link).toHaveAttribute('href', '/search');
    await expect(link).toHaveClass('rt-variant-soft');
  },
};
