/**
 * Story scaffolding shared by the search forms' stories: holds the draft as the app would and reports
 * each draft it leads to; airport fields as chosen. Not part of the package's API.
 */
import type { LocationSuggestion } from '@comptoir/flight-domain';
import { Box } from '@radix-ui/themes';
import type { ComponentType } from 'react';
import { fn } from 'storybook/test';
import { type AirportFieldValue, chosenAirport } from '../../kit/AirportCombobox/airport-field';
import { loadSandboxLocations } from '../../kit/story-helpers/sandbox-locations';
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
