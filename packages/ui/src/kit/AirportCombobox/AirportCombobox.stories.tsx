import { searchLocations } from '@comptoir/mock-backend';
import {
  FLIGHT_SEARCH_MESSAGES,
  LOCATION_QUERY_TOO_SHORT_MESSAGE,
  type LocationSuggestion,
} from '@comptoir/flight-domain';
import { Box } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { inputAtOnce } from '../story-helpers/story-helpers';
import { chosenAirport, EMPTY_AIRPORT_FIELD } from './airport-field';
import { AirportCombobox, type AirportComboboxProps } from './AirportCombobox';

/** The sandbox's location search, answered after a short network-like pause. */
const sandboxLocations = (query: string) =>
  new Promise<LocationSuggestion[]>((resolve) => {
    setTimeout(() => {
      resolve(searchLocations(query, 10));
    }, 50);
  });

function Controlled(args: AirportComboboxProps) {
  const [value, setValue] = useState(args.value);
  return (
    <Box p="4" pb="9" maxWidth="420px" minHeight="380px">
      <AirportCombobox
        {...args}
        value={value}
        onChange={(...change) => {
          setValue(change[0]);
          args.onChange(...change);
        }}
      />
    </Box>
  );
}

const meta = {
  title: 'Search/AirportCombobox',
  component: AirportCombobox,
  parameters: { layout: 'padded' },
  args: {
    label: 'From',
    value: EMPTY_AIRPORT_FIELD,
    onChange: fn(),
    loadOptions: sandboxLocations,
    debounceMs: 0,
  },
  render: Controlled,
} satisfies Meta<typeof AirportCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

const casablancaAirport = searchLocations('CMN', 10).find((location) => location.value === 'CMN');
if (casablancaAirport === undefined) throw new Error('The sandbox has no CMN');
/** Mohammed V airport, as the field shows it once chosen. */
const CMN = chosenAirport(casablancaAirport);

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'From' })).toHaveValue('');
  },
};

/**
 * Type, move with the arrow keys, pick with Enter: the code and its label go to the form at once. The
 * field is painted with the page and downshift takes its place while the first letters are typed: nothing
 * typed is lost, the focus and the caret stay (the field is looked up again after each step, for the node
 * may have been replaced).
 */
export const KeyboardSelection: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = () => canvas.getByRole('combobox', { name: 'From' });
    await userEvent.type(input(), 'casa');
    await expect(input()).toHaveFocus();
    const options = await canvas.findAllByRole('option');
    const expected = searchLocations('casa', 10);
    await expect(options).toHaveLength(expected.length);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    const chosen = {
      code: expected[1]?.value,
      text: `${expected[1]?.value ?? ''} – ${expected[1]?.name ?? ''}`,
    };
    await expect(args.onChange).toHaveBeenLastCalledWith(chosen, expected[1]);
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
    await expect(input()).toHaveValue(chosen.text);
  },
};

/**
 * Keys typed faster than React renders, each landing in the input before the previous one's render (as a
 * keyboard does on a busy phone): downshift's field reports every keystroke from its own event, so none
 * is lost (reported after downshift's render, `casa` typed so became `cas` or `csa`).
 */
export const FastTypingKeepsEveryKey: Story = {
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: "KeyboardSelection's picture: the same list for the same text." } },
  play: async ({ args, canvas, userEvent }) => {
    const input = () => canvas.getByRole<HTMLInputElement>('combobox', { name: 'From' });
    await userEvent.type(input(), 'ca');
    // downshift's field is in place once its list shows.
    await canvas.findAllByRole('option');
    const field = input();
    for (const key of 'sa') inputAtOnce(field, field.value + key);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ code: '', text: 'casa' }));
    await expect(input()).toHaveValue('casa');
  },
};

/** Escape closes the list without choosing; typing again clears a previous choice. */
export const EscapeAndRetype: Story = {
  args: { value: CMN },
  play: async ({ args, canvas, userEvent }) => {
    const input = () => canvas.getByRole('combobox', { name: 'From' });
    await expect(input()).toHaveValue(CMN.text);
    await userEvent.clear(input());
    await expect(args.onChange).toHaveBeenLastCalledWith(EMPTY_AIRPORT_FIELD);
    await userEvent.keyboard('par');
    await canvas.findAllByRole('option');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
    await expect(input()).toHaveValue('par');
  },
};

/**
 * A restored choice shows as it was chosen: code and name. Typing the same code again changes
 * the text, clears the choice and brings the list; choosing the same airport again is a choice too.
 */
export const RestoredChoiceTypedAgain: Story = {
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: 'Ends with the choice KeyboardSelection pictures.' } },
  args: { value: CMN },
  play: async ({ args, canvas, userEvent }) => {
    const input = () => canvas.getByRole<HTMLInputElement>('combobox', { name: 'From' });
    await expect(input()).toHaveValue(CMN.text);
    await userEvent.click(input());
    input().select(); // the whole text, as a triple click selects it
    await userEvent.keyboard('CMN');
    await expect(args.onChange).toHaveBeenLastCalledWith({ code: '', text: 'CMN' });
    await userEvent.click(await canvas.findByRole('option', { name: /^CMN / }));
    await expect(args.onChange).toHaveBeenLastCalledWith(CMN, casablancaAirport);
    await expect(input()).toHaveValue(CMN.text);
  },
};

/** Escape on a closed list empties the field, and the choice with it (before downshift has loaded too). */
export const EscapeClears: Story = {
  args: { value: CMN },
  play: async ({ args, canvas, userEvent }) => {
    const input = () => canvas.getByRole('combobox', { name: 'From' });
    input().focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onChange).toHaveBeenLastCalledWith(EMPTY_AIRPORT_FIELD);
    await expect(input()).toHaveValue('');
  },
};

/** The open list, as a designer reviews it, at 1280 and 375 px. */
export const Open: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'From' }), 'par');
    await expect((await canvas.findAllByRole('option'))[0]).toHaveTextContent('PAR');
  },
};

/** One character is not enough to search (SPEC §5). */
export const TooShort: Story = {
  args: { loadOptions: fn(sandboxLocations) },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'From' }), 'c');
    await expect(canvas.getByRole('status')).toHaveTextContent(LOCATION_QUERY_TOO_SHORT_MESSAGE);
    await expect(args.loadOptions).not.toHaveBeenCalled();
  },
};

export const NoMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'From' }), 'zzqx');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('No airport or city matches “zzqx”'),
    );
  },
};

export const Loading: Story = {
  args: { loadOptions: () => new Promise<LocationSuggestion[]>(() => undefined) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'From' }), 'rab');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Searching…'));
  },
};

/** A failed search is said, with the server's message; the typed text stays. */
export const LoadFails: Story = {
  args: { loadOptions: () => Promise.reject(new Error('Network Error')) },
  play: async ({ canvas, userEvent }) => {
    const input = () => canvas.getByRole('combobox', { name: 'From' });
    await userEvent.type(input(), 'rab');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Could not load locations: Network Error'),
    );
    await expect(input()).toHaveValue('rab');
  },
};

/** The form's validation message under the field. */
export const WithError: Story = {
  args: { error: FLIGHT_SEARCH_MESSAGES.from },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'From' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining(FLIGHT_SEARCH_MESSAGES.from));
  },
};
