import { Select } from '@radix-ui/themes';
import { useEffect, useRef } from 'react';
import { ORGANIZATION_PLACEHOLDER, type OrganizationSwitcherProps } from './OrganizationSwitcher';

interface OrganizationSelectProps extends OrganizationSwitcherProps {
  /** Open at once: the trigger was pressed before this module had loaded. */
  defaultOpen: boolean;
  /** Take the focus at once: the trigger had it when this module arrived and replaced it. */
  focusOnMount: boolean;
}

/** {@link OrganizationSwitcher} once its code has loaded: Radix Themes' select. */
export default function OrganizationSelect({
  organizations,
  activeOrganizationId,
  onSwitchOrganization,
  defaultOpen,
  focusOnMount,
}: OrganizationSelectProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) trigger.current?.focus();
  }, [focusOnMount]);
  return (
    <Select.Root
      defaultOpen={defaultOpen}
      value={activeOrganizationId ?? ''}
      onValueChange={(organizationId) => {
        if (organizationId !== activeOrganizationId) onSwitchOrganization(organizationId);
      }}
    >
      <Select.Trigger
        ref={trigger}
        data-slot="organization-switcher"
        aria-label="Organization"
        placeholder={ORGANIZATION_PLACEHOLDER}
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
