import { loadOnce } from '@comptoir/flight-domain';

/**
 * The platform users' tab's code (its columns, selects and messages): fetched when the tab is first
 * shown, or by the route's loader when the page opens on it, so that it renders with its rows and not
 * after them. Only a platform admin has the tab.
 */
export const loadPlatformUsersPanel = loadOnce(() =>
  import('./PlatformUsersPanel').then((module) => module.PlatformUsersPanel),
);
