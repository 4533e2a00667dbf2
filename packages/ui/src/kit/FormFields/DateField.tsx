import { formatDate, loadOnce, readIsoDateTime } from '@comptoir/flight-domain';
import { TextField } from '@radix-ui/themes';
import { type ComponentType, memo, useId, useState } from 'react';
import { useSwapOnUse } from '../first-load/load-on-use';
import { CalendarButton } from './CalendarButton';
import type { DateCalendarPopoverProps } from './DateCalendarPopover';
import { FieldFrame } from './FieldFrame';
import { m } from '../../i18n/paraglide/messages.js';

// The calendar (react-day-picker and date-fns) and Radix's popover around it (its focus and dismiss
// layers, scroll lock: about 10 KiB gzip without the calendar) are no part of a page's first load (issue
// 27): the calendar's button paints with the field, the popover is fetched when the button is first
// hovered or focused, and takes its place when it is pressed (opened at once).
const loadCalendar = loadOnce<ComponentType<DateCalendarPopoverProps>>(() =>
  import('./DateCalendarPopover').then((module) => module.default),
);

/** The keys that press a button (Radix's popover opens on its trigger's click). */
const BUTTON_PRESS_KEYS = [' ', 'Enter'];

/** Reads `07/03/2025` (or `7/3/2025`) into `2025-03-07`, or null when it is not a real date. */
function parseFrenchDate(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (match === null) return null;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return readIsoDateTime(iso) === null ? null : iso;
}

interface DateFieldProps {
  /** The field's label. */
  label: string;
  /** The date as `YYYY-MM-DD`, or '' (controlled). */
  value: string;
  /** Called with the date as `YYYY-MM-DD`, or '' while the text is not a full date. */
  onChange: (value: string) => void;
  /** The form's validation message. */
  error?: string | undefined;
  /** Whether the field and its calendar are disabled. Default: false. */
  disabled?: boolean;
}

/**
 * A date typed in fr-FR (`dd/mm/yyyy`, SPEC §3) or picked on a calendar (react-day-picker, fr locale),
 * kept as an ISO date. The typed text is never replaced: a text that is not a date says so when the field
 * is left. It renders again only when its props change (`memo`): typing in a form's other fields leaves it
 * alone while its handler stays the same.
 */
export const DateField = memo(function DateField({
  label,
  value,
  onChange,
  error,
  disabled = false,
}: DateFieldProps) {
  const id = useId();
  const [text, setText] = useState(() => (value === '' ? '' : formatDate(value)));
  const [shownValue, setShownValue] = useState(value);
  const [left, setLeft] = useState(false);
  const { swappedIn, triggerProps } = useSwapOnUse(loadCalendar, {
    whenIdle: false,
    openKeys: BUTTON_PRESS_KEYS,
  });
  // A value set from outside (a restored or reset form) replaces the text.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== (parseFrenchDate(text) ?? '')) setText(value === '' ? '' : formatDate(value));
  }
  const badFormat = left && text.trim() !== '' && parseFrenchDate(text) === null;
  const message = badFormat ? m.kit_date_format() : error;
  return (
    <FieldFrame id={id} label={label} slot="date-field" error={message}>
      <TextField.Root
        id={id}
        value={text}
        placeholder={m.kit_date_placeholder()}
        inputMode="numeric"
        autoComplete="off"
        disabled={disabled}
        color={message === undefined ? undefined : 'red'}
        aria-invalid={message !== undefined}
        aria-describedby={message === undefined ? undefined : `${id}-error`}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = parseFrenchDate(event.target.value) ?? '';
          setShownValue(parsed);
          if (parsed !== value) onChange(parsed);
        }}
        onBlur={() => {
          setLeft(true);
        }}
      >
        <TextField.Slot side="right">
          {swappedIn ? (
            <swappedIn.widget
              label={label}
              value={value}
              defaultOpen={swappedIn.open}
              disabled={disabled}
              onPick={(iso) => {
                setText(formatDate(iso));
                setShownValue(iso);
                if (iso !== value) onChange(iso);
              }}
            />
          ) : (
            // Radix's `Popover.Trigger` as it renders closed (`kit/first-load/DateField.test.tsx` pins the
            // likeness).
            <CalendarButton
              {...triggerProps}
              label={label}
              disabled={disabled}
              aria-haspopup="dialog"
              aria-expanded={false}
              data-state="closed"
            />
          )}
        </TextField.Slot>
      </TextField.Root>
    </FieldFrame>
  );
});
