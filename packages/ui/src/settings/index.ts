export {
  AccountSettingsView,
  type AccountSettingsViewProps,
} from './AccountSettingsView/AccountSettingsView';
export type {
  FullOrganization,
  SettingsOrganization,
  SettingsTeam,
} from './AccountSettingsView/OrganizationSection';
export type { SettingsProfile } from './AccountSettingsView/ProfileSection';
export type { MemberRow } from './MembersView/member-columns';
export { MembersView, type MembersViewProps, type PendingInvitation } from './MembersView/MembersView';
export { RolesView, type RolesViewProps } from './RolesView/RolesView';
export type { SettingsViewer } from './viewer-may';
export type { UploadLogo } from './OrganizationsView/LogoUploadField';
export type { OrganizationsViewer } from './OrganizationsView/OrganizationDetailsDialog';
export { OrganizationsView, type OrganizationsViewProps } from './OrganizationsView/OrganizationsView';
export { loadPlatformUsersPanel } from './OrganizationsView/load-platform-users-panel';
