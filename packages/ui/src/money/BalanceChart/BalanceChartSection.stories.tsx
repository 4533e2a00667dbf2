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

/** Days of a history (`YYYY-MM-DD`) and the days between the first and each. */
const UNEVEN_DAYS = [
  { date: '2026-01-05', balance: 1_200_000 },
  { date: '2026-01-12', balance: 950_000 },
  { date: '2026-01-15', balance: 2_400_000 },
  { date: '2026-08-26', balance: 1_875_000 },
];
const daysFromFirst = UNEVEN_DAYS.map(
  ({ date }) => (Date.parse(date) - Date.parse(UNEVEN_DAYS[0]?.date ?? date)) / 86_400_000,
);

/**
 * Days that moved unevenly: the axis is to scale (seven months wider than a week), and every date label
 * is whole, the last one included.
 */
export const UnevenDates: Story = {
  tags: ['phone-screenshot'],
  args: { points: UNEVEN_DAYS },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelectorAll('.recharts-area-dot')).toHaveLength(UNEVEN_DAYS.length),
      CHART_LOADED,
    );
    const xs = [...canvasElement.querySelectorAll('.recharts-area-dot')].map((dot) =>
      Number(dot.getAttribute('cx')),
    );
    const [first = 0] = xs;
    const span = (xs.at(-1) ?? 0) - first;
    for (const [index, x] of xs.entries()) {
      await expect((x - first) / span).toBeCloseTo(
        (daysFromFirst[index] ?? 0) / (daysFromFirst.at(-1) ?? 1),
        2,
      );
    }
    const surface = canvasElement.querySelector('.recharts-surface')?.getBoundingClientRect();
    const labels = [
      ...canvasElement.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value'),
    ];
    await expect(labels.at(0)).toHaveTextContent('05/01/2026');
    await expect(labels.at(-1)).toHaveTextContent('26/08/2026');
    for (const label of labels) {
      const box = label.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(surface?.left ?? Infinity);
      await expect(box.right).toBeLessThanOrEqual(surface?.right ?? -Infinity);
    }
  },
};
