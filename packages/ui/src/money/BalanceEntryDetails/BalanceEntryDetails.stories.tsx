import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { STORY_LIST_ERROR } from '../../kit/story-helpers/list-server';
import { MARRAKECH_LEDGER } from '../story-fixtures';
import { BalanceEntryDetails } from './BalanceEntryDetails';
import { expectFailurePanel } from '../../kit/story-helpers/story-helpers';

const topUp = MARRAKECH_LEDGER.find((entry) => entry.kind === 'credit' && entry.author !== undefined);
if (topUp === undefined) throw new Error('The story ledger has no top-up');

const meta = {
  title: 'Money/BalanceEntryDetails',
  component: BalanceEntryDetails,
  parameters: { layout: 'padded' },
  args: {
    entry: {
      status: 'success',
      data: { ...topUp, paymentMethod: 'local-bank-card', surcharge: 57_500 },
    },
  },
} satisfies Meta<typeof BalanceEntryDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A top-up by card: its reference, author, payment and surcharge (their code comes with the first entry shown). */
export const TopUp: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Salma Bennani')).toBeVisible();
    await expect(canvas.getByText(/Local bank card/)).toHaveTextContent('575,00');
  },
};

export const Loading: Story = {
  args: { entry: { status: 'pending' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the entry…');
    for (const animation of document.getAnimations()) animation.pause();
  },
};

export const Failed: Story = {
  args: { entry: { status: 'error', message: STORY_LIST_ERROR, onRetry: fn() } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(
      await expectFailurePanel(await canvas.findByRole('alert'), STORY_LIST_ERROR, userEvent),
    );
    if (args.entry.status === 'error') await expect(args.entry.onRetry).toHaveBeenCalledOnce();
  },
};

/** The entry in French: its labels, its kind and its payment. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Solde après')).toBeVisible();
    await expect(canvas.getByText('Rechargement')).toBeVisible();
    await expect(canvas.getByText(/Carte bancaire locale/)).toHaveTextContent('(frais de carte : 575,00');
  },
};
