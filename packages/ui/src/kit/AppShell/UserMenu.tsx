import { Avatar, Button, DropdownMenu, Flex, Text, VisuallyHidden } from '@radix-ui/themes';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { roleLabel } from './navigation';
import type { AppShellUser } from './types';

interface UserMenuProps {
  user: AppShellUser;
  isImpersonating: boolean;
  /** Whether the user's name shows beside the avatar (not on phones). */
  showName: boolean;
  onSignOut: () => void;
  onStopImpersonating: () => void;
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase());
  return (letters.length > 1 ? `${letters[0] ?? ''}${letters.at(-1) ?? ''}` : (letters[0] ?? '?')).slice(
    0,
    2,
  );
}

/** The account menu: who is signed in, their role and two-factor state, and signing out. */
export function UserMenu({ user, isImpersonating, showName, onSignOut, onStopImpersonating }: UserMenuProps) {
  return (
    // Not modal: the page stays reachable (and is not hidden from assistive technology) while it is open.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger>
        <Button variant="ghost" color="gray" data-slot="user-menu-trigger">
          <span aria-hidden className="contents">
            <Avatar size="1" radius="full" fallback={initials(user.name)} />
          </span>
          {showName ? (
            <Text size="2" weight="medium" className="max-w-48 truncate" data-slot="user-name">
              {user.name}
            </Text>
          ) : (
            <VisuallyHidden>{user.name}</VisuallyHidden>
          )}
          <DropdownMenu.TriggerIcon />
        </Button>
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
              Role
            </Text>
            <Text size="1" weight="medium" data-slot="user-role">
              {roleLabel(user.role)}
            </Text>
          </Flex>
          <Flex justify="between" align="center" gap="3">
            <Text size="1" color="gray">
              Two-factor authentication
            </Text>
            <StatusBadge tone={user.twoFactorEnabled ? 'success' : 'warning'} data-slot="user-two-factor">
              {user.twoFactorEnabled ? 'Enabled' : 'Disabled'}
            </StatusBadge>
          </Flex>
        </Flex>
        <DropdownMenu.Separator />
        {isImpersonating ? (
          <DropdownMenu.Item onSelect={onStopImpersonating}>Stop impersonating</DropdownMenu.Item>
        ) : null}
        <DropdownMenu.Item onSelect={onSignOut}>Sign out</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
