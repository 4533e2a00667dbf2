import { BOOKING_MESSAGES, type Contact, type PrimaryContactBody } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { m } from '../../i18n/paraglide/messages.js';
import { expect, fn, waitFor } from 'storybook/test';
import { gdsReservation } from '../../kit/story-helpers/record-fixtures';
import { PrimaryContactEditor } from './PrimaryContactEditor';
import { pasteIntoTextboxes } from '../../kit/story-helpers/story-helpers';

const meta = {
  title: 'Workbench/PrimaryContactEditor',
  component: PrimaryContactEditor,
  parameters: { layout: 'padded' },
  args: {
    contacts: gdsReservation.contacts,
    onAdd: fn<(contact: PrimaryContactBody) => Promise<void>>(() => Promise.resolve()),
    onDelete: fn<(contact: Contact) => Promise<void>>(() => Promise.resolve()),
  },
} satisfies Meta<typeof PrimaryContactEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const NOT_FOUND = 'Contact RES-000001-C1 not found on RWBAUM';
const [primaryContact] = gdsReservation.contacts;

/** The current primary contact, removable, and an empty form for a new one. */
export const Default: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Amina Alaoui')).toBeVisible();
    await expect(canvas.queryByText('Atlas Voyages Casablanca')).toBeNull();
    for (const name of ['Name', 'E-mail', 'Phone'])
      await expect(canvas.getByRole('textbox', { name })).toHaveValue('');
  },
};

/** A valid contact is sent trimmed; the form is then emptied. */
export const AddAContact: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await pasteIntoTextboxes(
      { canvas, userEvent },
      { Name: ' Rachid Alaoui ', 'E-mail': 'rachid.alaoui@example.com', Phone: '+212 6 98 76 54 32' },
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add primary contact' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await expect(args.onAdd).toHaveBeenCalledWith({
      name: 'Rachid Alaoui',
      email: 'rachid.alaoui@example.com',
      phone: '+212 6 98 76 54 32',
    });
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue(''));
  },
};

/** Removing the primary contact sends it and marks it pending. */
export const RemoveTheContact: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove primary contact Amina Alaoui' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledWith(primaryContact);
    await expect(await canvas.findByText('Removal pending')).toBeVisible();
  },
};

/** Each field in error says what to fix; nothing is sent and nothing typed is lost. */
export const ValidationErrors: Story = {
  tags: ['phone-screenshot'],
  play: async ({ args, canvas, userEvent }) => {
    await pasteIntoTextboxes({ canvas, userEvent }, { 'E-mail': 'rachid@', Phone: '0612' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add primary contact' }));
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      m.editor_contact_name_missing(),
    );
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      BOOKING_MESSAGES.email,
    );
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      BOOKING_MESSAGES.phone,
    );
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue('rachid@');
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveValue('0612');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** A refused removal shows the server's message; the contact stays removable. */
export const RemoveFails: Story = {
  args: { onDelete: fn<(contact: Contact) => Promise<void>>(() => Promise.reject(new Error(NOT_FOUND))) },
  play: async ({ canvas, userEvent }) => {
    const remove = canvas.getByRole('button', { name: 'Remove primary contact Amina Alaoui' });
    await userEvent.click(remove);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(NOT_FOUND);
    await expect(canvas.queryByText('Removal pending')).toBeNull();
    await expect(remove).toBeEnabled();
  },
};

/** A refused addition shows the server's message and keeps the contact typed. */
export const AddFails: Story = {
  args: {
    onAdd: fn<(contact: PrimaryContactBody) => Promise<void>>(() =>
      Promise.reject(new Error('Workbench WB-000001 is already committed.')),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await pasteIntoTextboxes(
      { canvas, userEvent },
      { Name: 'Rachid Alaoui', 'E-mail': 'rachid.alaoui@example.com', Phone: '+212698765432' },
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add primary contact' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Workbench WB-000001 is already committed.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Rachid Alaoui');
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveValue('+212698765432');
  },
};

/** Without an open workbench nothing can be typed or pressed. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const field of canvas.getAllByRole('textbox')) await expect(field).toBeDisabled();
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** A record without a primary contact says so. */
export const NoPrimaryContact: Story = {
  args: { contacts: gdsReservation.contacts.filter((contact) => contact.kind !== 'primary') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No primary contact on this record.')).toBeVisible();
  },
};

/** The editor in French: each field in error says what to fix in French, the booking form's rules included. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Contact principal' })).toBeVisible();
    await pasteIntoTextboxes({ canvas, userEvent }, { 'E-mail': 'rachid@', Téléphone: '0612' });
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter le contact principal' }));
    await expect(canvas.getByRole('textbox', { name: 'Nom' })).toHaveAccessibleDescription(
      'Saisissez le nom du contact',
    );
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Veuillez saisir une adresse e-mail valide.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Téléphone' })).toHaveAccessibleDescription(
      /^Saisissez un numéro de téléphone avec son indicatif pays/,
    );
    await expect(
      canvas.getByRole('button', { name: 'Retirer le contact principal Amina Alaoui' }),
    ).toBeEnabled();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};
