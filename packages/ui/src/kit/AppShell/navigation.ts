import {
  APP_ROUTES,
  canAccessRoute,
  isPathWithin,
  LOW_COST_PLUGIN_ROUTES,
  SEARCH_ROUTES,
} from '@comptoir/flight-domain';
import { m } from '../../i18n/paraglide/messages.js';

/** One entry of the app's navigation. */
export interface NavigationItem {
  readonly label: string;
  readonly path: string;
  readonly children?: readonly NavigationItem[];
}

/** The app's navigation in the interface's language: its labels are read at each call. */
const appNavigation = (): readonly NavigationItem[] => [
  { label: m.nav_home(), path: APP_ROUTES.home },
  { label: m.nav_search(), path: SEARCH_ROUTES.oneway },
  { label: m.reservations_title(), path: APP_ROUTES.reservations },
  { label: m.tickets_title(), path: APP_ROUTES.tickets },
  { label: m.nav_queues(), path: APP_ROUTES.queues },
  { label: m.balance_title(), path: APP_ROUTES.balance },
  { label: m.markups_title(), path: APP_ROUTES.markups },
  {
    label: m.settings_title(),
    path: APP_ROUTES.settings,
    children: [
      { label: m.roles_title(), path: APP_ROUTES.rolesPermissions },
      { label: m.organizations_title(), path: APP_ROUTES.organizations },
      { label: m.members_title(), path: APP_ROUTES.members },
    ],
  },
];

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
  const items = allowed(appNavigation(), role);
  if (!options.lowCostPlugin) return items;
  // The plugin's pages come before the settings, which close the list.
  const settings = items.findIndex((item) => item.path === APP_ROUTES.settings);
  const at = settings === -1 ? items.length : settings;
  return [
    ...items.slice(0, at),
    { label: m.nav_low_cost(), path: LOW_COST_PLUGIN_ROUTES.root },
    ...items.slice(at),
  ];
}

/** The path of the item that holds the current page: the longest one the path is within. */
export function currentItemPath(items: readonly NavigationItem[], currentPath: string): string | undefined {
  const paths = items.flatMap((item) => [item.path, ...(item.children ?? []).map((child) => child.path)]);
  return paths
    .filter((path) => isPathWithin(currentPath, path))
    .sort((a, b) => b.length - a.length)
    .at(0);
}
