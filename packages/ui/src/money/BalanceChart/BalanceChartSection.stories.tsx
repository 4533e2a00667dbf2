import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MARRAKECH } from '../story-fixtures';
import { BalanceChartSection } from './BalanceChartSection';

/** recharts is loaded on first use: slow on a busy machine. */
const CHART_LOADED = { timeout: 15_000 };

const meta = {
  title: 'Money/BalanceChartSection',
  component: BalanceChartSection,
  parameters: { layout: 'padded' },
  args: { organizationName: MARRAKECH.name, points: MARRAKECH.history ?? [] },
} satisfies Meta<typeof BalanceChartSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chart for the eye, and the same figures in a table for those who do not see it, newest day first. */
export const Default: Story = {
  tags: ['phone-screenshot'],
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await waitFor(
      () => expect(canvasElement.querySelector('.recharts-surface')).not.toBeNull(),
      CHART_LOADED,
    );
    const figure = canvas.getByRole('figure', { name: 'Balance over time' });
    await expect(figure).toHaveTextContent(`(${String(args.points.length)} days)`);
    const table = canvas.getByRole('table', { name: `Balance of ${args.organizationName} by day` });
    await expect(table).not.toBeVisible();
    await userEvent.click(canvas.getByText('Show the balance by day as a table'));
    await expect(table).toBeVisible();
    const [, newest] = within(table).getAllByRole('row');
    const [year, month, day] = (args.points.at(-1)?.date ?? '').split('-');
    await expect(newest).toHaveTextContent(`${day ?? ''}/${month ?? ''}/${year ?? ''}`);
  },
};

/** A day of history only: one dot, and the count in the singular. */
export const OneDay: Story = {
  tags: ['phone-screenshot'],
  args: { points: [{ date: '2026-11-20', balance: 4_850_000 }] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/closing balance of each day it moved \(1 day\)/)).toBeVisible();
    await waitFor(
      () => expect(canvasElement.querySelectorAll('.recharts-area-dot')).toHaveLength(1),
      CHART_LOADED,
    );
  },
};
