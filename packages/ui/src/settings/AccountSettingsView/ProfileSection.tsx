import { APP_ROLE_LABELS, PLATFORM_ROLE_LABELS } from '@comptoir/flight-domain';
import { Badge } from '@radix-ui/themes';
import { RecordSection } from '../../kit/RecordSection/RecordSection';
import { FactList } from './FactList';

/** Who the signed-in user is, as the session and the active organization say. */
export interface SettingsProfile {
  name: string;
  email: string;
  /** The platform role (`admin` or `user`, SPEC §6). */
  platformRole: string;
  /** The role in the active organization (`owner`, `admin`, `member`); null without one. */
  organizationRole: string | null;
}

function labelOf(labels: Readonly<Record<string, string>>, role: string): string {
  return labels[role] ?? role;
}

/** The user's name, e-mail and roles. */
export function ProfileSection({ profile }: { profile: SettingsProfile }) {
  return (
    <RecordSection title="Profile" slot="settings-profile">
      <FactList
        facts={[
          ['Name', profile.name],
          ['E-mail', profile.email],
          [
            'Platform role',
            <Badge color="gray">{labelOf(PLATFORM_ROLE_LABELS, profile.platformRole)}</Badge>,
          ],
          [
            'Organization role',
            profile.organizationRole === null ? (
              'No active organization'
            ) : (
              <Badge>{labelOf(APP_ROLE_LABELS, profile.organizationRole)}</Badge>
            ),
          ],
        ]}
      />
    </RecordSection>
  );
}
