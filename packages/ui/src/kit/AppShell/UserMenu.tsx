import { useEffect, useRef, useState, type ComponentType } from 'react';
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

// The dropdown menu's code (Radix's menu, its focus and dismiss layers) is no part of the first load
// (issue 27): it is fetched when the button is first hovered or focused, and it takes the button's place
// once the button is pressed, or in an idle moment once the page is up.
let loading: Promise<Dropdown> | undefined;
const loadDropdown = () =>
  (loading ??= import('./UserMenuDropdown').then(
    (module) => module.default,
    (error: unknown) => {
      loading = undefined; // a chunk the network dropped is fetched again on the next try
      throw error;
    },
  ));

/**
 * The account menu: who is signed in, their role and two-factor state, and signing out. Its button paints
 * with the header; the menu behind it is loaded on use and then takes the button's place (same look, the
 * focus kept, opened at once when it was the press that brought it).
 */
export function UserMenu(props: UserMenuProps) {
  const [loaded, setLoaded] = useState<{ Dropdown: Dropdown; open: boolean; focus: boolean }>();
  const pressed = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadDropdown();
  const load = () =>
    void loadDropdown().then((Dropdown) =>
      setLoaded(
        (current) =>
          current ?? { Dropdown, open: pressed.current, focus: button.current === document.activeElement },
      ),
    );
  const press = () => {
    pressed.current = true;
    load();
  };
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    const idle = requestIdleCallback(load);
    return () => cancelIdleCallback(idle);
  }, []);
  if (loaded) return <loaded.Dropdown {...props} defaultOpen={loaded.open} focusOnMount={loaded.focus} />;
  return (
    <UserMenuButton
      ref={button}
      user={props.user}
      showName={props.showName}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      // Radix's menu opens on pointer down: a press counts from there, so that a menu swapped in between
      // the pointer going down and the click (an idle moment's load) comes open, not deaf to the press.
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) press();
      }}
      onClick={press}
    />
  );
}
