import type { LocationSuggestion } from '@comptoir/flight-domain';
import type { TextField } from '@radix-ui/themes';
import { useCombobox } from 'downshift';
import { type ChangeEvent, type ComponentPropsWithRef, type ReactNode, useLayoutEffect } from 'react';
import type { ComboboxIds } from './AirportComboboxFrame';

/** How the painted input stood when downshift's took its place: focused, with this selection. */
export interface Handover {
  start: number;
  end: number;
  direction: 'forward' | 'backward' | 'none';
}

/** What downshift gives the field's parts to draw it. */
export interface ComboboxBindings {
  labelProps: { id: string; htmlFor: string };
  inputProps: ComponentPropsWithRef<typeof TextField.Root>;
  menuProps: ComponentPropsWithRef<'ul'>;
  isOpen: boolean;
  highlightedIndex: number;
  itemProps: (option: LocationSuggestion, index: number) => ComponentPropsWithRef<'li'>;
}

export interface DownshiftAirportComboboxProps {
  ids: ComboboxIds;
  options: LocationSuggestion[];
  /** The text the field shows (the form's). */
  text: string;
  /** The text an option shows once chosen. */
  optionText: (option: LocationSuggestion) => string;
  onType: (text: string) => void;
  onPick: (option: LocationSuggestion) => void;
  /** Set when the painted input had the focus: this one takes it, the caret where it was. */
  handover: Handover | undefined;
  /** Whether the list opens at once (as soon as it has options). */
  openAtOnce: boolean;
  /** Draws the field with downshift's bindings. */
  render: (bindings: ComboboxBindings) => ReactNode;
}

/**
 * {@link AirportCombobox} once downshift has loaded: its `useCombobox` drives the same field (arrow keys
 * move through the options, Enter picks one, Escape closes the list). This module imports nothing of the
 * page's but types (the field draws itself through `render`): its chunk reaches no module the page has
 * loaded, and the page's chunks stay as they were.
 */
export default function DownshiftAirportCombobox({
  ids,
  options,
  text,
  optionText,
  onType,
  onPick,
  handover,
  openAtOnce,
  render,
}: DownshiftAirportComboboxProps) {
  const { isOpen, highlightedIndex, getInputProps, getItemProps, getLabelProps, getMenuProps } =
    useCombobox<LocationSuggestion>({
      id: ids.base,
      labelId: ids.label,
      inputId: ids.input,
      menuId: ids.menu,
      items: options,
      itemToString: (item) => (item === null ? '' : optionText(item)),
      itemToKey: (item) => item?.value,
      inputValue: text,
      initialIsOpen: openAtOnce,
      // The form holds the choice (code and text); downshift keeps none of its own, so that every pick is
      // reported, the same location chosen again included.
      selectedItem: null,
      // downshift reports its changes from an effect, after its render: a keystroke reported so would
      // reach the form only after React had put the input back to the form's older text, and a key typed
      // in between was lost (`CMN` became `CN`). What staff type is reported by the input's own `onChange`
      // below, in the keystroke's event; downshift reports only what it changes itself.
      // (Escape on a closed list empties the text.)
      onStateChange: ({ type, selectedItem, inputValue }) => {
        if (selectedItem) onPick(selectedItem);
        else if (inputValue !== undefined && type === useCombobox.stateChangeTypes.InputKeyDownEscape)
          onType(inputValue);
      },
    });
  // Before the browser paints the swap, and before the next keystroke lands.
  useLayoutEffect(() => {
    const input = document.getElementById(ids.input);
    if (handover === undefined || !(input instanceof HTMLInputElement)) return;
    input.focus();
    input.setSelectionRange(handover.start, handover.end, handover.direction);
  }, [handover, ids.input]);
  return render({
    labelProps: getLabelProps(),
    inputProps: getInputProps({
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        onType(event.currentTarget.value);
      },
    }),
    menuProps: getMenuProps(),
    isOpen,
    highlightedIndex,
    itemProps: (option, index) => getItemProps({ item: option, index }),
  });
}
