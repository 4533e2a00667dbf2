import { Button, ChevronDownIcon, Text, VisuallyHidden } from '@radix-ui/themes';
import type { ComponentProps } from 'react';
import { InitialsAvatar } from './InitialsAvatar';
import type { AppShellUser } from './types';

interface UserMenuButtonProps extends ComponentProps<typeof Button> {
  user: AppShellUser;
  /** Whether the user's name shows beside the avatar (not on phones). */
  showName: boolean;
}

/**
 * The account menu's button: the user's initials, their name (hidden on phones) and the menu's chevron
 * (the icon Radix Themes' `DropdownMenu.TriggerIcon` draws). The header renders it before the menu's code
 * has loaded, and the menu then takes it as its trigger.
 */
export function UserMenuButton({ user, showName, ...props }: UserMenuButtonProps) {
  return (
    <Button variant="ghost" color="gray" data-slot="user-menu-trigger" {...props}>
      <span aria-hidden className="contents">
        <InitialsAvatar name={user.name} />
      </span>
      {showName ? (
        <Text size="2" weight="medium" className="max-w-48 truncate" data-slot="user-name">
          {user.name}
        </Text>
      ) : (
        <VisuallyHidden>{user.name}</VisuallyHidden>
      )}
      <ChevronDownIcon />
    </Button>
  );
}
