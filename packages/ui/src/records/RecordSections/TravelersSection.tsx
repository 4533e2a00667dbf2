import type { Traveler } from '@comptoir/flight-domain';
import { Badge, DataList, Flex, Text } from '@radix-ui/themes';
import { DateDisplay } from '../../kit/DateDisplay/DateDisplay';
import { RecordSection } from '../../kit/RecordSection/RecordSection';
import { m } from '../../i18n/paraglide/messages.js';
import { passengerTypeWords } from '../../i18n/passenger-words';

export interface TravelersSectionProps {
  /** The travelers of the record, in booking order. */
  travelers: readonly Traveler[];
  /** Seat codes by traveler id, shown with each traveler. Default: none. */
  seatsByTraveler?: Readonly<Record<string, readonly string[]>>;
}

/** Who travels: name, passenger type, date of birth, travel document and seats. */
export function TravelersSection({ travelers, seatsByTraveler = {} }: TravelersSectionProps) {
  return (
    <RecordSection title={m.record_travelers({ count: travelers.length })} slot="travelers-section">
      <ul className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2">
        {travelers.map((traveler) => {
          const seats = seatsByTraveler[traveler.id] ?? [];
          return (
            <li key={traveler.id} data-slot="traveler">
              <Flex direction="column" gap="2">
                <Flex gap="2" align="center" wrap="wrap">
                  <Text size="3" weight="bold">
                    {traveler.title === undefined ? '' : `${traveler.title} `}
                    {traveler.firstName} {traveler.lastName}
                  </Text>
                  <Badge color="gray" variant="soft" highContrast>
                    {passengerTypeWords(traveler.passengerType)}
                  </Badge>
                </Flex>
                <DataList.Root size="1" orientation="horizontal">
                  <DataList.Item>
                    <DataList.Label minWidth="110px">{m.record_birth_date()}</DataList.Label>
                    <DataList.Value>
                      <DateDisplay value={traveler.birthDate} size="1" />
                    </DataList.Value>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.Label minWidth="110px">{m.record_document()}</DataList.Label>
                    <DataList.Value>
                      {traveler.document === undefined ? (
                        '—'
                      ) : (
                        <span>
                          {m.record_document_type({ type: traveler.document.type })}{' '}
                          {traveler.document.number} ({traveler.document.nationality}
                          {`), ${m.record_document_expires()}`}{' '}
                          <DateDisplay value={traveler.document.expiresOn} size="1" />
                        </span>
                      )}
                    </DataList.Value>
                  </DataList.Item>
                  {seats.length > 0 ? (
                    <DataList.Item>
                      <DataList.Label minWidth="110px">{m.record_seats()}</DataList.Label>
                      <DataList.Value>{seats.join(', ')}</DataList.Value>
                    </DataList.Item>
                  ) : null}
                </DataList.Root>
              </Flex>
            </li>
          );
        })}
      </ul>
    </RecordSection>
  );
}
