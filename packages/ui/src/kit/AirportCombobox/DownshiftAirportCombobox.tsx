import type { LocationSuggestion } from '@comptoir/flight-domain';
import { Badge, Flex, Text } from '@radix-ui/themes';
import { useCombobox } from 'downshift';
import { useLayoutEffect } from 'react';
import { type AirportFieldValue, chosenAirport } from './airport-field';
import { AirportComboboxFrame, type AirportFieldParts } from './AirportComboboxFrame';

/** How the painted input stood when downshift's took its place: focused, with this selection. */
export interface Handover {
  start: number;
  end: number;
  direction: 'forward' | 'backward' | 'none';
}

export interface DownshiftAirportComboboxProps {
  field: AirportFieldParts;
  value: AirportFieldValue;
  onChange: (value: AirportFieldValue, location?: LocationSuggestion) => void;
  /** Set when the painted input had the focus: this one takes it, the caret where it was. */
  handover: Handover | undefined;
}

/** The changes of downshift's text that come from staff typing (the rest follow a choice or a prop). */
const TYPED_CHANGES: ReadonlySet<string> = new Set([
  useCombobox.stateChangeTypes.InputChange,
  useCombobox.stateChangeTypes.InputKeyDownEscape,
]);

/**
 * {@link AirportCombobox} once downshift has loaded: its `useCombobox` drives the same field (arrow keys
 * move through the options, Enter picks one, Escape closes the list).
 */
export default function DownshiftAirportCombobox({
  field,
  value,
  onChange,
  handover,
}: DownshiftAirportComboboxProps) {
  const { ids, search } = field;
  const { options } = search;
  const { isOpen, highlightedIndex, getInputProps, getItemProps, getLabelProps, getMenuProps } =
    useCombobox<LocationSuggestion>({
      id: ids.base,
      labelId: ids.label,
      inputId: ids.input,
      menuId: ids.menu,
      items: options,
      itemToString: (item) => (item === null ? '' : chosenAirport(item).text),
      itemToKey: (item) => item?.value,
      inputValue: value.text,
      // Text typed in the painted field before downshift had loaded: the list it brings shows.
      initialIsOpen: handover !== undefined && value.code === '' && value.text.trim() !== '',
      // The form holds the choice (code and text); downshift keeps none of its own, so that every pick is
      // reported, the same location chosen again included.
      selectedItem: null,
      onStateChange: ({ type, selectedItem, inputValue }) => {
        if (selectedItem) onChange(chosenAirport(selectedItem), selectedItem);
        else if (inputValue !== undefined && TYPED_CHANGES.has(type))
          onChange({ code: '', text: inputValue });
      },
    });
  // Before the browser paints the swap, and before the next keystroke lands.
  useLayoutEffect(() => {
    const input = document.getElementById(ids.input);
    if (handover === undefined || !(input instanceof HTMLInputElement)) return;
    input.focus();
    input.setSelectionRange(handover.start, handover.end, handover.direction);
  }, [handover, ids.input]);

  return (
    <AirportComboboxFrame
      field={field}
      labelProps={getLabelProps()}
      inputProps={getInputProps()}
      menuProps={getMenuProps()}
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
    </AirportComboboxFrame>
  );
}
