import type { LocationSuggestion } from '@comptoir/flight-domain';
import { Badge, Flex, Spinner, Text, TextField } from '@radix-ui/themes';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { ComboboxBindings } from './DownshiftAirportCombobox';
import { m } from '../../i18n/paraglide/messages.js';

/** The ids of a combobox's parts: the painted field and downshift's name them alike. */
export interface ComboboxIds {
  /** downshift's own id, the prefix of its options' ids. */
  base: string;
  label: string;
  input: string;
  menu: string;
  status: string;
  error: string;
}

export function comboboxIds(id: string): ComboboxIds {
  const base = `${id}-combobox`;
  return {
    base,
    label: `${base}-label`,
    input: `${base}-input`,
    menu: `${base}-menu`,
    status: `${id}-status`,
    error: `${id}-error`,
  };
}

/** Where the location search stands, as the field shows it. */
export interface LocationSearchState {
  options: LocationSuggestion[];
  loading: boolean;
  /** What the status line says, or null when it says nothing. */
  status: string | null;
  failed: boolean;
}

/** What the painted field and downshift's show alike. */
export interface AirportFieldParts {
  label: string;
  ids: ComboboxIds;
  error: string | undefined;
  placeholder: string;
  search: LocationSearchState;
}

interface AirportComboboxFrameProps {
  field: AirportFieldParts;
  labelProps: { id: string; htmlFor: string };
  inputProps: ComponentPropsWithRef<typeof TextField.Root>;
  menuProps: ComponentPropsWithRef<'ul'>;
  menuShown: boolean;
  /** The options, once downshift draws them. */
  children?: ReactNode;
}

/**
 * What {@link AirportCombobox} draws, painted with the page or driven by downshift once it has loaded:
 * the label, the input, the list, the status line and the form's message.
 */
export function AirportComboboxFrame({
  field: { label, ids, error, placeholder, search },
  labelProps,
  inputProps,
  menuProps,
  menuShown,
  children,
}: AirportComboboxFrameProps) {
  return (
    <Flex data-slot="airport-combobox" direction="column" gap="1" className="relative min-w-0">
      <Text as="label" size="2" weight="medium" {...labelProps}>
        {label}
      </Text>
      <TextField.Root
        placeholder={placeholder}
        color={error === undefined ? undefined : 'red'}
        aria-invalid={error !== undefined}
        {...inputProps}
        aria-describedby={error === undefined ? ids.status : `${ids.status} ${ids.error}`}
      >
        {search.loading ? (
          <TextField.Slot side="right">
            <Spinner size="1" />
          </TextField.Slot>
        ) : null}
      </TextField.Root>
      <ul
        {...menuProps}
        className="absolute top-full right-0 left-0 z-10 m-0 mt-1 max-h-72 list-none overflow-y-auto p-1"
        style={{
          display: menuShown ? 'block' : 'none',
          background: 'var(--color-panel-solid)',
          boxShadow: 'var(--shadow-5)',
          borderRadius: 'var(--radius-3)',
        }}
      >
        {children}
      </ul>
      <Text id={ids.status} size="1" color={search.failed ? 'red' : 'gray'} role="status">
        {search.status}
      </Text>
      {error === undefined ? null : (
        <Text id={ids.error} data-slot="field-error" size="1" color="red">
          {error}
        </Text>
      )}
    </Flex>
  );
}

/**
 * The field as downshift drives it: the frame, and the options while the list is open (the code, the
 * name, a city says so, then the city and country).
 */
export function BoundAirportCombobox({
  field,
  bindings,
}: {
  field: AirportFieldParts;
  bindings: ComboboxBindings;
}) {
  const { options } = field.search;
  const { isOpen, highlightedIndex } = bindings;
  return (
    <AirportComboboxFrame
      field={field}
      labelProps={bindings.labelProps}
      inputProps={bindings.inputProps}
      menuProps={bindings.menuProps}
      menuShown={isOpen && options.length > 0}
    >
      {isOpen &&
        options.map((option, index) => (
          <li
            key={`${option.type}-${option.value}`}
            data-slot="airport-option"
            data-highlighted={highlightedIndex === index || undefined}
            className="cursor-pointer rounded px-2 py-1.5"
            style={{ background: highlightedIndex === index ? 'var(--accent-a4)' : undefined }}
            {...bindings.itemProps(option, index)}
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
                  {m.search_airport_city()}
                </Badge>
              ) : null}
            </Flex>
            <Text as="div" size="1" color="gray">
              {option.city}, {option.country}
            </Text>
          </li>
        ))}
    </AirportComboboxFrame>
  );
}
