import { IconButton } from '@radix-ui/themes';
import type { ComponentProps } from 'react';
import { CalendarIcon } from '../icons/icons';
import { m } from '../../i18n/paraglide/messages.js';

interface CalendarButtonProps extends ComponentProps<typeof IconButton> {
  /** The date field's label: the button is named '<label>: calendar'. */
  label: string;
}

/**
 * The date field's calendar button. The field paints it before the calendar's code has loaded, and the
 * calendar's popover then takes it as its trigger.
 */
export function CalendarButton({ label, ...props }: CalendarButtonProps) {
  return (
    <IconButton
      type="button"
      size="1"
      variant="ghost"
      color="gray"
      aria-label={m.kit_date_calendar({ label })}
      {...props}
    >
      <CalendarIcon />
    </IconButton>
  );
}
