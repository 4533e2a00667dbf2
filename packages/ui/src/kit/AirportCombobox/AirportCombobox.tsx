import { loadOnce, type LocationSuggestion } from '@comptoir/flight-domain';
import { type ComponentType, memo, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { type AirportFieldValue, chosenAirport, EMPTY_AIRPORT_FIELD } from './airport-field';
import { AirportComboboxFrame, BoundAirportCombobox, comboboxIds } from './AirportComboboxFrame';
import type { DownshiftAirportComboboxProps, Handover } from './DownshiftAirportCombobox';
import { useLocationSearch } from './use-location-search';
import { m } from '../../i18n/paraglide/messages.js';

export interface AirportComboboxProps {
  /** The field's visible label, e.g. 'From'. */
  label: string;
  /**
   * What the field shows and the code it stands for (controlled): `{ code: '', text }` while nothing is
   * chosen, `{ code, text }` once a location is.
   */
  value: AirportFieldValue;
  /**
   * Called once per change with the field's next value: `{ code: '', text }` as staff type,
   * `{ code, text }` with the location when they choose one (code and text in one call, so they cannot
   * part).
   */
  onChange: (value: AirportFieldValue, location?: LocationSuggestion) => void;
  /** Loads the locations that match a query of at least 2 characters (SPEC §5); rejects on failure. */
  loadOptions: (query: string) => Promise<LocationSuggestion[]>;
  /** A validation message to show under the field. Default: none. */
  error?: string;
  /** Placeholder of the input. Default: 'City or airport'. */
  placeholder?: string;
  /** Pause after the last keystroke before loading, in ms. Default: 200. */
  debounceMs?: number;
}

type Downshift = ComponentType<DownshiftAirportComboboxProps>;

// downshift (about 12 KiB gzip with its dependencies) is no part of the search pages' first load (issue
// 27): the field paints as downshift draws it, a plain input typing into the form, and downshift is
// fetched when the field is first hovered or focused (typing in it focuses it). It takes the field's place
// once the field has the focus (the focus and the caret handed over in the same task, so no keystroke falls between) or
// at once in a field mounted after it has loaded.
let downshiftLoaded: Downshift | undefined;
const loadDownshift = loadOnce<Downshift>(() =>
  import('./DownshiftAirportCombobox').then((module) => {
    downshiftLoaded = module.default;
    return module.default;
  }),
);

/** The selection of `input` when it has the focus. */
function handoverOf(input: HTMLInputElement | null): Handover | undefined {
  if (!input?.matches(':focus')) return undefined;
  const end = input.selectionEnd ?? input.value.length;
  return { start: input.selectionStart ?? end, end, direction: input.selectionDirection ?? 'none' };
}

/**
 * An airport or city picker (IATA code first) over an asynchronous location search, built on downshift's
 * `useCombobox`: arrow keys move through the options, Enter picks one, Escape closes the list. Below two
 * characters it says 'Query must be at least 2 characters'; it shows loading, empty and error states.
 * The text shown is `value.text`, never a state of its own: what the field shows is what the form holds,
 * typed before downshift has loaded included. It renders again only when its props change (`memo`): the
 * other fields of a form, typed in, leave it alone while their handlers stay the same.
 *
 * @example
 * <AirportCombobox label="From" value={from} onChange={setFrom} loadOptions={searchLocations} />
 */
export const AirportCombobox = memo(function AirportCombobox({
  label,
  value,
  onChange,
  loadOptions,
  error,
  placeholder = m.search_airport_placeholder(),
  debounceMs = 200,
}: AirportComboboxProps) {
  const ids = comboboxIds(useId());
  const field = { label, ids, error, placeholder, search: useLocationSearch(value, loadOptions, debounceMs) };
  const input = useRef<HTMLInputElement>(null);
  const [swappedIn, setSwappedIn] = useState<
    { widget: Downshift; handover: Handover | undefined } | undefined
  >(() => (downshiftLoaded === undefined ? undefined : { widget: downshiftLoaded, handover: undefined }));
  if (swappedIn)
    return (
      <swappedIn.widget
        ids={ids}
        options={field.search.options}
        text={value.text}
        optionText={(option) => chosenAirport(option).text}
        onType={(text) => {
          onChange({ code: '', text });
        }}
        onPick={(option) => {
          onChange(chosenAirport(option), option);
        }}
        handover={swappedIn.handover}
        // Text typed in the painted field before downshift had loaded: the list it brings shows.
        openAtOnce={swappedIn.handover !== undefined && value.code === '' && value.text.trim() !== ''}
        render={(bindings) => <BoundAirportCombobox field={field} bindings={bindings} />}
      />
    );

  const prefetch = () => void loadDownshift();
  const swap = () =>
    void loadDownshift().then((widget) => {
      const handover = handoverOf(input.current);
      if (handover === undefined) return; // left before it loaded: swapped on its next focus
      flushSync(() => {
        setSwappedIn((current) => current ?? { widget, handover });
      });
    });
  return (
    // downshift's label, input and list as it renders them closed: `kit/first-load/AirportCombobox.test.tsx`
    // pins the likeness, the stories' screenshots the look.
    <AirportComboboxFrame
      field={field}
      labelProps={{ id: ids.label, htmlFor: ids.input }}
      inputProps={{
        ref: input,
        id: ids.input,
        role: 'combobox',
        autoComplete: 'off',
        'aria-activedescendant': '',
        'aria-autocomplete': 'list',
        'aria-controls': ids.menu,
        'aria-expanded': false,
        'aria-labelledby': ids.label,
        value: value.text,
        onChange: (event) => {
          onChange({ code: '', text: event.target.value });
        },
        // Escape empties the field, as downshift does when its list is closed.
        onKeyDown: (event) => {
          if (event.key === 'Escape') onChange(EMPTY_AIRPORT_FIELD);
        },
        onPointerEnter: prefetch,
        onFocus: swap,
      }}
      menuProps={{ id: ids.menu, role: 'listbox', 'aria-labelledby': ids.label }}
      menuShown={false}
    />
  );
});
