import { OSI_MESSAGES, OSI_REMARK_MAX_LENGTH, type OsiRemark } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { gdsReservation } from '../../kit/story-helpers/record-fixtures';
import { OsiRemarksEditor } from './OsiRemarksEditor';
import { pasteInto, pasteIntoTextboxes } from '../../kit/story-helpers/story-helpers';

const meta = {
  title: 'Workbench/OsiRemarksEditor',
  component: OsiRemarksEditor,
  parameters: { layout: 'padded' },
  args: {
    remarks: gdsReservation.osiRemarks,
    onAdd: fn<(comments: string[]) => Promise<void>>(() => Promise.resolve()),
    onDelete: fn<(remark: OsiRemark) => Promise<void>>(() => Promise.resolve()),
  },
} satisfies Meta<typeof OsiRemarksEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const EXPIRED = 'Workbench WB-000001 has expired: initiate a new one.';
const TOO_LONG = 'PASSENGER TRAVELS WITH A SERVICE DOG AND NEEDS A BULKHEAD SEAT';

/** The remarks of the record, each removable, and one empty field to add more. */
export const Default: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(gdsReservation.osiRemarks.length);
    await expect(canvas.getByRole('textbox', { name: 'Remark 1' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Add remark' })).toBeEnabled();
  },
};

/** Several remarks go in one call, trimmed; once sent, the fields are emptied. */
export const AddSeveralRemarks: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await pasteIntoTextboxes({ canvas, userEvent }, { 'Remark 1': 'VIP PASSENGER' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add another remark' }));
    await pasteIntoTextboxes({ canvas, userEvent }, { 'Remark 2': '  MEET AT GATE ' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add 2 remarks' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await expect(args.onAdd).toHaveBeenCalledWith(['VIP PASSENGER', 'MEET AT GATE']);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Remark 1' })).toHaveValue(''));
    await expect(canvas.queryByRole('textbox', { name: 'Remark 2' })).toBeNull();
  },
};

/** Removing a remark sends its ids and marks it pending until the commit. */
export const RemoveARemark: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const [remark] = gdsReservation.osiRemarks;
    if (remark === undefined) throw new Error('The fixture has OSI remarks');
    const remove = canvas.getByRole('button', { name: `Remove OSI remark ${remark.text}` });
    await userEvent.click(remove);
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledWith(remark);
    await expect(await canvas.findByText('Removal pending')).toBeVisible();
    await expect(remove).toBeDisabled();
  },
};

/** An empty field and a remark too long for a teletype line are named; nothing is sent or lost. */
export const ValidationErrors: Story = {
  tags: ['phone-screenshot'],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add another remark' }));
    const second = canvas.getByRole('textbox', { name: 'Remark 2' });
    await pasteInto(userEvent, second, TOO_LONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Add 2 remarks' }));
    await expect(canvas.getByRole('textbox', { name: 'Remark 1' })).toHaveAccessibleDescription(
      OSI_MESSAGES.empty,
    );
    await expect(TOO_LONG.length).toBeGreaterThan(OSI_REMARK_MAX_LENGTH);
    await expect(second).toHaveAccessibleDescription(OSI_MESSAGES.tooLong);
    await expect(second).toHaveValue(TOO_LONG);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** A refused call shows the server's message and keeps the remarks typed. */
export const AddFails: Story = {
  args: { onAdd: fn<(comments: string[]) => Promise<void>>(() => Promise.reject(new Error(EXPIRED))) },
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Remark 1' });
    await pasteInto(userEvent, field, 'VIP PASSENGER');
    await userEvent.click(canvas.getByRole('button', { name: 'Add remark' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(EXPIRED);
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await expect(args.onAdd).toHaveBeenCalledWith(['VIP PASSENGER']);
    await expect(field).toHaveValue('VIP PASSENGER');
    await expect(canvas.getByRole('button', { name: 'Add remark' })).toBeEnabled();
  },
};

/** Without an open workbench nothing can be typed or pressed. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Remark 1' })).toBeDisabled();
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** NDC records carry no OSI remarks: the editor says so instead of offering a form. */
export const NdcRecord: Story = {
  args: { contentKind: 'NDC', remarks: [] },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Edit OSI remarks' });
    await expect(within(section).getByText(/NDC records have none/)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};
