import { formatDurationLabel, formatIsoDuration, parseIsoDuration } from '@comptoir/flight-domain';
import { Text, type TextProps } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export interface DurationProps extends Pick<TextProps, 'size' | 'weight' | 'color' | 'highContrast'> {
  /** An ISO 8601 duration as the backend sends it (`PT2H30M`, SPEC §3), or whole minutes. */
  value: string | number | null | undefined;
  /** Shown when there is no duration or it is not a valid one. Default: '—'. */
  fallback?: ReactNode;
}

function toMinutes(value: string | number): number | null {
  if (typeof value === 'string') return parseIsoDuration(value);
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/**
 * A flight or layover duration for staff to read (`2 h 30 min`), in a `<time>` element whose
 * `dateTime` is the ISO duration (`PT2H30M`).
 *
 * @example
 * <Duration value="PT2H30M" /> // 2 h 30 min
 */
export function Duration({ value, fallback = '—', ...props }: DurationProps) {
  const minutes = value === null || value === undefined ? null : toMinutes(value);
  if (minutes === null) {
    return (
      <Text data-slot="duration" data-invalid="" color="gray" {...props}>
        {fallback}
      </Text>
    );
  }
  return (
    <Text asChild className="whitespace-nowrap" {...props}>
      <time data-slot="duration" dateTime={formatIsoDuration(minutes)}>
        {formatDurationLabel(minutes)}
      </time>
    </Text>
  );
}
