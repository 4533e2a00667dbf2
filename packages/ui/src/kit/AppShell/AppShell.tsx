import { SIDE_PANEL_SHEET_MIN_WIDTH_PX } from '../ui-scales';
import { Box, Flex, IconButton, Text } from '@radix-ui/themes';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { MenuIcon } from '../icons/icons';
import { useMediaQuery } from '../use-media-query/use-media-query';
import { m } from '../../i18n/paraglide/messages.js';
import { ImpersonationBanner } from './ImpersonationBanner';
import { currentItemPath, navigationFor } from './navigation';
import { NavigationList } from './NavigationList';
import { PlainLink } from './PlainLink';
import type { AppShellLinkComponent, AppShellUser } from './types';
import { UserMenu } from './UserMenu';

// The phone's navigation drawer (vaul) is loaded when first opened, or hovered or focused.
const loadNavigationDrawer = () => import('./NavigationDrawer');
const NavigationDrawer = lazy(loadNavigationDrawer);

export interface AppShellProps {
  /** The signed-in user (the impersonated one while impersonating). */
  user: AppShellUser;
  /**
   * The organization switcher (`OrganizationSwitcher`), in the header, or in the navigation drawer below
   * 768 px. A part of its own, so that the organizations' list arriving renders it alone, not the shell.
   */
  organizationSwitcher: ReactNode;
  /** The path of the page shown, to mark its navigation item. */
  currentPath: string;
  /** Whether an admin is impersonating `user`: shows the banner and 'Stop impersonating'. Default: `false`. */
  isImpersonating?: boolean;
  /** Whether the low-cost airline plugin is on (its pages join the navigation). Default: `false`. */
  lowCostPluginEnabled?: boolean;
  /** The app's name in the header. Default: 'Comptoir'. */
  appTitle?: string;
  onSignOut: () => void;
  onStopImpersonating: () => void;
  /** Renders every link (pass the router's `Link`). Default: a plain `<a>`. */
  linkComponent?: AppShellLinkComponent;
  /** The page. */
  /**
   * Parts shown at the end of navigation items, by path (`{ '/queues': <the queues' count> }`): parts of
   * their own, so that a count changing renders it alone, not the shell. Default: none.
   */
  navigationBadges?: Readonly<Partial<Record<string, ReactNode>>>;
  /** Tools shown in the header before the organization switcher (the locator field). Default: none. */
  headerTools?: ReactNode;
  children: ReactNode;
}

/**
 * The shell shares the side panel's threshold (SPEC §9), which is also Radix Themes' `sm` breakpoint:
 * a side navigation from 768 px, a navigation drawer below.
 */
const WIDE_SCREEN_QUERY = `(min-width: ${SIDE_PANEL_SHEET_MIN_WIDTH_PX}px)`;

/**
 * The frame of every app-area page: a header with the organization switcher and the user menu, the
 * navigation (only the pages the user's roles may open, SPEC §6), and the page. Below 768 px the
 * navigation moves into a drawer opened from the header. While an admin impersonates someone, a banner
 * says so above everything. It takes data and callbacks only: the app fetches and navigates.
 */
export function AppShell({
  user,
  organizationSwitcher,
  currentPath,
  isImpersonating = false,
  lowCostPluginEnabled = false,
  appTitle = 'Comptoir',
  onSignOut,
  onStopImpersonating,
  linkComponent: Link = PlainLink,
  headerTools,
  navigationBadges,
  children,
}: AppShellProps) {
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const drawerOpener = useRef<HTMLButtonElement>(null);
  const items = navigationFor(user.role, { lowCostPlugin: lowCostPluginEnabled });
  const current = currentItemPath(items, currentPath);

  return (
    <Flex direction="column" className="min-h-screen" data-slot="app-shell">
      {isImpersonating ? (
        <ImpersonationBanner userName={user.name} onStopImpersonating={onStopImpersonating} />
      ) : null}
      <Flex
        asChild
        align="center"
        gap="3"
        px="4"
        className="sticky top-0 z-10 h-14 shrink-0 border-b border-(--gray-a5) bg-(--color-panel-solid)"
      >
        <header data-slot="app-header">
          {isWide ? null : (
            <IconButton
              ref={drawerOpener}
              variant="ghost"
              color="gray"
              aria-label={m.nav_open()}
              aria-haspopup="dialog"
              aria-expanded={isDrawerOpen}
              onPointerEnter={() => void loadNavigationDrawer()}
              onFocus={() => void loadNavigationDrawer()}
              onClick={() => {
                setDrawerWanted(true);
                setDrawerOpen(true);
              }}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Text asChild size="4" weight="bold" highContrast>
            <Link href="/" className="text-(--gray-12) no-underline">
              {appTitle}
            </Link>
          </Text>
          <Flex align="center" justify="end" gap="3" className="ml-auto min-w-0">
            {headerTools}
            {isWide ? organizationSwitcher : null}
            <UserMenu
              user={user}
              isImpersonating={isImpersonating}
              showName={isWide}
              onSignOut={onSignOut}
              onStopImpersonating={onStopImpersonating}
            />
          </Flex>
        </header>
      </Flex>
      <Flex className="min-h-0 flex-1">
        {isWide ? (
          <Box asChild p="3" className="w-60 shrink-0 border-r border-(--gray-a5)">
            <nav aria-label={m.nav_label()} data-slot="app-navigation">
              <NavigationList
                items={items}
                currentPath={current}
                linkComponent={Link}
                badges={navigationBadges}
              />
            </nav>
          </Box>
        ) : null}
        <Box asChild p={{ initial: '4', sm: '5' }} className="min-w-0 flex-1">
          <main data-slot="app-main">{children}</main>
        </Box>
      </Flex>
      {isWide || !drawerWanted ? null : (
        <Suspense fallback={null}>
          <NavigationDrawer
            open={isDrawerOpen}
            onOpenChange={setDrawerOpen}
            title={appTitle}
            onClosed={() => drawerOpener.current?.focus()}
          >
            {organizationSwitcher}
            <nav aria-label={m.nav_label()} data-slot="app-navigation" className="min-h-0 overflow-y-auto">
              <NavigationList
                items={items}
                currentPath={current}
                linkComponent={Link}
                badges={navigationBadges}
                onNavigate={() => setDrawerOpen(false)}
              />
            </nav>
          </NavigationDrawer>
        </Suspense>
      )}
    </Flex>
  );
}
