import type { Organization } from '@comptoir/flight-domain';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { TextInputField } from '../../kit/FormFields/TextInputField';
import { useSubmission } from '../../kit/use-submission';
import { ErrorCallout } from '../../kit/ErrorCallout/ErrorCallout';
import { m } from '../../i18n/paraglide/messages.js';

export interface DeleteOrganizationSectionProps {
  organization: Organization;
  /** Deletes it (better-auth's organization delete); sent once, its refusal shown. */
  onDelete: (organization: Organization) => Promise<void>;
}

/** The organization's deletion, for its owner: its slug typed first, then sent once. */
export function DeleteOrganizationSection({ organization, onDelete }: DeleteOrganizationSectionProps) {
  const [typed, setTyped] = useState('');
  const deleting = useSubmission(() => onDelete(organization));
  const confirmed = typed.trim() === organization.slug;
  return (
    <Flex asChild direction="column" gap="2">
      <section aria-labelledby="delete-organization-heading" data-slot="delete-organization">
        <Heading id="delete-organization-heading" as="h2" size="3" color="red">
          {m.org_delete_title()}
        </Heading>
        <Text size="2" color="gray">
          {m.org_delete_warning()}
        </Text>
        <TextInputField
          label={m.org_delete_type_to_confirm({ slug: organization.slug })}
          value={typed}
          onValueChange={setTyped}
        />
        <ErrorCallout message={deleting.error} size="1" />
        <Flex justify="end">
          {/* High contrast: white on Radix's plain red solid falls short of WCAG AA (3.9:1). */}
          <Button
            color="red"
            highContrast
            disabled={!confirmed}
            loading={deleting.pending}
            aria-busy={deleting.pending}
            onClick={() => deleting.submit(undefined)}
          >
            {m.org_delete({ name: organization.name })}
          </Button>
        </Flex>
      </section>
    </Flex>
  );
}
