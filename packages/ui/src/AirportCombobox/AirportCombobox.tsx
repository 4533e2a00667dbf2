import {
  LOCATION_QUERY_TOO_SHORT_MESSAGE,
  LOCATION_SEARCH,
  type LocationSuggestion,
} from '@comptoir/flight-domain';
import { Badge, Flex, Spinner, Text, TextField } from '@radix-ui/themes';
import { useCombobox } from 'downshift';
import { useEffect, useId, useRef, useState } from 'react';

export interface AirportComboboxProps {
  /** The field's visible label, e.g. 'From'. */
  label: string;
  /** The chosen location's IATA code, or '' when none is chosen (controlled). */
  value: string;
  /** Called with the chosen location's code (and the location), or '' when the text no longer matches it. */
  onChange: (code: string, location?: LocationSuggestion) => void;
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

const describe = (location: LocationSuggestion) => `${location.value} – ${location.name}`;

function errorMessage(reason: unknown): string {
  return reason instanceof Error ? reason.message : String(reason);
}

/**
 * An airport or city picker (IATA code first) over an asynchronous location search, built on downshift's
 * `useCombobox`: arrow keys move through the options, Enter picks one, Escape closes the list. Below two
 * characters it says 'Query must be at least 2 characters'; it shows loading, empty and error states.
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
  const [query, setQuery] = useState('');
  const [load, setLoad] = useState<LoadState>({ status: 'idle' });
  const latest = useRef(0);
  const options = load.status === 'ready' ? load.options : [];
  const trimmed = query.trim();
  const tooShort = trimmed.length > 0 && trimmed.length < LOCATION_SEARCH.minQueryLength;

  useEffect(() => {
    if (trimmed.length < LOCATION_SEARCH.minQueryLength || value !== '') return;
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
  }, [trimmed, value, loadOptions, debounceMs]);

  const { isOpen, highlightedIndex, getInputProps, getItemProps, getLabelProps, getMenuProps } =
    useCombobox<LocationSuggestion>({
      items: options,
      itemToString: (item) => (item === null ? '' : describe(item)),
      itemToKey: (item) => item?.value,
      initialInputValue: value,
      onInputValueChange: ({ inputValue, type }) => {
        if (type !== useCombobox.stateChangeTypes.InputChange) return;
        setQuery(inputValue);
        if (value !== '') onChange('');
      },
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem !== null) onChange(selectedItem.value, selectedItem);
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
  const showStatus = status !== null && value === '' && trimmed.length > 0;

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
