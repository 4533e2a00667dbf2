/** How staff read the organization plugin's resources (SPEC §6); an unknown one reads as its key. */
const RESOURCE_LABELS: Readonly<Record<string, string>> = {
  organization: 'Organization',
  member: 'Members',
  invitation: 'Invitations',
  team: 'Teams',
  ac: 'Access control',
};

export function resourceLabel(resource: string): string {
  return Object.hasOwn(RESOURCE_LABELS, resource) ? (RESOURCE_LABELS[resource] ?? resource) : resource;
}
