import { DropdownMenu, Flex, Text } from '@radix-ui/themes';
import { useEffect, useRef } from 'react';
import { m } from '../../i18n/paraglide/messages.js';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { roleLabel } from './role-label';
import type { UserMenuProps } from './UserMenu';
import { UserMenuButton } from './UserMenuButton';

interface UserMenuDropdownProps extends UserMenuProps {
  /** Open at once: the button was pressed before this module had loaded. */
  defaultOpen: boolean;
  /** Take the focus at once: the button had it when this module arrived and replaced it. */
  focusOnMount: boolean;
}

/** {@link UserMenu} once its code has loaded: the Radix dropdown menu around the same button. */
export default function UserMenuDropdown({
  user,
  isImpersonating,
  showName,
  onSignOut,
  onStopImpersonating,
  defaultOpen,
  focusOnMount,
}: UserMenuDropdownProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) trigger.current?.focus();
  }, [focusOnMount]);
  return (
    // Not modal: the page stays reachable (and is not hidden from assistive technology) while it is open.
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger>
        <UserMenuButton ref={trigger} user={user} showName={showName} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" data-slot="user-menu" className="min-w-64">
        <Flex direction="column" gap="1" px="3" py="2">
          <Text size="2" weight="bold">
            {user.name}
          </Text>
          {user.email ? (
            <Text size="1" color="gray">
              {user.email}
            </Text>
          ) : null}
          <Flex justify="between" align="center" gap="3" mt="2">
            <Text size="1" color="gray">
              {m.shell_role()}
            </Text>
            <Text size="1" weight="medium" data-slot="user-role">
              {roleLabel(user.role)}
            </Text>
          </Flex>
          <Flex justify="between" align="center" gap="3">
            <Text size="1" color="gray">
              {m.shell_two_factor()}
            </Text>
            <StatusBadge tone={user.twoFactorEnabled ? 'success' : 'warning'} data-slot="user-two-factor">
              {user.twoFactorEnabled ? m.shell_two_factor_enabled() : m.shell_two_factor_disabled()}
            </StatusBadge>
          </Flex>
        </Flex>
        <DropdownMenu.Separator />
        {isImpersonating ? (
          <DropdownMenu.Item onSelect={onStopImpersonating}>{m.shell_stop_impersonating()}</DropdownMenu.Item>
        ) : null}
        <DropdownMenu.Item onSelect={onSignOut}>{m.shell_sign_out()}</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
