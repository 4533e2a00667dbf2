import { statusLabel, type Ancillary, type Leg, type Traveler } from '@comptoir/flight-domain';
import { Flex, Text } from '@radix-ui/themes';
import { Money } from '../../kit/Money/Money';
import { StatusBadge } from '../../kit/StatusBadge/StatusBadge';
import { segmentDisplayName, travelerDisplayName } from './record-format';
import { ItemList, RecordSection } from '../../kit/RecordSection/RecordSection';

export interface AncillariesSectionProps {
  ancillaries: readonly Ancillary[];
  travelers: readonly Traveler[];
  /** The record's itinerary, to name the flight of each ancillary. */
  itinerary: readonly Leg[];
}

/** Paid extras (bags, priority boarding) per traveler and flight, with their price. */
export function AncillariesSection({ ancillaries, travelers, itinerary }: AncillariesSectionProps) {
  const segments = itinerary.flatMap((leg) => leg.segments);
  return (
    <RecordSection title="Ancillaries" slot="ancillaries-section">
      <ItemList items={ancillaries} empty="No ancillary booked.">
        {(ancillary) => (
          <li key={ancillary.id} data-slot="ancillary">
            <Flex justify="between" gap="2" wrap="wrap">
              <Flex direction="column">
                <Text size="2" weight="medium">
                  {ancillary.description}
                </Text>
                <Text size="1" color="gray">
                  {travelerDisplayName(travelers, ancillary.travelerId)}
                  {ancillary.segmentId === undefined
                    ? ''
                    : ` · ${segmentDisplayName(segments, ancillary.segmentId)}`}
                </Text>
              </Flex>
              <Flex gap="2" align="center">
                <Money centimes={ancillary.price} size="2" />
                <StatusBadge tone={ancillary.status === 'confirmed' ? 'success' : 'neutral'}>
                  {statusLabel(ancillary.status)}
                </StatusBadge>
              </Flex>
            </Flex>
          </li>
        )}
      </ItemList>
    </RecordSection>
  );
}
