import {
  checkPermission,
  organizationRoleStatements,
  type PermissionRequest,
  type RoleGrants,
} from '@comptoir/flight-domain';

/** Who looks at a settings page: their role in the active organization, and whether they run the platform. */
export interface SettingsViewer {
  /** The viewer's role(s) in the active organization, comma-separated (SPEC §6). */
  role: string | null;
  /** A platform admin may do everything. */
  isPlatformAdmin: boolean;
  /**
   * The active organization's custom roles (`GET /roles`): a custom role the viewer holds grants what it
   * lists, as the built-in ones do. Default: none.
   */
  customRoles?: readonly RoleGrants[];
}

/**
 * Whether the viewer may do what a settings control sends, by SPEC §6's organization roles and the
 * organization's custom roles (the check the sandbox enforces): a control the roles do not allow is not
 * offered.
 */
export function viewerMay(viewer: SettingsViewer, permissions: PermissionRequest): boolean {
  return (
    viewer.isPlatformAdmin ||
    checkPermission({
      roles: organizationRoleStatements(viewer.customRoles ?? []),
      role: viewer.role,
      permissions,
    }).success
  );
}
