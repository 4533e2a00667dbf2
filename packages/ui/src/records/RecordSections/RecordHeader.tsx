import type { ActionAvailability } from '@comptoir/flight-domain';
import { Button, DataList, Flex, Heading, Text, type ButtonProps } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { DateDisplay } from '../../kit/DateDisplay/DateDisplay';
import { ContentKindBadge } from '../../kit/StatusBadge/ContentKindBadge';
import { ErrorCallout } from '../../kit/ErrorCallout/ErrorCallout';
import { m } from '../../i18n/paraglide/messages.js';

export interface RecordHeaderProps {
  /** The page's `h1`, e.g. "Reservation RWBAUM". */
  title: string;
  /** `GDS` or `NDC`. */
  contentKind: string;
  /** The record's status badge. */
  status: ReactNode;
  /** Key facts under the title: `RecordFact`s, listed in a `DataList`. */
  summary: ReactNode;
  /** The action buttons (`RecordActionButton`s). */
  actions: ReactNode;
  /** Why refused actions are refused, shown under the buttons. Default: none. */
  refusals?: readonly string[];
  /** The message of the last failed action. Default: none. */
  error?: string | null;
}

/** One key fact of a record's summary (`RecordHeader`'s `summary` list): its label, then its value. */
export function RecordFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="160px">{label}</DataList.Label>
      <DataList.Value>{children}</DataList.Value>
    </DataList.Item>
  );
}

/** A dated fact of a record's summary: when it was booked or issued. */
export interface RecordDate {
  label: string;
  /** ISO timestamp with its offset. */
  at: string;
}

/**
 * When the record was booked or issued and, while it still applies, the deadline staff must act
 * before (ticket before, void before), in bold.
 */
export function RecordDateFacts({ made, deadline }: { made: RecordDate; deadline?: RecordDate | null }) {
  return (
    <>
      <RecordFact label={made.label}>
        <DateDisplay value={made.at} format="dateTime" />
      </RecordFact>
      {deadline == null ? null : (
        <RecordFact label={deadline.label}>
          <DateDisplay value={deadline.at} format="dateTime" weight="bold" />
        </RecordFact>
      )}
    </>
  );
}

/** The top of a reservation or ticket page: title, content kind, status, key facts and actions. */
export function RecordHeader({
  title,
  contentKind,
  status,
  summary,
  actions,
  refusals = [],
  error = null,
}: RecordHeaderProps) {
  return (
    <Flex direction="column" gap="3" data-slot="record-header">
      <Flex gap="3" align="center" wrap="wrap">
        <Heading as="h1" size={{ initial: '6', sm: '7' }}>
          {title}
        </Heading>
        <ContentKindBadge contentKind={contentKind} />
        {status}
      </Flex>
      <DataList.Root size="2" orientation={{ initial: 'vertical', sm: 'horizontal' }}>
        {summary}
      </DataList.Root>
      <Flex gap="2" wrap="wrap" role="group" aria-label={m.kit_actions()} data-slot="record-actions">
        {actions}
      </Flex>
      {refusals.length === 0 ? null : (
        <ul className="m-0 flex list-none flex-col gap-1 p-0" data-slot="action-refusals">
          {refusals.map((reason) => (
            <li key={reason}>
              <Text size="1" color="gray">
                {reason}
              </Text>
            </li>
          ))}
        </ul>
      )}
      <ErrorCallout message={error} size="1" slot="record-action-error" />
    </Flex>
  );
}

export interface RecordActionButtonProps extends Omit<ButtonProps, 'loading' | 'disabled' | 'onClick'> {
  /** Whether the rules allow the action now. */
  availability: ActionAvailability;
  /** Whether this action is under way: the button shows a spinner. */
  running: boolean;
  /** Whether another action is under way: every button waits. */
  busy: boolean;
  onClick: () => void;
}

/** An action button that is disabled when refused or while any action runs, and busy while its own runs. */
export function RecordActionButton({ availability, running, busy, ...props }: RecordActionButtonProps) {
  return (
    <Button
      variant="soft"
      {...props}
      loading={running}
      aria-busy={running}
      disabled={!availability.allowed || (busy && !running)}
    />
  );
}
