import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { serverMarkup } from './server-markup';
import DateCalendarPopover from '../FormFields/DateCalendarPopover';
import { DateField } from '../FormFields/DateField';

/** The calendar button's markup, the popover's generated `aria-controls` dropped. */
function calendarButton(node: ReactNode): string {
  const button = /<button[^>]*>[\s\S]*<\/button>/.exec(serverMarkup(node))?.[0] ?? '';
  return button.replace(/ aria-controls="[^"]*"/, '');
}

// The painted calendar button copies the attributes Radix's popover gives its trigger (STYLE.md: a test
// pins the coupling): an upgrade of Radix that changes the closed trigger fails here.
describe("DateField's painted calendar button", () => {
  it.each([
    { value: '', disabled: false },
    { value: '2027-03-12', disabled: false },
    { value: '2027-03-12', disabled: true },
  ])(
    "renders as Radix's closed popover trigger (value '$value', disabled $disabled)",
    ({ value, disabled }) => {
      const painted = calendarButton(
        <DateField label="Departure" value={value} onChange={() => undefined} disabled={disabled} />,
      );
      expect(painted).toContain('aria-label="Departure: calendar"');
      expect(painted).toContain('aria-haspopup="dialog"');
      expect(painted.includes(' disabled=""')).toBe(disabled);
      expect(painted).toBe(
        calendarButton(
          <DateCalendarPopover
            label="Departure"
            value={value}
            onPick={() => undefined}
            defaultOpen={false}
            disabled={disabled}
          />,
        ),
      );
    },
  );
});
