import { ChevronDownIcon, Text } from '@radix-ui/themes';
import type { ComponentType } from 'react';
import { loadOnce, useSwapOnUse } from './load-on-use';
import type OrganizationSelect from './OrganizationSelect';
import type { AppShellOrganization } from './types';

export interface OrganizationSwitcherProps {
  organizations: readonly AppShellOrganization[];
  activeOrganizationId: string | null;
  onSwitchOrganization: (organizationId: string) => void;
}

/** What the switcher's trigger says when no organization is active. */
export const ORGANIZATION_PLACEHOLDER = 'Choose an organization';

type Select = ComponentType<Parameters<typeof OrganizationSelect>[0]>;

// Radix's Select (its scroll area, focus and dismiss layers, scroll lock: about 18 KiB gzip) is no part of
// the first load (issue 27): the trigger paints as the select's own, and the select takes its place on use.
const loadSelect = loadOnce<Select>(() => import('./OrganizationSelect').then((module) => module.default));

/**
 * Picks the active organization among the user's; says 'No organization' when they belong to none (their
 * last one deleted, say), rather than leave the header silent about it.
 */
export function OrganizationSwitcher(props: OrganizationSwitcherProps) {
  const { swappedIn, triggerProps } = useSwapOnUse(loadSelect);
  if (props.organizations.length === 0)
    return (
      <Text size="2" color="gray" data-slot="no-organization" className="whitespace-nowrap">
        No organization
      </Text>
    );
  if (swappedIn)
    return <swappedIn.widget {...props} defaultOpen={swappedIn.open} focusOnMount={swappedIn.focus} />;
  // As Radix's select: the placeholder when no organization is active, the active one's name otherwise.
  const chosen = Boolean(props.activeOrganizationId);
  const active = props.organizations.find((organization) => organization.id === props.activeOrganizationId);
  return (
    // Radix Themes' `Select.Trigger` (soft, gray, size 2) as it renders closed, class names included: the
    // AppShell stories' screenshots and `OrganizationSwitcher.test.tsx` pin the likeness.
    <button
      {...triggerProps}
      type="button"
      role="combobox"
      aria-label="Organization"
      aria-expanded={false}
      aria-autocomplete="none"
      data-state="closed"
      dir="ltr"
      data-placeholder={chosen ? undefined : ''}
      data-accent-color="gray"
      data-slot="organization-switcher"
      className="rt-reset rt-SelectTrigger rt-r-size-2 rt-variant-soft max-w-full min-w-0"
    >
      <span className="rt-SelectTriggerInner">
        <span style={{ pointerEvents: 'none' }}>{chosen ? active?.name : ORGANIZATION_PLACEHOLDER}</span>
      </span>
      <ChevronDownIcon className="rt-SelectIcon" aria-hidden />
    </button>
  );
}
