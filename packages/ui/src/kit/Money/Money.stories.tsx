import * as Table from '../DataTable/Table';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Money } from './Money';
import { phone } from '../story-helpers/story-helpers';
import { padded, readsSlot } from '../story-helpers/value-stories';

const meta = {
  title: 'Data display/Money',
  component: Money,
  parameters: { layout: 'padded' },
  args: { centimes: 123456 },
  decorators: [padded],
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Exact characters: U+202F between thousands, U+00A0 before the currency (see flight-domain's money.ts). */
const reads = readsSlot('money');

export const Dirhams: Story = { play: reads('1\u202F234,56\u00A0MAD') };

export const Euros: Story = { args: { currency: 'EUR' }, play: reads('1\u202F234,56\u00A0€') };

export const Negative: Story = {
  args: { centimes: -123456750, currency: 'USD' },
  play: reads('-1\u202F234\u202F567,50\u00A0$US'),
};

export const Zero: Story = { args: { centimes: 0 }, play: reads('0,00\u00A0MAD') };

/** Prices in a column, as a fare breakdown shows them on a phone: figures line up and never wrap. */
export const FareBreakdownOnPhone: Story = {
  globals: phone,
  render: () => (
    <Table.Root size="1" className="w-full">
      <Table.Body>
        {[
          ['Base fare', 98000],
          ['Taxes', 25456],
          ['Card surcharge', 2840],
          ['Total', 126296],
        ].map(([label, centimes]) => (
          <Table.Row key={label}>
            <Table.RowHeaderCell>{label}</Table.RowHeaderCell>
            <Table.Cell justify="end">
              <Money centimes={centimes as number} weight={label === 'Total' ? 'bold' : 'regular'} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1\u202F262,96\u00A0MAD', { normalizer: (text) => text })).toBeVisible();
    const amounts = canvas.getAllByText(/MAD$/, { normalizer: (text) => text });
    await expect(amounts).toHaveLength(4);
    const rights = amounts.map((element) => Math.round(element.getBoundingClientRect().right));
    await expect(new Set(rights).size).toBe(1);
  },
};
