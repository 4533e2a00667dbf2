import type { Organization } from '@comptoir/flight-domain';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { TextInputField } from '../../kit/FormFields/TextInputField';
import { useSubmission } from '../../kit/use-submission';
import { ErrorCallout } from '../../kit/ErrorCallout/ErrorCallout';

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
          Delete organization
        </Heading>
        <Text size="2" color="gray">
          Its members lose access at once. This cannot be undone.
        </Text>
        <TextInputField
          label={`Type ${organization.slug} to confirm`}
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
            Delete {organization.name}
          </Button>
        </Flex>
      </section>
    </Flex>
  );
}
