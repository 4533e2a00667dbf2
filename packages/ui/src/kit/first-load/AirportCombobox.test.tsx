import { FLIGHT_SEARCH_MESSAGES } from '@comptoir/flight-domain';
import { useId } from 'react';
import { describe, expect, it } from 'vitest';
import { serverMarkup } from './server-markup';
import { type AirportFieldValue, EMPTY_AIRPORT_FIELD } from '../AirportCombobox/airport-field';
import { AirportCombobox } from '../AirportCombobox/AirportCombobox';
import { BoundAirportCombobox, comboboxIds } from '../AirportCombobox/AirportComboboxFrame';
import DownshiftAirportCombobox from '../AirportCombobox/DownshiftAirportCombobox';
import { useLocationSearch } from '../AirportCombobox/use-location-search';

interface Case {
  value: AirportFieldValue;
  error?: string;
}

/** The same field as downshift renders it from the start, before anything is typed or opened. */
function WithDownshift({ value, error }: Case) {
  const search = useLocationSearch(value, () => Promise.resolve([]), 0);
  const field = { label: 'From', ids: comboboxIds(useId()), error, placeholder: 'City or airport', search };
  return (
    <DownshiftAirportCombobox
      ids={field.ids}
      options={search.options}
      text={value.text}
      optionText={(option) => option.value}
      onType={() => undefined}
      onPick={() => undefined}
      handover={undefined}
      openAtOnce={false}
      render={(bindings) => <BoundAirportCombobox field={field} bindings={bindings} />}
    />
  );
}

const cases: [string, Case][] = [
  ['empty', { value: EMPTY_AIRPORT_FIELD }],
  [
    'a query typed, the form\u2019s message under it',
    { value: { code: '', text: 'c' }, error: FLIGHT_SEARCH_MESSAGES.from },
  ],
  ['a location chosen', { value: { code: 'CMN', text: 'CMN – Mohammed V International' } }],
];

// The painted field copies the attributes downshift gives the label, the input and the list (STYLE.md: a
// test pins the coupling): an upgrade of downshift that changes them fails here.
describe("AirportCombobox's painted field", () => {
  it.each(cases)('renders as downshift does: %s', (_, { value, error }) => {
    const painted = serverMarkup(
      <AirportCombobox
        label="From"
        value={value}
        onChange={() => undefined}
        loadOptions={() => Promise.resolve([])}
        {...(error === undefined ? {} : { error })}
      />,
    );
    expect(painted).toContain('role="combobox"');
    expect(painted).toContain('aria-controls="ID-combobox-menu"');
    expect(painted).toBe(
      serverMarkup(<WithDownshift value={value} {...(error === undefined ? {} : { error })} />),
    );
  });
});
