import { Text } from '@radix-ui/themes';
import { m } from '../../i18n/paraglide/messages.js';
import { OptionSelect } from '../OptionSelect/OptionSelect';
import type { AppShellOrganization } from './types';

export interface OrganizationSwitcherProps {
  /** The organizations the user belongs to; `undefined` while they are on their way. */
  organizations: readonly AppShellOrganization[] | undefined;
  /** The session's active organization, or `null` when none is chosen. */
  activeOrganizationId: string | null;
  onSwitchOrganization: (organizationId: string) => void;
}

/**
 * Picks the active organization among the user's; says 'No organization' when they belong to none (their
 * last one deleted, say), rather than leave the header silent about it, and holds its place with a
 * grey bar while their list is on its way. The app shell's `organizationSwitcher`.
 */
export function OrganizationSwitcher({
  organizations,
  activeOrganizationId,
  onSwitchOrganization,
}: OrganizationSwitcherProps) {
  if (organizations === undefined)
    return (
      <span
        data-slot="organizations-loading"
        aria-hidden="true"
        className="block h-6 w-40 rounded-[var(--radius-2)] bg-[var(--gray-a3)]"
      />
    );
  if (organizations.length === 0)
    return (
      <Text size="2" color="gray" data-slot="no-organization" className="whitespace-nowrap">
        {m.shell_no_organization()}
      </Text>
    );
  return (
    <OptionSelect
      value={activeOrganizationId ?? ''}
      options={organizations.map((organization) => ({ value: organization.id, label: organization.name }))}
      onValueChange={(organizationId) => {
        if (organizationId !== activeOrganizationId) onSwitchOrganization(organizationId);
      }}
      data-slot="organization-switcher"
      aria-label={m.shell_organization()}
      placeholder={m.shell_choose_organization()}
      variant="soft"
      color="gray"
      className="max-w-full min-w-0"
      position="popper"
    />
  );
}
