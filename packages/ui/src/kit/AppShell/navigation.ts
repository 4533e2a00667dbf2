import {
  APP_ROUTES,
  canAccessRoute,
  isPathWithin,
  LOW_COST_PLUGIN_ROUTES,
  SEARCH_ROUTES,
} from '@comptoir/flight-domain';

/** One entry of the app's navigation. */
export interface NavigationItem {
  readonly label: string;
  readonly path: string;
  readonly children?: readonly NavigationItem[];
}

const APP_NAVIGATION: readonly NavigationItem[] = [
  { label: 'Home', path: APP_ROUTES.home },
  { label: 'Search', path: SEARCH_ROUTES.oneway },
  { label: 'Reservations', path: APP_ROUTES.reservations },
  { label: 'Tickets', path: APP_ROUTES.tickets },
  { label: 'Queues', path: APP_ROUTES.queues },
  { label: 'Balance', path: APP_ROUTES.balance },
  { label: 'Markups', path: APP_ROUTES.markups },
  {
    label: 'Settings',
    path: APP_ROUTES.settings,
    children: [
      { label: 'Roles & permissions', path: APP_ROUTES.rolesPermissions },
      { label: 'Organizations', path: APP_ROUTES.organizations },
      { label: 'Members', path: APP_ROUTES.members },
    ],
  },
];

const LOW_COST_ITEM: NavigationItem = { label: 'Low-cost airline', path: LOW_COST_PLUGIN_ROUTES.root };

function allowed(items: readonly NavigationItem[], role: string): NavigationItem[] {
  return items
    .filter((item) => canAccessRoute(item.path, role))
    .map((item) => (item.children ? { ...item, children: allowed(item.children, role) } : item));
}

/**
 * The navigation a user sees: every page their roles may open under SPEC §6's route-access rules
 * (Balance for admins only, each settings page for its roles; Markups for everyone: admins manage them,
 * owners and members read their own), plus the low-cost airline's pages when
 * its plugin is on.
 */
export function navigationFor(role: string, options: { lowCostPlugin: boolean }): NavigationItem[] {
  const items = allowed(APP_NAVIGATION, role);
  if (!options.lowCostPlugin) return items;
  // The plugin's pages come before the settings, which close the list.
  const settings = items.findIndex((item) => item.path === APP_ROUTES.settings);
  const at = settings === -1 ? items.length : settings;
  return [...items.slice(0, at), LOW_COST_ITEM, ...items.slice(at)];
}

/** The path of the item that holds the current page: the longest one the path is within. */
export function currentItemPath(items: readonly NavigationItem[], currentPath: string): string | undefined {
  const paths = items.flatMap((item) => [item.path, ...(item.children ?? []).map((child) => child.path)]);
  return paths
    .filter((path) => isPathWithin(currentPath, path))
    .sort((a, b) => b.length - a.length)
    .at(0);
}
