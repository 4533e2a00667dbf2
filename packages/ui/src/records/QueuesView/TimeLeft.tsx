import { timeLeft } from '@comptoir/flight-domain/queues';
import { Flex, Text } from '@radix-ui/themes';
import { m } from '../../i18n/paraglide/messages.js';

export interface TimeLeftProps {
  /** The ticketing deadline (ISO with offset). */
  deadline: string;
  /** The time to count from, in ms since the epoch. */
  now: number;
  /** The agent's zone, in which the exact deadline and its days read. */
  timeZone: string;
}

/**
 * The time left before a ticketing deadline: relative (`dans 5 heures`, `il y a 2 heures`) over the
 * exact deadline, red when passed or under 24 hours (`data-tone`: overdue, urgent or later).
 *
 * @example
 * <TimeLeft deadline="2026-11-28T15:00:00+00:00" now={Date.now()} timeZone="Africa/Casablanca" />
 */
export function TimeLeft({ deadline, now, timeZone }: TimeLeftProps) {
  const left = timeLeft(deadline, now, { timeZone });
  const red = left.tone !== 'later';
  return (
    <Flex direction="column" data-slot="time-left" data-tone={left.tone}>
      <Text weight="medium" {...(red ? { color: 'red' as const } : {})}>
        {left.tone === 'overdue' ? m.queues_overdue({ relative: left.relative }) : left.relative}
      </Text>
      <Text size="1" color="gray">
        {left.exact}
      </Text>
    </Flex>
  );
}
