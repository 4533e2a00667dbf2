/**
 * A role as the account menu names it: apart from the navigation (`navigation.ts`), which the shell
 * paints, since only the menu's dropdown, loaded on use, shows it.
 */
import { APP_ROLE_LABELS, PLATFORM_ROLE_LABELS, splitRoles } from '@comptoir/flight-domain';

const ROLE_LABELS: Readonly<Record<string, string>> = { ...PLATFORM_ROLE_LABELS, ...APP_ROLE_LABELS };

/**
 * What staff read for a comma-separated role string: each role's label once, in order. The platform's
 * plain `user` role says nothing next to an organization role, so it is shown only on its own.
 */
export function roleLabel(role: string): string {
  const roles = splitRoles(role);
  const meaningful = roles.length > 1 ? roles.filter((name) => name !== 'user') : roles;
  const labels = meaningful.map((name) => (Object.hasOwn(ROLE_LABELS, name) ? ROLE_LABELS[name] : name));
  return [...new Set(labels)].join(', ');
}
