import {
  LOCATION_QUERY_TOO_SHORT_MESSAGE,
  LOCATION_SEARCH,
  type LocationSuggestion,
} from '@comptoir/flight-domain';
import { Badge, Flex, Spinner, Text, TextField } from '@radix-ui/themes';
import { useCombobox } from 'downshift';
import { useEffect, useId, useRef, useState } from 'react';
import { type AirportFieldValue, chosenAirport } from './airport-field';

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

type LoadState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'ready'; query: string; options: LocationSuggestion[] }
  | { status: 'error'; query: string; message: string };

/** The changes of downshift's text that come from staff typing (the rest follow a choice or a prop). */
const TYPED_CHANGES: ReadonlySet<string> = new Set([
  useCombobox.stateChangeTypes.InputChange,
  useCombobox.stateChangeTypes.InputKeyDownEscape,
]);

function errorMessage(reason: unknown): string {
  return reason instanceof Error ? reason.message : String(reason);
}

/**
 * An airport or city picker (IATA code first) over an asynchronous location search, built on downshift's
 * `useCombobox`: arrow keys move through the options, Enter picks one, Escape closes the list. Below two
 * characters it says 'Query must be at least 2 characters'; it shows loading, empty and error states.
 * The text shown is `value.text`, never a state of its own: what the field shows is what the form holds.
 *
 * @example
 * <AirportCombobox label="From" value={from} onChange={setFrom} loadOptions={searchLocations} />
 */
export function AirportCombobox({
  label,
  value,
  onChange,
  loadOptions,
  error,
  placeholder = 'City or airport',
  debounceMs = 200,
}: AirportComboboxProps) {
  const id = useId();
  const [load, setLoad] = useState<LoadState>({ status: 'idle' });
  const latest = useRef(0);
  const options = load.status === 'ready' ? load.options : [];
  // Only typed text is searched: the label of a chosen location is not a query.
  const trimmed = value.code === '' ? value.text.trim() : '';
  const tooShort = trimmed.length > 0 && trimmed.length < LOCATION_SEARCH.minQueryLength;

  useEffect(() => {
    if (trimmed.length < LOCATION_SEARCH.minQueryLength) return;
    const request = ++latest.current;
    const timer = setTimeout(() => {
      setLoad({ status: 'loading', query: trimmed });
      loadOptions(trimmed).then(
        (found) => {
          if (request === latest.current) setLoad({ status: 'ready', query: trimmed, options: found });
        },
        (reason: unknown) => {
          if (request === latest.current)
            setLoad({ status: 'error', query: trimmed, message: errorMessage(reason) });
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
    };
  }, [trimmed, loadOptions, debounceMs]);

  const { isOpen, highlightedIndex, getInputProps, getItemProps, getLabelProps, getMenuProps } =
    useCombobox<LocationSuggestion>({
      items: options,
      itemToString: (item) => (item === null ? '' : chosenAirport(item).text),
      itemToKey: (item) => item?.value,
      inputValue: value.text,
      // The form holds the choice (code and text); downshift keeps none of its own, so that every pick is
      // reported, the same location chosen again included.
      selectedItem: null,
      onStateChange: ({ type, selectedItem, inputValue }) => {
        if (selectedItem) onChange(chosenAirport(selectedItem), selectedItem);
        else if (inputValue !== undefined && TYPED_CHANGES.has(type))
          onChange({ code: '', text: inputValue });
      },
    });

  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  let status: string | null = null;
  if (tooShort) status = LOCATION_QUERY_TOO_SHORT_MESSAGE;
  else if (load.status === 'loading') status = 'Searching…';
  else if (load.status === 'error') status = `Could not load locations: ${load.message}`;
  else if (load.status === 'ready' && options.length === 0)
    status = `No airport or city matches “${load.query}”`;
  const showStatus = status !== null && trimmed.length > 0;

  return (
    <Flex data-slot="airport-combobox" direction="column" gap="1" className="relative min-w-0">
      <Text as="label" size="2" weight="medium" {...getLabelProps()}>
        {label}
      </Text>
      <TextField.Root
        placeholder={placeholder}
        color={error === undefined ? undefined : 'red'}
        aria-invalid={error !== undefined}
        {...getInputProps({
          'aria-describedby':
            [statusId, error === undefined ? '' : errorId].filter(Boolean).join(' ') || undefined,
        })}
      >
        {load.status === 'loading' ? (
          <TextField.Slot side="right">
            <Spinner size="1" />
          </TextField.Slot>
        ) : null}
      </TextField.Root>
      <ul
        {...getMenuProps()}
        className="absolute top-full right-0 left-0 z-10 m-0 mt-1 max-h-72 list-none overflow-y-auto p-1"
        style={{
          display: isOpen && options.length > 0 ? 'block' : 'none',
          background: 'var(--color-panel-solid)',
          boxShadow: 'var(--shadow-5)',
          borderRadius: 'var(--radius-3)',
        }}
      >
        {isOpen &&
          options.map((option, index) => (
            <li
              key={`${option.type}-${option.value}`}
              data-slot="airport-option"
              data-highlighted={highlightedIndex === index || undefined}
              className="cursor-pointer rounded px-2 py-1.5"
              style={{ background: highlightedIndex === index ? 'var(--accent-a4)' : undefined }}
              {...getItemProps({ item: option, index })}
            >
              <Flex align="center" gap="2">
                <Text weight="bold" className="tabular-nums">
                  {option.value}
                </Text>
                <Text size="2" truncate>
                  {option.name}
                </Text>
                {option.type === 'city' ? (
                  <Badge color="gray" highContrast>
                    City
                  </Badge>
                ) : null}
              </Flex>
              <Text as="div" size="1" color="gray">
                {option.city}, {option.country}
              </Text>
            </li>
          ))}
      </ul>
      <Text
        id={statusId}
        size="1"
        color={load.status === 'error' && !tooShort ? 'red' : 'gray'}
        role="status"
      >
        {showStatus ? status : null}
      </Text>
      {error === undefined ? null : (
        <Text id={errorId} data-slot="field-error" size="1" color="red">
          {error}
        </Text>
      )}
    </Flex>
  );
}
