import { FRENCH_AMOUNT_MESSAGES, REFERENCE_MESSAGE } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findOpenDialog } from '../../kit/story-helpers/story-helpers';
import { TopUpDialog } from './TopUpDialog';
import { inFlex } from '../../kit/story-helpers/frames';

const NNBSP = '\u202F';
const NBSP = '\u00A0';
const mad = (text: string) => `${text.replaceAll(' ', NNBSP)}${NBSP}MAD`;

/** A top-up the server takes a moment to answer, as the sandbox does. */
const slowTopUp = fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400)));

const meta = {
  title: 'Money/TopUpDialog',
  component: TopUpDialog,
  parameters: { layout: 'padded' },
  decorators: [inFlex({ p: '4', style: { minHeight: 640 } })],
  args: {
    organization: { id: 'org_marrakech', name: 'Menara Travel Marrakech', balance: 6_482_910 },
    onTopUp: slowTopUp,
    defaultOpen: true,
  },
} satisfies Meta<typeof TopUpDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialogOf(canvasElement: HTMLElement) {
  return within(await findOpenDialog(canvasElement));
}

/** Chooses an option of a Radix select by keyboard, and waits for the dialog to be reachable again. */
async function chooseOption(canvasElement: HTMLElement, trigger: HTMLElement, option: string) {
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
  await userEvent.keyboard(option);
  await waitFor(() => expect(within(listbox).getByRole('option', { name: option })).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  // The select took the painted trigger's place when it opened (OptionSelect): found again by its id.
  await waitFor(() =>
    expect(canvasElement.ownerDocument.getElementById(trigger.id)).toHaveTextContent(option),
  );
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[role="listbox"]')).toBeNull());
}

/** Fills the form: 1 234,56 MAD by local bank card. */
async function fillLocalCard(
  canvasElement: HTMLElement,
  userEvent: {
    type: (element: Element, text: string) => Promise<void>;
    click: (element: Element) => Promise<void>;
  },
) {
  const dialog = await dialogOf(canvasElement);
  await userEvent.type(dialog.getByRole('textbox', { name: 'Amount (MAD)' }), '1 234,56');
  await chooseOption(
    canvasElement,
    dialog.getByRole('combobox', { name: 'Payment method' }),
    'Local bank card',
  );
  await userEvent.type(await dialog.findByRole('textbox', { name: 'Payment reference' }), 'CB-778812');
  return dialog;
}

/** The form: amount, payment method (bank transfer first), reference. */
export const Form: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('heading', { name: 'Top up Menara Travel Marrakech' })).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Payment method' })).toHaveTextContent('Bank transfer');
    await expect(dialog.getByText('French format, e.g. 1 234,56')).toBeVisible();
  },
};

/** A dot is refused with the French format shown; what was typed stays. */
export const InvalidAmount: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogOf(canvasElement);
    const amount = dialog.getByRole('textbox', { name: 'Amount (MAD)' });
    await userEvent.type(amount, '1234.56');
    await userEvent.click(dialog.getByRole('button', { name: 'Review top-up' }));
    await expect(dialog.getByText(FRENCH_AMOUNT_MESSAGES.dot)).toBeVisible();
    await expect(dialog.getByText(REFERENCE_MESSAGE)).toBeVisible();
    await expect(amount).toHaveValue('1234.56');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onTopUp).not.toHaveBeenCalled();
  },
};

/** A negative amount is refused. */
export const NegativeAmount: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Amount (MAD)' }), '-500');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Payment reference' }), 'R1');
    await userEvent.click(dialog.getByRole('button', { name: 'Review top-up' }));
    await expect(dialog.getByText(FRENCH_AMOUNT_MESSAGES.negative)).toBeVisible();
  },
};

/** Cash has no surcharge; a local bank card shows its 2,3 % surcharge and what is charged. */
export const Surcharge: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await dialogOf(canvasElement);
    const surchargeNote = () => canvasElement.ownerDocument.querySelector('[data-slot="top-up-surcharge"]');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Amount (MAD)' }), '1 234,56');
    await chooseOption(canvasElement, dialog.getByRole('combobox', { name: 'Payment method' }), 'Cash');
    await expect(surchargeNote()).toBeNull();
    await chooseOption(
      canvasElement,
      dialog.getByRole('combobox', { name: 'Payment method' }),
      'Local bank card',
    );
    const text = surchargeNote()?.textContent ?? '';
    await expect(text).toContain(`Local bank card adds a 2,3${NBSP}% surcharge`);
    await expect(text).toContain(mad('28,39'));
    await expect(text).toContain(mad('1 262,95'));
  },
};

/** The confirmation shows the new balance before anything is sent. */
export const Confirm: Story = {
  tags: ['phone-screenshot'],
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await fillLocalCard(canvasElement, userEvent);
    await userEvent.click(dialog.getByRole('button', { name: 'Review top-up' }));
    const summary = canvasElement.ownerDocument.querySelector('[data-slot="top-up-summary"]');
    await expect(summary?.textContent).toContain(mad('1 234,56'));
    await expect(summary?.textContent).toContain(mad('28,39'));
    await expect(summary?.textContent).toContain(mad('64 829,10'));
    await expect(summary?.textContent).toContain(mad('66 063,66'));
    await expect(summary?.textContent).toContain('Local bank card · CB-778812');
    await expect(args.onTopUp).not.toHaveBeenCalled();
  },
};

/** A double click on "Confirm top-up" sends one request; the dialog closes when it is answered. */
export const SendsOnce: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await fillLocalCard(canvasElement, userEvent);
    await userEvent.click(dialog.getByRole('button', { name: 'Review top-up' }));
    await userEvent.dblClick(dialog.getByRole('button', { name: 'Confirm top-up' }));
    await expect(args.onTopUp).toHaveBeenCalledOnce();
    await expect(args.onTopUp).toHaveBeenCalledWith({
      organizationId: 'org_marrakech',
      kind: 'credit',
      amount: 1234.56,
      description: 'Top-up by local bank card',
      reference: 'CB-778812',
      paymentMethod: 'local-bank-card',
    });
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
  },
  tags: ['no-screenshot'],
  parameters: {
    screenshot: { skipReason: 'Ends with the dialog closed: the Form story shows the same page.' },
  },
};

/** The server refuses: its message is shown, the confirmation stays to retry or go back. */
export const Failed: Story = {
  tags: ['phone-screenshot'],
  args: { onTopUp: fn(() => Promise.reject(new Error('Organization org_marrakech not found'))) },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await fillLocalCard(canvasElement, userEvent);
    await userEvent.click(dialog.getByRole('button', { name: 'Review top-up' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm top-up' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Organization org_marrakech not found');
    await expect(dialog.getByRole('button', { name: 'Confirm top-up' })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await expect(dialog.getByRole('textbox', { name: 'Amount (MAD)' })).toHaveValue('1 234,56');
    await expect(args.onTopUp).toHaveBeenCalledOnce();
  },
};

/** The top-up in French: a dot refused in French, then the card's fees and the confirmation. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('heading', { name: 'Recharger Menara Travel Marrakech' })).toBeVisible();
    const amount = dialog.getByRole('textbox', { name: 'Montant (MAD)' });
    await userEvent.type(amount, '1234.56');
    await userEvent.click(dialog.getByRole('button', { name: 'Vérifier le rechargement' }));
    await expect(dialog.getByText('Utilisez une virgule pour les décimales, par ex. 1 234,56')).toBeVisible();
    await expect(dialog.getByText('Saisissez la référence du paiement')).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1 234,56');
    await chooseOption(
      canvasElement,
      dialog.getByRole('combobox', { name: 'Moyen de paiement' }),
      'Carte bancaire locale',
    );
    const note = canvasElement.ownerDocument.querySelector('[data-slot="top-up-surcharge"]');
    await expect(note?.textContent).toBe(
      `Carte bancaire locale ajoute 2,3${NBSP}% de frais : ${mad('28,39')}, soit ${mad('1 262,95')} prélevés.`,
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Référence du paiement' }), 'CB-778812');
    await userEvent.click(dialog.getByRole('button', { name: 'Vérifier le rechargement' }));
    const summary = canvasElement.ownerDocument.querySelector('[data-slot="top-up-summary"]');
    await expect(summary).toHaveTextContent('Nouveau solde');
    await expect(summary).toHaveTextContent('Carte bancaire locale · CB-778812');
    await expect(dialog.getByRole('button', { name: 'Confirmer le rechargement' })).toBeVisible();
    await expect(args.onTopUp).not.toHaveBeenCalled();
  },
};
