import { BOOKING_MESSAGES, type UpdatableItem } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { m } from '../../i18n/paraglide/messages.js';
import { gdsReservation } from '../../kit/story-helpers/record-fixtures';
import { gdsUpdatableItems } from './updatable-items-fixtures';
import { UpdatableItemsEditor } from './UpdatableItemsEditor';

const meta = {
  title: 'Workbench/UpdatableItemsEditor',
  component: UpdatableItemsEditor,
  parameters: { layout: 'padded' },
  args: {
    travelers: gdsReservation.travelers,
    onLoad: fn<(travelersIds: string[]) => Promise<readonly UpdatableItem[]>>((travelersIds) =>
      Promise.resolve(gdsUpdatableItems(travelersIds)),
    ),
    onUpdate: fn<(itemId: string, data: string) => Promise<void>>(() => Promise.resolve()),
  },
} satisfies Meta<typeof UpdatableItemsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const EXPIRED = 'Workbench WB-000001 has expired: initiate a new one.';

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** Chooses one traveler, shows the details and answers that traveler's group of items once it is shown. */
async function detailsOf({ canvas, userEvent }: Pick<PlayContext, 'canvas' | 'userEvent'>, name: string) {
  await userEvent.click(canvas.getByRole('checkbox', { name }));
  await userEvent.click(canvas.getByRole('button', { name: 'Show details' }));
  return within(await canvas.findByRole('group', { name }));
}

/** The travelers to choose from; no item is shown before they are chosen. */
export const Default: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas }) => {
    const travelers = canvas.getByRole('group', { name: 'Travelers' });
    await expect(within(travelers).getAllByRole('checkbox')).toHaveLength(3);
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** The items of every chosen traveler are loaded, grouped by traveler. */
export const ChooseSeveralTravelers: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Rachid Alaoui' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Lina Alaoui' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show details' }));
    await expect(args.onLoad).toHaveBeenCalledOnce();
    await expect(args.onLoad).toHaveBeenCalledWith(['RES-000001-T2', 'RES-000001-T3']);
    await expect(await canvas.findByRole('group', { name: 'Rachid Alaoui' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Lina Alaoui' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Amina Alaoui' })).toBeNull();
  },
};

/** A corrected name is sent trimmed and marked pending; an unchanged value cannot be sent. */
export const CorrectAName: Story = {
  tags: ['phone-screenshot'],
  play: async ({ args, canvas, userEvent }) => {
    const rachid = await detailsOf({ canvas, userEvent }, 'Rachid Alaoui');
    const firstName = rachid.getByRole('textbox', { name: 'First name' });
    await expect(firstName).toHaveValue('Rachid');
    const update = rachid.getByRole('button', { name: 'Update First name of Rachid Alaoui' });
    await expect(update).toBeDisabled();
    await userEvent.clear(firstName);
    await userEvent.paste(' Rachide ');
    await userEvent.click(update);
    await expect(args.onUpdate).toHaveBeenCalledOnce();
    await expect(args.onUpdate).toHaveBeenCalledWith('RES-000001-T2:firstName', 'Rachide');
    await expect(await rachid.findByText('Change pending')).toBeVisible();
    await expect(update).toBeDisabled();
  },
};

/** Asking for details without choosing a traveler says so and loads nothing. */
export const NoTravelerChosen: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show details' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(m.editor_items_choose_travelers());
    await expect(args.onLoad).not.toHaveBeenCalled();
  },
};

/** An empty name, an empty date and a non-date say what to fix; nothing is sent and the text stays. */
export const ValidationErrors: Story = {
  tags: ['phone-screenshot'],
  play: async ({ args, canvas, userEvent }) => {
    const amina = await detailsOf({ canvas, userEvent }, 'Amina Alaoui');
    const lastName = amina.getByRole('textbox', { name: 'Last name' });
    await userEvent.clear(lastName);
    await userEvent.click(amina.getByRole('button', { name: 'Update Last name of Amina Alaoui' }));
    await expect(lastName).toHaveAccessibleDescription(BOOKING_MESSAGES.lastName);

    const birthDate = amina.getByRole('textbox', { name: 'Date of birth' });
    const updateBirthDate = amina.getByRole('button', {
      name: 'Update Date of birth of Amina Alaoui',
    });
    await userEvent.clear(birthDate);
    await userEvent.click(updateBirthDate);
    await expect(birthDate).toHaveAccessibleDescription(BOOKING_MESSAGES.birthDate);
    await userEvent.click(birthDate);
    await userEvent.paste('31/02/1988');
    await userEvent.click(updateBirthDate);
    await expect(birthDate).toHaveAccessibleDescription(m.kit_date_format());
    await expect(birthDate).toHaveValue('31/02/1988');
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};

/** A date typed in fr-FR is sent as an ISO date. */
export const CorrectADate: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const amina = await detailsOf({ canvas, userEvent }, 'Amina Alaoui');
    const expiry = amina.getByRole('textbox', { name: 'Document expiry' });
    await expect(expiry).toHaveValue('01/05/2031');
    await userEvent.clear(expiry);
    await userEvent.paste('15/06/2032');
    await userEvent.click(amina.getByRole('button', { name: 'Update Document expiry of Amina Alaoui' }));
    await expect(args.onUpdate).toHaveBeenCalledOnce();
    await expect(args.onUpdate).toHaveBeenCalledWith('RES-000001-T1:documentExpiresOn', '2032-06-15');
  },
};

/** A refused update shows the server's message and keeps the value typed. */
export const UpdateFails: Story = {
  args: {
    onUpdate: fn<(itemId: string, data: string) => Promise<void>>(() => Promise.reject(new Error(EXPIRED))),
  },
  play: async ({ canvas, userEvent }) => {
    const lina = await detailsOf({ canvas, userEvent }, 'Lina Alaoui');
    const number = lina.getByRole('textbox', { name: 'Document number' });
    await userEvent.clear(number);
    await userEvent.paste('CD1122334');
    await userEvent.click(lina.getByRole('button', { name: 'Update Document number of Lina Alaoui' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(EXPIRED);
    await expect(number).toHaveValue('CD1122334');
    await expect(lina.queryByText('Change pending')).toBeNull();
  },
};

/** A failed load shows the server's message and keeps the travelers chosen. */
export const LoadFails: Story = {
  args: {
    onLoad: fn<(travelersIds: string[]) => Promise<readonly UpdatableItem[]>>(() =>
      Promise.reject(new Error(EXPIRED)),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Amina Alaoui' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show details' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(EXPIRED);
    await expect(canvas.getByRole('checkbox', { name: 'Amina Alaoui' })).toBeChecked();
  },
};

/** Without an open workbench, travelers cannot be chosen nor values sent. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show details' })).toBeDisabled();
  },
};

/** The editor in French: the items' names, and a name left empty refused in French at its field. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Amina Alaoui' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher les informations' }));
    const amina = within(await canvas.findByRole('group', { name: 'Amina Alaoui' }));
    await expect(amina.getByRole('textbox', { name: 'Date de naissance' })).toHaveValue('12/04/1988');
    const lastName = amina.getByRole('textbox', { name: 'Nom' });
    await userEvent.clear(lastName);
    await userEvent.click(amina.getByRole('button', { name: 'Mettre à jour Nom (Amina Alaoui)' }));
    await expect(lastName).toHaveAccessibleDescription(
      "Saisissez le nom tel qu'il figure sur le document de voyage",
    );
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};
