import { Button, Flex } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { airlinePolicies, LOW_COST_AIRLINE } from '../../rules';
import { LowCostSupportView } from './LowCostSupportView';
import type { SupportRequestRow } from './SupportRequestList';
import { forgetSupportRequestDraft } from './SupportRequestForm';
import { policyWords } from './policy-words';
import { failsWithRetry } from '../story-plays';

const bagsPolicy =
  airlinePolicies()
    .find((policy) => policy.topic === 'bags')
    ?.lines.join(' ') ?? '';
/** The Casablanca agency's requests on its seeded bookings: one waiting, one answered, one closed. */
const requests: SupportRequestRow[] = [
  {
    id: 'lcs_000003',
    bookingReference: 'QX4T7M',
    category: 'change',
    subject: 'Move to the next day',
    message: 'The passenger asks to fly on 19/12 instead, same flight number.',
    status: 'open',
    openedAt: '2026-11-26T09:40:00.000Z',
    openedBy: 'Karim Idrissi',
    answer: null,
  },
  {
    id: 'lcs_000002',
    bookingReference: 'ZB8K2P',
    category: 'baggage',
    subject: 'Add a checked bag',
    message: 'The passenger needs a 23 kg bag on the outbound flight.',
    status: 'answered',
    openedAt: '2026-11-25T15:10:00.000Z',
    openedBy: 'Karim Idrissi',
    answer: {
      text: `${LOW_COST_AIRLINE.name} agency desk, about ZB8K2P: ${bagsPolicy}`,
      answeredAt: '2026-11-25T15:12:00.000Z',
    },
  },
  {
    id: 'lcs_000001',
    bookingReference: 'ZB8K2P',
    category: 'other',
    subject: 'Invoice copy',
    message: 'Please send the invoice of this booking again.',
    status: 'closed',
    openedAt: '2026-11-24T08:00:00.000Z',
    openedBy: 'Nadia Tazi',
    answer: null,
  },
];

const meta = {
  title: 'Low-cost plugin/LowCostSupportView',
  component: LowCostSupportView,
  args: {
    airlineName: LOW_COST_AIRLINE.name,
    policies: airlinePolicies(),
    requests: { status: 'success', data: requests },
    onOpenRequest: fn(() => Promise.resolve(undefined)),
    onCloseRequest: fn(() => Promise.resolve(undefined)),
  },
  beforeEach: forgetSupportRequestDraft,
} satisfies Meta<typeof LowCostSupportView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The policies made from the fare bundles, and the requests with their status and the desk's answer. */
export const Requests: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Changes' })).toHaveTextContent('Basic: not allowed.');
    const list = within(canvas.getByRole('list', { name: 'Support requests' })).getAllByRole('listitem');
    await expect(list).toHaveLength(3);
    await expect(list[0]).toHaveTextContent('Open');
    await expect(list[1]).toHaveTextContent('Answered');
    await expect(list[1]).toHaveTextContent('Basic: 1 under-seat bag');
    await expect(within(list[2] ?? canvas.getByRole('list')).queryByRole('button')).toBeNull();
    await userEvent.click(
      within(list[0] ?? canvas.getByRole('list')).getByRole('button', { name: 'Close request' }),
    );
    await expect(args.onCloseRequest).toHaveBeenCalledWith('lcs_000003');
  },
};

async function fillForm(formElement: HTMLElement, reference: string) {
  const canvas = within(formElement);
  if (reference !== '') await userEvent.type(canvas.getByLabelText('Booking reference'), reference);
  await userEvent.type(canvas.getByLabelText('Subject'), 'Add a checked bag');
  await userEvent.type(canvas.getByLabelText('Message'), 'The passenger needs a 23 kg bag.');
  await userEvent.click(canvas.getByRole('combobox', { name: 'About' }));
  await userEvent.click(await within(document.body).findByRole('option', { name: 'Baggage' }));
  // The select's menu closed: the page takes pointer events again.
  await waitFor(() => expect(document.body.style.pointerEvents).toBe(''));
}

/** Each field says what is wrong; a double click sends the request once, and the form empties. */
export const OpenRequest: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas, args }) => {
    const formElement = canvas.getByRole('form', { name: 'Open a support request' });
    const form = within(formElement);
    await userEvent.click(form.getByRole('button', { name: 'Send to the airline' }));
    await expect(form.getByText('A booking reference is 6 letters or digits, e.g. QX4T7M.')).toBeVisible();
    await expect(form.getByText('Choose what the request is about.')).toBeVisible();
    await expect(form.getByText('Tell the airline what is needed, in at least 10 characters.')).toBeVisible();
    await expect(args.onOpenRequest).not.toHaveBeenCalled();

    await fillForm(formElement, 'qx4t7m');
    await userEvent.dblClick(form.getByRole('button', { name: 'Send to the airline' }));
    await waitFor(() =>
      expect(form.getByRole('status')).toHaveTextContent('Request on QX4T7M sent to the airline.'),
    );
    await expect(args.onOpenRequest).toHaveBeenCalledTimes(1);
    await expect(args.onOpenRequest).toHaveBeenCalledWith({
      bookingReference: 'QX4T7M',
      category: 'baggage',
      subject: 'Add a checked bag',
      message: 'The passenger needs a 23 kg bag.',
    });
    await expect(form.getByLabelText('Subject')).toHaveValue('');
  },
};

/** The backend refuses an unknown reference: its message, and everything typed kept. */
export const OpenRequestRefused: Story = {
  tags: ['phone-screenshot'],
  args: {
    onOpenRequest: fn(async () => {
      await Promise.resolve();
      throw new Error('No Argana Air booking AAAAAA in your organization: check the reference.');
    }),
  },
  play: async ({ canvas }) => {
    const formElement = canvas.getByRole('form', { name: 'Open a support request' });
    const form = within(formElement);
    await fillForm(formElement, 'AAAAAA');
    await userEvent.click(form.getByRole('button', { name: 'Send to the airline' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'No Argana Air booking AAAAAA in your organization: check the reference.',
    );
    await expect(form.getByLabelText('Booking reference')).toHaveValue('AAAAAA');
    await expect(form.getByLabelText('Message')).toHaveValue('The passenger needs a 23 kg bag.');
  },
};

/** While the airline has not answered: the button waits, and another click sends nothing. */
export const OpenRequestPending: Story = {
  args: { initialReference: 'QX4T7M', onOpenRequest: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvas, args }) => {
    const formElement = canvas.getByRole('form', { name: 'Open a support request' });
    const form = within(formElement);
    await expect(form.getByLabelText('Booking reference')).toHaveValue('QX4T7M');
    await fillForm(formElement, '');
    const send = form.getByRole('button', { name: 'Send to the airline' });
    await userEvent.click(send);
    await waitFor(() => expect(send).toHaveAttribute('data-disabled'));
    await userEvent.click(send);
    await expect(args.onOpenRequest).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  tags: ['phone-screenshot'],
  args: { requests: { status: 'pending' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the support requests…')).toBeVisible();
  },
};

export const Empty: Story = {
  tags: ['phone-screenshot'],
  args: { requests: { status: 'success', data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No support request yet: open one on a booking below.')).toBeVisible();
  },
};

const retry = fn();
export const Failed: Story = {
  tags: ['phone-screenshot'],
  args: { requests: { status: 'error', message: 'Service unavailable', onRetry: retry } },
  play: failsWithRetry('Service unavailable', retry),
};

/**
 * The route paints the page while its requests load, then swaps in the loaded page, a form of its own:
 * what was typed in the first is in the second.
 */
export const DraftKeptWhenLoaded: Story = {
  args: { initialReference: 'QX4T7M' },
  render: function Swap(args) {
    const [loaded, setLoaded] = useState(false);
    return (
      <Flex direction="column" gap="3">
        <Button onClick={() => setLoaded(true)}>Requests loaded</Button>
        {loaded ? (
          <LowCostSupportView key="loaded" {...args} />
        ) : (
          <LowCostSupportView key="loading" {...args} requests={{ status: 'pending' }} />
        )}
      </Flex>
    );
  },
  play: async ({ canvas }) => {
    const typed = within(canvas.getByRole('form', { name: 'Open a support request' }));
    await userEvent.type(typed.getByLabelText('Subject'), 'Add a checked bag');
    await userEvent.type(typed.getByLabelText('Message'), 'The passenger needs a 23 kg bag.');
    await userEvent.click(canvas.getByRole('button', { name: 'Requests loaded' }));
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(0);
    const form = within(canvas.getByRole('form', { name: 'Open a support request' }));
    await expect(form.getByLabelText('Booking reference')).toHaveValue('QX4T7M');
    await expect(form.getByLabelText('Subject')).toHaveValue('Add a checked bag');
    await expect(form.getByLabelText('Message')).toHaveValue('The passenger needs a 23 kg bag.');
  },
};

/** Support in French: the requests with their status and category, and the form's messages. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  // The policies worded as the app words them, when the page is drawn (in the story's language).
  render: (args) => <LowCostSupportView {...args} policies={airlinePolicies(policyWords)} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Assistance Argana Air' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Modifications' })).toHaveTextContent(
      'Basic : non autorisées.',
    );
    const list = within(canvas.getByRole('list', { name: "Demandes d'assistance" })).getAllByRole('listitem');
    await expect(list[0]).toHaveTextContent('Ouverte');
    await expect(list[0]).toHaveTextContent('Changement de date ou de nom');
    await expect(list[1]).toHaveTextContent('Service de la compagnie');
    const form = within(canvas.getByRole('form', { name: "Ouvrir une demande d'assistance" }));
    await userEvent.click(form.getByRole('button', { name: 'Envoyer à la compagnie' }));
    await expect(form.getByText("Choisissez l'objet de la demande.")).toBeVisible();
    await expect(form.getByText("Écrivez un sujet d'au moins 3 caractères.")).toBeVisible();
  },
};
