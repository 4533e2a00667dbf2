import type { Contact } from '@comptoir/flight-domain';
import { Badge, Flex, Link, Text } from '@radix-ui/themes';
import { ItemList, RecordSection } from '../../kit/RecordSection/RecordSection';
import { m } from '../../i18n/paraglide/messages.js';

export interface ContactsSectionProps {
  contacts: readonly Contact[];
}

/** Who the airline and the agency reach about the record. */
export function ContactsSection({ contacts }: ContactsSectionProps) {
  return (
    <RecordSection title={m.record_contacts()} slot="contacts-section">
      <ItemList items={contacts} empty={m.record_no_contact()}>
        {(contact) => (
          <li key={contact.id} data-slot="contact">
            <Flex gap="2" align="center" wrap="wrap">
              <Badge color={contact.kind === 'primary' ? 'indigo' : 'gray'} variant="soft" highContrast>
                {m.record_contact_kind({ kind: contact.kind })}
              </Badge>
              <Text size="2" weight="medium">
                {contact.name ?? '—'}
              </Text>
            </Flex>
            <Flex gap="3" wrap="wrap" mt="1">
              {contact.email === undefined ? null : (
                <Link size="2" href={`mailto:${contact.email}`} className="break-all">
                  {contact.email}
                </Link>
              )}
              {contact.phone === undefined ? null : <Text size="2">{contact.phone}</Text>}
            </Flex>
          </li>
        )}
      </ItemList>
    </RecordSection>
  );
}
