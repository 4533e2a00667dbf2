import type { ComponentType } from 'react';
import { loadOnce } from '@comptoir/flight-domain';
import { useSwapOnUse } from '../first-load/load-on-use';
import type { AppShellUser } from './types';
import { UserMenuButton } from './UserMenuButton';
import type UserMenuDropdown from './UserMenuDropdown';

export interface UserMenuProps {
  user: AppShellUser;
  isImpersonating: boolean;
  /** Whether the user's name shows beside the avatar (not on phones). */
  showName: boolean;
  onSignOut: () => void;
  onStopImpersonating: () => void;
}

type Dropdown = ComponentType<Parameters<typeof UserMenuDropdown>[0]>;

// The dropdown menu's code (Radix's menu, its focus and dismiss layers) is no part of the first
// load: it is fetched when the button is first hovered or focused, and it takes the button's place
// once the button is pressed, or in an idle moment once the page is up.
const loadDropdown = loadOnce<Dropdown>(() => import('./UserMenuDropdown').then((module) => module.default));

/** The keys that open Radix's dropdown menu from its trigger. */
const MENU_OPEN_KEYS = ['Enter', ' ', 'ArrowDown'];

/**
 * The account menu: who is signed in, their role and two-factor state, and signing out. Its button paints
 * with the header; the menu behind it is loaded on use and then takes the button's place (same look, the
 * focus kept, opened at once when it was the press that brought it).
 */
export function UserMenu(props: UserMenuProps) {
  const { swappedIn, triggerProps } = useSwapOnUse(loadDropdown, {
    whenIdle: true,
    openKeys: MENU_OPEN_KEYS,
  });
  if (swappedIn)
    return <swappedIn.widget {...props} defaultOpen={swappedIn.open} focusOnMount={swappedIn.focus} />;
  return (
    <UserMenuButton
      {...triggerProps}
      user={props.user}
      showName={props.showName}
      aria-haspopup="menu"
      aria-expanded={false}
    />
  );
}
