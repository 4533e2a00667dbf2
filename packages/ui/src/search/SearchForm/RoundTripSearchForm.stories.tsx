import { searchLocations } from '@comptoir/mock-backend';
import { FLIGHT_SEARCH_MESSAGES } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { phone, pickOnCalendar } from '../../kit/story-helpers/story-helpers';
import { RoundTripSearchForm } from './RoundTripSearchForm';
import { EMPTY_SEARCH_DRAFTS } from './search-draft';
import { chosenFrom, pickAirportAndTypeDateInOneTask, searchFormStory } from './story-controls';

const meta = {
  title: 'Search/RoundTripSearchForm',
  component: RoundTripSearchForm,
  ...searchFormStory(RoundTripSearchForm, EMPTY_SEARCH_DRAFTS.roundtrip),
} satisfies Meta<typeof RoundTripSearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  ...EMPTY_SEARCH_DRAFTS.roundtrip,
  from: chosenFrom(searchLocations, 'CMN'),
  to: chosenFrom(searchLocations, 'CDG'),
  date: '2026-12-01',
  returnDate: '2026-12-08',
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Return' })).toHaveValue('');
  },
};

export const EmptyOnPhone: Story = { ...Empty, globals: phone };

/** Both dates are required; their messages sit under each date. */
export const ShowsInlineMessages: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search flights' }));
    await expect(canvas.getByRole('textbox', { name: 'Departure' })).toHaveAccessibleDescription(
      FLIGHT_SEARCH_MESSAGES.date,
    );
    await expect(canvas.getByRole('textbox', { name: 'Return' })).toHaveAccessibleDescription(
      FLIGHT_SEARCH_MESSAGES.returnDate,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A return before the departure is refused at the return date, and cleared as soon as it is fixed. */
export const ReturnBeforeDeparture: Story = {
  args: { value: { ...filled, returnDate: '2026-11-28' } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search flights' }));
    const returnDate = canvas.getByRole('textbox', { name: 'Return' });
    await expect(returnDate).toHaveAccessibleDescription(FLIGHT_SEARCH_MESSAGES.returnBeforeDeparture);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(returnDate);
    await userEvent.type(returnDate, '08/12/2026');
    await expect(returnDate).not.toHaveAttribute('aria-invalid', 'true');
  },
};

export const ReturnBeforeDepartureOnPhone: Story = { ...ReturnBeforeDeparture, globals: phone };

export const SubmitsTheParsedSearch: Story = {
  args: { value: filled },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search flights' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ from: 'CMN', to: 'CDG', date: '2026-12-01', returnDate: '2026-12-08' }),
    );
  },
};

/** Dates can be picked on a French calendar too. */
export const PicksADateOnTheCalendar: Story = {
  args: { value: filled },
  play: async (context) => {
    const { args, canvas } = context;
    await pickOnCalendar(context, 'Return', '15 décembre 2026');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ returnDate: '2026-12-15' })),
    );
    await expect(canvas.getByRole('textbox', { name: 'Return' })).toHaveValue('15/12/2026');
  },
};

/**
 * The destination picked and the return date typed in the same task, before React renders the
 * pick. Both land in the search.
 */
export const PickAndDateInOneTask: Story = {
  tags: ['no-screenshot'],
  parameters: {
    screenshot: { skipReason: 'Behaviour only: it ends on a filled form, as SubmitsTheParsedSearch does.' },
  },
  args: { value: { ...EMPTY_SEARCH_DRAFTS.roundtrip, from: filled.from, date: '2027-03-15' } },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await pickAirportAndTypeDateInOneTask(canvasElement, userEvent, {
      airport: 'To',
      pick: filled.to,
      dateField: 'Return',
      date: '22/03/2027',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Search flights' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ from: 'CMN', to: 'CDG', date: '2027-03-15', returnDate: '2027-03-22' }),
    );
  },
};
