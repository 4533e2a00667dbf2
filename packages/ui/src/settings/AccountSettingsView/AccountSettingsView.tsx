import { Flex, Heading } from '@radix-ui/themes';
import { OrganizationSection, type OrganizationSectionProps } from './OrganizationSection';
import { ProfileSection, type SettingsProfile } from './ProfileSection';
import { SecuritySection, type SecurityActions } from './SecuritySection';

export interface AccountSettingsViewProps extends SecurityActions, OrganizationSectionProps {
  profile: SettingsProfile;
}

/**
 * /settings (SPEC §2), open to everyone signed in: the user's profile and roles; two-factor (new backup
 * codes shown once, turning it off with the password, a test of e-mailed codes); the organizations the
 * user works for (switching the active one, the user's teams, the active organization in full).
 *
 * @example
 * <AccountSettingsView profile={profile} organizations={organizations} activeOrganizationId="org_1"
 *   teams={{ status: 'pending' }} organization={{ status: 'pending' }} onSwitchOrganization={…}
 *   onRegenerateBackupCodes={…} onDisableTwoFactor={…} onSendOtp={…} onVerifyOtp={…} />
 */
export function AccountSettingsView({
  profile,
  onRegenerateBackupCodes,
  onDisableTwoFactor,
  onSendOtp,
  onVerifyOtp,
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
        Settings
      </Heading>
      <ProfileSection profile={profile} />
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
