import { Flex, RadioCards, Text } from '@radix-ui/themes';
import type { SeatAssignmentValue, SeatMapPassenger } from './seat-map-types';
import { m } from '../../i18n/paraglide/messages.js';

export interface SeatMapPassengerPickerProps {
  passengers: SeatMapPassenger[];
  value: SeatAssignmentValue;
  /** The id of the passenger being seated. */
  activeId: string;
  onActiveIdChange: (passengerId: string) => void;
}

/** Which passenger the next seat is for: one card each, with the seat they hold so far. */
export function SeatMapPassengerPicker({
  passengers,
  value,
  activeId,
  onActiveIdChange,
}: SeatMapPassengerPickerProps) {
  return (
    <RadioCards.Root
      aria-label={m.seatmap_passenger_to_seat()}
      value={activeId}
      onValueChange={onActiveIdChange}
      columns={{ initial: '1', sm: '2', md: '3' }}
      size="1"
    >
      {passengers.map((passenger) => {
        const code = value[passenger.id];
        return (
          <RadioCards.Item key={passenger.id} value={passenger.id} data-slot="seat-map-passenger">
            <Flex direction="column" width="100%">
              <Text size="2" weight="bold">
                {passenger.name}
                {passenger.passengerType === undefined ? null : (
                  <Text weight="regular" color="gray">
                    {' '}
                    · {passenger.passengerType}
                  </Text>
                )}
              </Text>
              <Text size="1" color="gray">
                {code === undefined ? m.seatmap_no_seat_yet() : m.seatmap_seat({ code })}
              </Text>
            </Flex>
          </RadioCards.Item>
        );
      })}
    </RadioCards.Root>
  );
}
