/** Story data for the settings views, from the sandbox's seed (Atlas Voyages Casablanca and its people). */
import { SEED_ORGANIZATIONS, SEED_USERS } from '@comptoir/mock-backend';
import type { FullOrganization, SettingsOrganization } from './OrganizationSection';
import type { SettingsProfile } from './ProfileSection';

const [casablanca, marrakech] = SEED_ORGANIZATIONS;

export const casablancaOrganization: SettingsOrganization = { id: casablanca.id, name: casablanca.name };
export const marrakechOrganization: SettingsOrganization = { id: marrakech.id, name: marrakech.name };

const casablancaPeople = SEED_USERS.flatMap((user) =>
  user.memberships
    .filter(([organizationId]) => organizationId === casablanca.id)
    .map(([, role]) => ({ id: `mem_${user.id}`, name: user.name, email: user.email, role })),
);

const owner = casablancaPeople.find((person) => person.role === 'owner') ?? casablancaPeople[0];

export const ownerProfile: SettingsProfile = {
  name: owner?.name ?? '',
  email: owner?.email ?? '',
  platformRole: 'user',
  organizationRole: 'owner',
};

export const casablancaInFull: FullOrganization = {
  id: casablanca.id,
  name: casablanca.name,
  slug: casablanca.slug,
  members: casablancaPeople,
  invitations: [{ id: 'inv_1', email: 'new.agent@comptoir.test', role: 'member', status: 'pending' }],
};

/** Ten codes in better-auth's `xxxxx-xxxxx` format. */
export const newBackupCodes = Array.from(
  { length: 10 },
  (_, index) => `k3v9q-${String(index).padStart(5, '0')}`,
);
