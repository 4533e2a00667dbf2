import { statusLabel, type BadgeTone, type SpecialService, type Traveler } from '@comptoir/flight-domain';
import { Flex, Text } from '@radix-ui/themes';
import { StatusBadge } from '../../kit/StatusBadge/StatusBadge';
import { travelerDisplayName } from './record-format';
import { ItemList, RecordSection } from '../../kit/RecordSection/RecordSection';

export interface SpecialServicesSectionProps {
  services: readonly SpecialService[];
  /** The record's travelers, to name who each service is for. */
  travelers: readonly Traveler[];
}

const STATUS_TONES = {
  confirmed: 'success',
  requested: 'neutral',
  refused: 'error',
} as const satisfies Record<SpecialService['status'], BadgeTone>;
const KIND_LABELS = { meal: 'Meal', disability: 'Assistance' } as const;

/** Special service requests: special meals and assistance (disability SSRs), per traveler. */
export function SpecialServicesSection({ services, travelers }: SpecialServicesSectionProps) {
  return (
    <RecordSection title="Special services" slot="special-services-section">
      <ItemList items={services} empty="No meal or assistance requested.">
        {(service) => (
          <li key={service.specialServiceID} data-slot="special-service" data-kind={service.kind}>
            <Flex justify="between" gap="2" wrap="wrap">
              <Flex direction="column">
                <Text size="2" weight="medium">
                  {KIND_LABELS[service.kind]} {service.code}: {service.description}
                </Text>
                <Text size="1" color="gray">
                  {travelerDisplayName(travelers, service.travelerId)}
                </Text>
              </Flex>
              <StatusBadge tone={STATUS_TONES[service.status]}>{statusLabel(service.status)}</StatusBadge>
            </Flex>
          </li>
        )}
      </ItemList>
    </RecordSection>
  );
}
