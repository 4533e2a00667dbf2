import { MEAL_MESSAGES, type MealRequest, type SpecialService } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { gdsReservation } from '../../kit/story-helpers/record-fixtures';
import { MealsEditor } from './MealsEditor';

const meta = {
  title: 'Workbench/MealsEditor',
  component: MealsEditor,
  parameters: { layout: 'padded' },
  args: {
    travelers: gdsReservation.travelers,
    services: gdsReservation.specialServices,
    offers: [{ id: gdsReservation.offerIdentifier, label: gdsReservation.route }],
    onAdd: fn<(meal: MealRequest) => Promise<void>>(() => Promise.resolve()),
    onDelete: fn<(service: SpecialService) => Promise<void>>(() => Promise.resolve()),
  },
} satisfies Meta<typeof MealsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const REFUSED = 'Workbench WB-000001 has expired: initiate a new one.';

/** Picks an option of one of the form's selects. */
async function choose(
  canvasElement: HTMLElement,
  userEvent: { click: (element: Element) => Promise<void> },
  field: string,
  option: string,
) {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: field }));
  const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).toBeNull());
}

/** The meals requested (not the assistance request), each removable; the only flight is preselected. */
export const Default: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('Child meal')).toBeVisible();
    await expect(canvas.queryByText('Wheelchair for the ramp')).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Flight' })).toHaveTextContent(gdsReservation.route);
    await expect(canvas.getByRole('combobox', { name: 'Meal' })).toHaveTextContent('Choose a meal');
  },
};

/** A traveler and a meal chosen send `{offerId, travelerId, code}`; the meal is then cleared. */
export const RequestAMeal: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await choose(canvasElement, userEvent, 'Traveler', 'Rachid Alaoui');
    await choose(canvasElement, userEvent, 'Meal', 'MOML – Muslim meal');
    await userEvent.click(canvas.getByRole('button', { name: 'Request meal' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await expect(args.onAdd).toHaveBeenCalledWith({
      offerId: gdsReservation.offerIdentifier,
      travelerId: 'RES-000001-T2',
      code: 'MOML',
    });
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Meal' })).toHaveTextContent('Choose a meal'),
    );
    await expect(canvas.getByRole('combobox', { name: 'Traveler' })).toHaveTextContent('Rachid Alaoui');
  },
};

/** Removing a meal sends its special service and marks it pending. */
export const RemoveAMeal: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove meal CHML of Lina Alaoui' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledWith(gdsReservation.specialServices[0]);
    await expect(await canvas.findByText('Removal pending')).toBeVisible();
  },
};

/** Nothing chosen: each missing choice is named and nothing is sent. */
export const ValidationErrors: Story = {
  tags: ['phone-screenshot'],
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await choose(canvasElement, userEvent, 'Meal', 'KSML – Kosher meal');
    await userEvent.click(canvas.getByRole('button', { name: 'Request meal' }));
    await expect(canvas.getByRole('combobox', { name: 'Traveler' })).toHaveAccessibleDescription(
      MEAL_MESSAGES.traveler,
    );
    await expect(canvas.getByRole('combobox', { name: 'Meal' })).toHaveTextContent('KSML – Kosher meal');
    await expect(canvas.getByRole('combobox', { name: 'Meal' })).not.toHaveAttribute('aria-invalid');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** A refused request shows the server's message and keeps every choice. */
export const RequestFails: Story = {
  args: { onAdd: fn<(meal: MealRequest) => Promise<void>>(() => Promise.reject(new Error(REFUSED))) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await choose(canvasElement, userEvent, 'Traveler', 'Amina Alaoui');
    await choose(canvasElement, userEvent, 'Meal', 'VGML – Vegetarian vegan meal');
    await userEvent.click(canvas.getByRole('button', { name: 'Request meal' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(REFUSED);
    await expect(canvas.getByRole('combobox', { name: 'Traveler' })).toHaveTextContent('Amina Alaoui');
    await expect(canvas.getByRole('combobox', { name: 'Meal' })).toHaveTextContent(
      'VGML – Vegetarian vegan meal',
    );
  },
};

/** Without an open workbench nothing can be chosen or pressed. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const select of canvas.getAllByRole('combobox')) await expect(select).toBeDisabled();
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** The editor in French: the meals' names, and a request without a traveler refused in French. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Repas' })).toBeVisible();
    await choose(canvasElement, userEvent, 'Repas', 'KSML – Repas casher');
    await userEvent.click(canvas.getByRole('button', { name: 'Demander le repas' }));
    await expect(canvas.getByRole('combobox', { name: 'Voyageur' })).toHaveAccessibleDescription(
      'Choisissez un voyageur',
    );
    await expect(canvas.getByRole('combobox', { name: 'Repas' })).toHaveTextContent('KSML – Repas casher');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};
