import { formatDate, formatDateTime, formatTime, type DateInput } from '@comptoir/flight-domain';
import { Text, type TextProps } from '@radix-ui/themes';
import type { ReactNode } from 'react';

const FORMATTERS = { date: formatDate, time: formatTime, dateTime: formatDateTime } as const;

export interface DateDisplayProps extends Pick<TextProps, 'size' | 'weight' | 'color' | 'highContrast'> {
  /** An ISO 8601 date or date-time (shown at its own offset), a `Date` or epoch milliseconds. */
  value: DateInput | null | undefined;
  /** `date` 07/03/2025, `time` 10:05 or `dateTime` 07/03/2025 10:05. Default: `date`. */
  format?: keyof typeof FORMATTERS;
  /** IANA zone to show the instant in. Default: an ISO string's own offset; UTC for `Date` and numbers. */
  timeZone?: string;
  /** Shown when there is no date or it is not a valid one. Default: '—'. */
  fallback?: ReactNode;
}

function machineReadable(value: DateInput): string {
  return typeof value === 'string' ? value : new Date(value).toISOString();
}

/**
 * A date, time or both in fr-FR with a 2-digit day and month (SPEC §3), through flight-domain's
 * formatters, in a `<time>` element that carries the machine-readable value.
 *
 * @example
 * <DateDisplay value="2025-03-07T10:05:00+01:00" format="dateTime" /> // 07/03/2025 10:05
 */
export function DateDisplay({
  value,
  format = 'date',
  timeZone,
  fallback = '—',
  ...props
}: DateDisplayProps) {
  let text: string | null = null;
  let dateTime: string | null = null;
  if (value !== null && value !== undefined) {
    try {
      text = FORMATTERS[format](value, timeZone === undefined ? {} : { timeZone });
      dateTime = machineReadable(value);
    } catch {
      // Not a date: the fallback says so rather than breaking the page.
    }
  }
  if (text === null || dateTime === null) {
    return (
      <Text data-slot="date-display" data-invalid="" color="gray" {...props}>
        {fallback}
      </Text>
    );
  }
  return (
    <Text asChild className="whitespace-nowrap tabular-nums" {...props}>
      <time data-slot="date-display" data-format={format} dateTime={dateTime}>
        {text}
      </time>
    </Text>
  );
}
