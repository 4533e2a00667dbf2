import { Flex, Heading } from '@radix-ui/themes';
import { OrganizationSection, type OrganizationSectionProps } from './OrganizationSection';
import type { LanguageChoice } from './LanguageSelect';
import { ProfileSection, type SettingsProfile } from './ProfileSection';
import { SecuritySection, type SecurityActions } from './SecuritySection';
import { m } from '../../i18n/paraglide/messages.js';

export interface AccountSettingsViewProps extends SecurityActions, OrganizationSectionProps, LanguageChoice {
  profile: SettingsProfile;
}

/**
 * /settings (SPEC §2), open to everyone signed in: the user's profile, roles and language; two-factor (new backup
 * codes shown once, turning it off with the password, a test of e-mailed codes); the organizations the
 * user works for (switching the active one, the user's teams, the active organization in full).
 *
 * @example
 * <AccountSettingsView profile={profile} organizations={organizations} activeOrganizationId="org_1"
 *   teams={{ status: 'pending' }} organization={{ status: 'pending' }} onSwitchOrganization={…}
 *   onRegenerateBackupCodes={…} onDisableTwoFactor={…} onSendOtp={…} onVerifyOtp={…}
 *   language="en" onChangeLanguage={…} />
 */
export function AccountSettingsView({
  profile,
  onRegenerateBackupCodes,
  onDisableTwoFactor,
  onSendOtp,
  onVerifyOtp,
  language,
  onChangeLanguage,
  ...organization
}: AccountSettingsViewProps) {
  return (
    <Flex
      direction="column"
      gap="4"
      p={{ initial: '3', sm: '5' }}
      className="mx-auto w-full max-w-4xl"
      data-slot="account-settings-view"
    >
      <Heading as="h1" size={{ initial: '6', sm: '7' }}>
        {m.settings_title()}
      </Heading>
      <ProfileSection profile={profile} language={language} onChangeLanguage={onChangeLanguage} />
      <SecuritySection
        email={profile.email}
        onRegenerateBackupCodes={onRegenerateBackupCodes}
        onDisableTwoFactor={onDisableTwoFactor}
        onSendOtp={onSendOtp}
        onVerifyOtp={onVerifyOtp}
      />
      <OrganizationSection {...organization} />
    </Flex>
  );
}
