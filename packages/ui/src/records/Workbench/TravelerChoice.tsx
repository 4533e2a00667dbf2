import type { Traveler } from '@comptoir/flight-domain';
import { CheckboxCards, Flex, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { passengerTypeWords } from '../../i18n/passenger-words';

export interface TravelerChoiceProps {
  /** The group's accessible name: "Travelers to price". */
  label: string;
  /** The reservation's travelers, one card each. */
  travelers: readonly Traveler[];
  /** The ids chosen. */
  value: string[];
  onValueChange: (ids: string[]) => void;
  /** Names each card for styles and tests (`data-slot`). */
  slot: string;
  disabled: boolean;
  /** The message under the choice when it is refused; marks the group invalid. */
  error: string | null;
}

/** A workbench editor's choice of travelers (split, price): a card per traveler, a message under them. */
export function TravelerChoice({
  label,
  travelers,
  value,
  onValueChange,
  slot,
  disabled,
  error,
}: TravelerChoiceProps) {
  const messageId = useId();
  return (
    <>
      <CheckboxCards.Root
        aria-label={label}
        aria-describedby={error === null ? undefined : messageId}
        aria-invalid={error === null ? undefined : true}
        value={value}
        onValueChange={onValueChange}
        disabled={disabled}
        columns={{ initial: '1', sm: '3' }}
        size="1"
      >
        {travelers.map((traveler) => (
          <CheckboxCards.Item key={traveler.id} value={traveler.id} data-slot={slot}>
            <Flex direction="column">
              <Text size="2" weight="bold">
                {traveler.firstName} {traveler.lastName}
              </Text>{' '}
              <Text size="1" color="gray">
                {passengerTypeWords(traveler.passengerType)}
              </Text>
            </Flex>
          </CheckboxCards.Item>
        ))}
      </CheckboxCards.Root>
      {error === null ? null : (
        <Text id={messageId} size="2" color="red" data-slot="field-error">
          {error}
        </Text>
      )}
    </>
  );
}
