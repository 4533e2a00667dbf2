/**
 * A role as the account menu names it: apart from the navigation (`navigation.ts`), which the shell
 * paints, since only the menu's dropdown, loaded on use, shows it.
 */
import { splitRoles } from '@comptoir/flight-domain';
import { appRoleLabel, isAppRole, platformRoleLabel } from '../../i18n/role-labels';

/**
 * What staff read for a comma-separated role string: each role's label once, in order, in the
 * interface's language (an organization role's label where a platform role has the same name). The
 * platform's plain `user` role says nothing next to an organization role, so it is shown only on its own.
 */
export function roleLabel(role: string): string {
  const roles = splitRoles(role);
  const meaningful = roles.length > 1 ? roles.filter((name) => name !== 'user') : roles;
  const labels = meaningful.map((name) => (isAppRole(name) ? appRoleLabel(name) : platformRoleLabel(name)));
  return [...new Set(labels)].join(', ');
}
