import type { BadgeTone, SpecialService, Traveler } from '@comptoir/flight-domain';
import { Flex, Text } from '@radix-ui/themes';
import { StatusBadge } from '../../kit/StatusBadge/StatusBadge';
import { travelerDisplayName } from './record-format';
import { ItemList, RecordSection } from '../../kit/RecordSection/RecordSection';
import { m } from '../../i18n/paraglide/messages.js';

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

/** Special service requests: special meals and assistance (disability SSRs), per traveler. */
export function SpecialServicesSection({ services, travelers }: SpecialServicesSectionProps) {
  return (
    <RecordSection title={m.record_special_services()} slot="special-services-section">
      <ItemList items={services} empty={m.record_no_special_service()}>
        {(service) => (
          <li key={service.specialServiceID} data-slot="special-service" data-kind={service.kind}>
            <Flex justify="between" gap="2" wrap="wrap">
              <Flex direction="column">
                <Text size="2" weight="medium">
                  {m.record_service_kind({ kind: service.kind })} {service.code}: {service.description}
                </Text>
                <Text size="1" color="gray">
                  {travelerDisplayName(travelers, service.travelerId)}
                </Text>
              </Flex>
              <StatusBadge tone={STATUS_TONES[service.status]}>
                {m.record_service_status({ status: service.status })}
              </StatusBadge>
            </Flex>
          </li>
        )}
      </ItemList>
    </RecordSection>
  );
}
