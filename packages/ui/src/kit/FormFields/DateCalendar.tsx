import type { CSSProperties } from 'react';
import { localIsoDate } from '@comptoir/flight-domain';
import { DayPicker } from 'react-day-picker';
import { fr } from 'react-day-picker/locale';
import 'react-day-picker/style.css';

/** `2025-03-07` as a local Date (the calendar works in local days). */
const toDate = (iso: string) => {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
};

/** The calendar in Radix Themes' colours. */
const CALENDAR_STYLE = {
  '--rdp-accent-color': 'var(--accent-9)',
  '--rdp-accent-background-color': 'var(--accent-a3)',
  '--rdp-day-height': '36px',
  '--rdp-day-width': '36px',
  '--rdp-day_button-height': '34px',
  '--rdp-day_button-width': '34px',
} as CSSProperties;

/**
 * {@link DateField}'s calendar (react-day-picker, fr locale) in Radix Themes' colours, in a module of its
 * own so that the field loads it when the calendar is first wanted.
 */
export default function DateCalendar({ value, onPick }: { value: string; onPick: (iso: string) => void }) {
  return (
    <DayPicker
      mode="single"
      locale={fr}
      style={CALENDAR_STYLE}
      {...(value === '' ? {} : { selected: toDate(value), defaultMonth: toDate(value) })}
      onSelect={(date) => {
        if (date !== undefined) onPick(localIsoDate(date));
      }}
    />
  );
}
