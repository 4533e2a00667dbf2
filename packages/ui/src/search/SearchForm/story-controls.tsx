/**
 * Story scaffolding shared by the search forms' stories: holds the draft as the app would and reports
 * each draft it leads to; airport fields as chosen. Not part of the package's API.
 */
import type { LocationSuggestion } from '@comptoir/flight-domain';
import { Box } from '@radix-ui/themes';
import type { ComponentType } from 'react';
import type { StoryContext } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { type AirportFieldValue, chosenAirport } from '../../kit/AirportCombobox/airport-field';
import { loadSandboxLocations } from '../../kit/story-helpers/sandbox-locations';
import { inputAtOnce } from '../../kit/story-helpers/story-helpers';
import { useReportedState } from '../../kit/story-helpers/use-reported-state';
import type { SearchFormProps } from './SearchFormFrame';

function controlledSearchForm<Draft, Search>(Form: ComponentType<SearchFormProps<Draft, Search>>) {
  return function ControlledSearchForm(args: SearchFormProps<Draft, Search>) {
    const [value, setValue] = useReportedState(args.value, args.onChange);
    return (
      <Box p={{ initial: '2', md: '4' }} pb="9">
        <Form {...args} value={value} onChange={setValue} />
      </Box>
    );
  };
}

/**
 * A search form's story meta but its title and component: an empty draft of the form's trip, spied
 * callbacks, the sandbox's locations, and the draft held as the app would hold it.
 *
 * @example
 * const meta = { title: 'Search/OneWaySearchForm', component: OneWaySearchForm, ...searchFormStory(OneWaySearchForm, EMPTY_SEARCH_DRAFTS.oneway) } satisfies Meta<typeof OneWaySearchForm>;
 */
export function searchFormStory<Draft, Search>(
  Form: ComponentType<SearchFormProps<Draft, Search>>,
  empty: Draft,
) {
  const args: SearchFormProps<Draft, Search> = {
    value: empty,
    onChange: fn(),
    onSubmit: fn(),
    loadLocations: loadSandboxLocations,
  };
  return { args, render: controlledSearchForm(Form) };
}

/** The sandbox's location search (`searchLocations` of `@comptoir/mock-backend`, which only stories import). */
type LocationSearch = (query: string, limit: number) => readonly Pick<LocationSuggestion, 'value' | 'name'>[];

/**
 * An airport field as staff leave it after choosing location `code` from the list `search` gives.
 *
 * @example
 * chosenFrom(searchLocations, 'CMN') // { code: 'CMN', text: 'CMN – Mohammed V International' }
 */
export function chosenFrom(search: LocationSearch, code: string): AirportFieldValue {
  const location = search(code, 10).find((candidate) => candidate.value === code);
  if (location === undefined) throw new Error(`No location ${code} to choose`);
  return chosenAirport(location);
}

/** Where and what `pickAirportAndTypeDateInOneTask` picks and types. */
interface PickAndType {
  /** The airport field's label ('From', 'To'). */
  airport: string;
  /** The location to pick from the field's list. */
  pick: AirportFieldValue;
  /** The date field's label ('Departure', 'Return', 'Date'). */
  dateField: string;
  /** The date as staff type it (`15/03/2027`). */
  date: string;
}

/**
 * A pick and a typed date racing, as a play step: types the airport's code into its field, then presses
 * the airport's option and types the date in one task, before React renders the pick (which downshift
 * reports from an effect). Resolves once both fields show what was picked and typed; the airport field is
 * not flagged as missing its airport. `form` is the form, or the part of it (a multi-city flight) that
 * holds both fields.
 */
export async function pickAirportAndTypeDateInOneTask(
  form: HTMLElement,
  userEvent: StoryContext['userEvent'],
  { airport, pick, dateField, date }: PickAndType,
): Promise<void> {
  const fields = within(form);
  // Looked up again at each step: focused, the field may be replaced by downshift's (the same, loaded).
  const airportField = () => fields.getByRole('combobox', { name: airport });
  await userEvent.type(airportField(), pick.code.toLowerCase());
  const option = await fields.findByRole('option', { name: new RegExp(`^${pick.code} `) });
  const dateInput = fields.getByRole<HTMLInputElement>('textbox', { name: dateField });
  // No await between the two: the date's change is made while the pick is still waiting to render.
  option.click();
  inputAtOnce(dateInput, date);
  await waitFor(() => expect(airportField()).toHaveValue(pick.text));
  await expect(dateInput).toHaveValue(date);
  await expect(airportField()).not.toHaveAttribute('aria-invalid', 'true');
}
