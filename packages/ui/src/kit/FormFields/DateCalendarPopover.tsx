import { Popover } from '@radix-ui/themes';
import { useState } from 'react';
import { CalendarButton } from './CalendarButton';
import DateCalendar from './DateCalendar';
import { m } from '../../i18n/paraglide/messages.js';

export interface DateCalendarPopoverProps {
  /** The date field's label. */
  label: string;
  /** The date as `YYYY-MM-DD`, or ''. */
  value: string;
  /** Called with the picked day as `YYYY-MM-DD`; the popover closes. */
  onPick: (iso: string) => void;
  /** Open at once: the button was pressed before this module had loaded. */
  defaultOpen: boolean;
  /** The field is disabled: so is its calendar's button. */
  disabled: boolean;
}

/** {@link DateField}'s calendar once its code has loaded: Radix's popover around the same button. */
export default function DateCalendarPopover({
  label,
  value,
  onPick,
  defaultOpen,
  disabled,
}: DateCalendarPopoverProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger>
        <CalendarButton label={label} disabled={disabled} />
      </Popover.Trigger>
      <Popover.Content size="1" aria-label={m.kit_date_calendar({ label })}>
        <DateCalendar
          value={value}
          onPick={(iso) => {
            setOpen(false);
            onPick(iso);
          }}
        />
      </Popover.Content>
    </Popover.Root>
  );
}
