import { searchLocations } from '@comptoir/mock-backend';
import { FLIGHT_SEARCH_MESSAGES, MULTI_CITY } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { EMPTY_AIRPORT_FIELD } from '../../kit/AirportCombobox/airport-field';
import { MultiCitySearchForm } from './MultiCitySearchForm';
import { EMPTY_SEARCH_DRAFTS, legSearchInput } from './search-draft';
import { chosenFrom, pickAirportAndTypeDateInOneTask, searchFormStory } from './story-controls';
import { phone } from '../../kit/story-helpers/story-helpers';

const meta = {
  title: 'Search/MultiCitySearchForm',
  component: MultiCitySearchForm,
  ...searchFormStory(MultiCitySearchForm, EMPTY_SEARCH_DRAFTS['multi-city']),
} satisfies Meta<typeof MultiCitySearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const CMN = chosenFrom(searchLocations, 'CMN');
const CDG = chosenFrom(searchLocations, 'CDG');
const FCO = chosenFrom(searchLocations, 'FCO');
const filled = {
  ...EMPTY_SEARCH_DRAFTS['multi-city'],
  destinations: [
    { from: CMN, to: CDG, date: '2026-12-01' },
    { from: CDG, to: FCO, date: '2026-12-05' },
    { from: FCO, to: CMN, date: '2026-12-09' },
  ],
};

/** Two flights to start with: the minimum (SPEC §5), so neither can be removed. */
export const TwoFlights: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group', { name: /^Flight \d$/ })).toHaveLength(
      MULTI_CITY.minDestinations,
    );
    await expect(canvas.getByRole('button', { name: 'Remove flight 1' })).toBeDisabled();
  },
};

export const TwoFlightsOnPhone: Story = { ...TwoFlights, globals: phone };

/** Flights are added up to 5 and removed down to 2; a new flight leaves from where the last one landed. */
export const AddsAndRemovesFlights: Story = {
  args: { value: { ...EMPTY_SEARCH_DRAFTS['multi-city'], destinations: filled.destinations.slice(0, 2) } },
  play: async ({ args, canvas, userEvent }) => {
    const add = canvas.getByRole('button', { name: 'Add a flight' });
    await userEvent.click(add);
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({
          destinations: [
            ...filled.destinations.slice(0, 2),
            { from: FCO, to: EMPTY_AIRPORT_FIELD, date: '' },
          ],
        }),
      ),
    );
    await userEvent.click(add);
    await userEvent.click(add);
    await expect(canvas.getAllByRole('group', { name: /^Flight \d$/ })).toHaveLength(
      MULTI_CITY.maxDestinations,
    );
    await expect(add).toBeDisabled();
    // Removing the first flight keeps what the others hold.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove flight 1' }));
    const first = within(canvas.getByRole('group', { name: 'Flight 1' }));
    await expect(first.getByRole('combobox', { name: 'From' })).toHaveValue(CDG.text);
    await expect(first.getByRole('textbox', { name: 'Date' })).toHaveValue('05/12/2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove flight 4' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove flight 3' }));
    await expect(canvas.getAllByRole('group', { name: /^Flight \d$/ })).toHaveLength(
      MULTI_CITY.minDestinations,
    );
    await expect(canvas.getByRole('button', { name: 'Remove flight 2' })).toBeDisabled();
    await expect(add).toBeEnabled();
  },
};

/** Each flight's messages sit at its own fields. */
export const ShowsInlineMessages: Story = {
  args: {
    value: {
      ...EMPTY_SEARCH_DRAFTS['multi-city'],
      destinations: [
        { from: CMN, to: CDG, date: '2026-12-01' },
        { from: CDG, to: EMPTY_AIRPORT_FIELD, date: '' },
      ],
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search flights' }));
    const first = within(canvas.getByRole('group', { name: 'Flight 1' }));
    const second = within(canvas.getByRole('group', { name: 'Flight 2' }));
    await expect(first.getByRole('combobox', { name: 'To' })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(second.getByRole('combobox', { name: 'To' })).toHaveAccessibleDescription(
      expect.stringContaining(FLIGHT_SEARCH_MESSAGES.to),
    );
    await expect(second.getByRole('textbox', { name: 'Date' })).toHaveAccessibleDescription(
      FLIGHT_SEARCH_MESSAGES.date,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ShowsInlineMessagesOnPhone: Story = { ...ShowsInlineMessages, globals: phone };

export const SubmitsTheParsedSearch: Story = {
  args: { value: filled },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search flights' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ destinations: filled.destinations.map(legSearchInput), cabin: 'Economy' }),
    );
  },
};

/**
 * The second flight's destination picked and its date typed in the same task, before React
 * renders the pick. Both land in that flight of the search.
 */
export const PickAndDateInOneTask: Story = {
  tags: ['no-screenshot'],
  parameters: {
    screenshot: { skipReason: 'Behaviour only: it ends on a filled form, as SubmitsTheParsedSearch does.' },
  },
  args: {
    value: {
      ...EMPTY_SEARCH_DRAFTS['multi-city'],
      destinations: [
        { from: CMN, to: CDG, date: '2027-03-15' },
        { from: CDG, to: EMPTY_AIRPORT_FIELD, date: '' },
      ],
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    const [, second] = canvas.getAllByRole('group', { name: /^Flight \d$/ });
    if (second === undefined) throw new Error('No second flight');
    await pickAirportAndTypeDateInOneTask(second, userEvent, {
      airport: 'To',
      pick: FCO,
      dateField: 'Date',
      date: '19/03/2027',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Search flights' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        destinations: [
          { from: 'CMN', to: 'CDG', date: '2027-03-15' },
          { from: 'CDG', to: 'FCO', date: '2027-03-19' },
        ],
      }),
    );
  },
};
