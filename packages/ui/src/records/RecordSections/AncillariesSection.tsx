import type { Ancillary, Leg, Traveler } from '@comptoir/flight-domain';
import { Flex, Text } from '@radix-ui/themes';
import { Money } from '../../kit/Money/Money';
import { StatusBadge } from '../../kit/StatusBadge/StatusBadge';
import { segmentDisplayName, travelerDisplayName } from './record-format';
import { ItemList, RecordSection } from '../../kit/RecordSection/RecordSection';
import { m } from '../../i18n/paraglide/messages.js';

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
    <RecordSection title={m.record_ancillaries()} slot="ancillaries-section">
      <ItemList items={ancillaries} empty={m.record_no_ancillary()}>
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
                  {m.record_service_status({ status: ancillary.status })}
                </StatusBadge>
              </Flex>
            </Flex>
          </li>
        )}
      </ItemList>
    </RecordSection>
  );
}
