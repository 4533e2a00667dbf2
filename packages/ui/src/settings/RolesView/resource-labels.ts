import { m } from '../../i18n/paraglide/messages.js';

/** How staff read the organization plugin's resources (SPEC §6), in the interface's language. */
const RESOURCE_LABELS: Readonly<Record<string, () => string>> = {
  organization: m.roles_resource_organization,
  member: m.roles_resource_member,
  invitation: m.roles_resource_invitation,
  team: m.roles_resource_team,
  ac: m.roles_resource_ac,
};

/** A resource's label; an unknown one reads as its key. */
export function resourceLabel(resource: string): string {
  return Object.hasOwn(RESOURCE_LABELS, resource) ? (RESOURCE_LABELS[resource]?.() ?? resource) : resource;
}
