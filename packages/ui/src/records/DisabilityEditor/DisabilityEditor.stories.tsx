import { DISABILITY_SSR_CODES } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { m } from '../../i18n/paraglide/messages.js';
import { expect, fn, waitFor, within } from 'storybook/test';
import { gdsReservation } from '../../kit/story-helpers/record-fixtures';
import { DisabilityEditor, type DisabilityEditorProps } from './DisabilityEditor';
import { pasteInto } from '../../kit/story-helpers/story-helpers';

const meta = {
  title: 'Workbench/DisabilityEditor',
  component: DisabilityEditor,
  parameters: { layout: 'padded' },
  args: {
    travelers: gdsReservation.travelers,
    specialServices: gdsReservation.specialServices,
    onAdd: fn<DisabilityEditorProps['onAdd']>(() => Promise.resolve()),
  },
} satisfies Meta<typeof DisabilityEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens a select of the form and picks an option in its portal. */
async function pick(
  canvasElement: HTMLElement,
  userEvent: { click: (element: Element) => Promise<void> },
  field: string,
  option: string,
) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('combobox', { name: field }));
  const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(canvas.getByRole('combobox', { name: field })).toHaveTextContent(option));
}

/** The first traveler and a wheelchair for the ramp, ready to add; every code is listed with its label. */
export const Default: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('combobox', { name: 'Traveler' })).toHaveTextContent('Amina Alaoui');
    await expect(canvas.getByRole('combobox', { name: 'Assistance' })).toHaveTextContent(
      `WCHR · ${DISABILITY_SSR_CODES.WCHR}`,
    );
    await userEvent.click(canvas.getByRole('combobox', { name: 'Assistance' }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(Object.entries(DISABILITY_SSR_CODES).map(([code, label]) => `${code} · ${label}`));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).toBeNull());
  },
};

/** A blind child with a remark: the request is sent as typed (trimmed), then code and remark start afresh. */
export const AddsARequest: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await pick(canvasElement, userEvent, 'Traveler', 'Lina Alaoui');
    await pick(canvasElement, userEvent, 'Assistance', `BLND · ${DISABILITY_SSR_CODES.BLND}`);
    await pasteInto(
      userEvent,
      canvas.getByRole('textbox', { name: 'Remark for the airline (optional)' }),
      '  Travels with a guide dog ',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add request' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await expect(args.onAdd).toHaveBeenCalledWith({
      travelerId: 'RES-000001-T3',
      code: 'BLND',
      remark: 'Travels with a guide dog',
    });
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Remark for the airline (optional)' })).toHaveValue(''),
    );
    await expect(canvas.getByRole('combobox', { name: 'Assistance' })).toHaveTextContent('WCHR');
    await expect(canvas.getByRole('combobox', { name: 'Traveler' })).toHaveTextContent('Lina Alaoui');
  },
};

/** Too long a remark, and a code the traveler already has: messages under the fields, nothing sent. */
export const ValidationErrors: Story = {
  tags: ['phone-screenshot'],
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const remark = canvas.getByRole('textbox', { name: 'Remark for the airline (optional)' });
    const tooLong = 'Own electric wheelchair with a lithium-ion battery of 300 Wh, folds down to 80 cm';
    await pasteInto(userEvent, remark, tooLong);
    await pick(canvasElement, userEvent, 'Traveler', 'Rachid Alaoui');
    await userEvent.click(canvas.getByRole('button', { name: 'Add request' }));
    await expect(remark).toHaveAccessibleDescription(
      new RegExp(m.editor_disability_remark_too_long({ max: 70 })),
    );
    await expect(remark).toBeInvalid();
    // The reservation already asks for WCHR for Rachid (SSR-000003).
    await expect(
      canvas.getByText(m.editor_disability_duplicate({ name: 'Rachid Alaoui', code: 'WCHR' })),
    ).toBeVisible();
    await expect(remark).toHaveValue(tooLong);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** The call fails: its message shows and everything typed stays. */
export const AddFails: Story = {
  args: {
    onAdd: fn<DisabilityEditorProps['onAdd']>(() =>
      Promise.reject(new Error('travelerId: RES-000001-T3 is not a traveler of RWBAUM')),
    ),
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await pick(canvasElement, userEvent, 'Assistance', `DEAF · ${DISABILITY_SSR_CODES.DEAF}`);
    const remark = canvas.getByRole('textbox', { name: 'Remark for the airline (optional)' });
    await pasteInto(userEvent, remark, 'Reads lips');
    await userEvent.click(canvas.getByRole('button', { name: 'Add request' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'travelerId: RES-000001-T3 is not a traveler of RWBAUM',
    );
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await expect(args.onAdd).toHaveBeenCalledWith({
      travelerId: 'RES-000001-T1',
      code: 'DEAF',
      remark: 'Reads lips',
    });
    await expect(remark).toHaveValue('Reads lips');
    await expect(canvas.getByRole('combobox', { name: 'Assistance' })).toHaveTextContent('DEAF');
  },
};

/** No workbench open: the fields and the button are disabled. */
export const Disabled: Story = {
  tags: ['phone-screenshot'],
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Traveler' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Assistance' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Remark for the airline (optional)' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add request' })).toBeDisabled();
  },
};
