import { Badge } from '@radix-ui/themes';
import { RecordSection } from '../../kit/RecordSection/RecordSection';
import { appRoleLabel, platformRoleLabel } from '../../i18n/role-labels';
import { FactList } from './FactList';
import { LanguageSelect, type LanguageChoice } from './LanguageSelect';
import { m } from '../../i18n/paraglide/messages.js';

/** Who the signed-in user is, as the session and the active organization say. */
export interface SettingsProfile {
  name: string;
  email: string;
  /** The platform role (`admin` or `user`, SPEC §6). */
  platformRole: string;
  /** The role in the active organization (`owner`, `admin`, `member`); null without one. */
  organizationRole: string | null;
}

/** The user's name, e-mail, roles and interface language. */
export function ProfileSection({ profile, ...language }: { profile: SettingsProfile } & LanguageChoice) {
  return (
    <RecordSection title={m.settings_profile_title()} slot="settings-profile">
      <FactList
        facts={[
          [m.settings_profile_name(), profile.name],
          [m.settings_profile_email(), profile.email],
          [
            m.settings_profile_platform_role(),
            <Badge color="gray">{platformRoleLabel(profile.platformRole)}</Badge>,
          ],
          [
            m.settings_profile_organization_role(),
            profile.organizationRole === null ? (
              m.settings_profile_no_active_organization()
            ) : (
              <Badge>{appRoleLabel(profile.organizationRole)}</Badge>
            ),
          ],
          [m.settings_language_label(), <LanguageSelect {...language} />],
        ]}
      />
    </RecordSection>
  );
}
