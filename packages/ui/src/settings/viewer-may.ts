import {
  checkPermission,
  ORGANIZATION_ROLE_STATEMENTS,
  type PermissionRequest,
} from '@comptoir/flight-domain';

/** Who looks at a settings page: their role in the active organization, and whether they run the platform. */
export interface SettingsViewer {
  /** The viewer's role(s) in the active organization, comma-separated (SPEC §6). */
  role: string | null;
  /** A platform admin may do everything. */
  isPlatformAdmin: boolean;
}

/**
 * Whether the viewer may do what a settings control sends, by SPEC §6's organization roles (the check the
 * sandbox enforces): a control the role does not allow is not offered.
 */
export function viewerMay(viewer: SettingsViewer, permissions: PermissionRequest): boolean {
  return (
    viewer.isPlatformAdmin ||
    checkPermission({ roles: ORGANIZATION_ROLE_STATEMENTS, role: viewer.role, permissions }).success
  );
}
