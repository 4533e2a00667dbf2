import { Select, Text } from '@radix-ui/themes';
import type { AppShellOrganization } from './types';

interface OrganizationSwitcherProps {
  organizations: readonly AppShellOrganization[];
  activeOrganizationId: string | null;
  onSwitchOrganization: (organizationId: string) => void;
}

/**
 * Picks the active organization among the user's; says 'No organization' when they belong to none (their
 * last one deleted, say), rather than leave the header silent about it.
 */
export function OrganizationSwitcher({
  organizations,
  activeOrganizationId,
  onSwitchOrganization,
}: OrganizationSwitcherProps) {
  if (organizations.length === 0)
    return (
      <Text size="2" color="gray" data-slot="no-organization" className="whitespace-nowrap">
        No organization
      </Text>
    );
  return (
    <Select.Root
      value={activeOrganizationId ?? ''}
      onValueChange={(organizationId) => {
        if (organizationId !== activeOrganizationId) onSwitchOrganization(organizationId);
      }}
    >
      <Select.Trigger
        data-slot="organization-switcher"
        aria-label="Organization"
        placeholder="Choose an organization"
        variant="soft"
        color="gray"
        className="max-w-full min-w-0"
      />
      <Select.Content position="popper">
        {organizations.map((organization) => (
          <Select.Item key={organization.id} value={organization.id}>
            {organization.name}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
