import type { ListQuery, Organization, OrganizationsTab, User } from '@comptoir/flight-domain';
import { Flex } from '@radix-ui/themes';
import { lazy, Suspense, useMemo, useState } from 'react';
import { PlainLink } from '../../kit/AppShell/PlainLink';
import type { AppShellLinkComponent } from '../../kit/AppShell/types';
import { PagedDataTable, type PagedListState } from '../../kit/DataTable/PagedDataTable';
import { TabPanels } from '../../kit/TabPanels/TabPanels';
import { LoadingStatus } from '../../kit/RecordSection/LoadedContent';
import { CreateOrganization } from './CreateOrganization';
import type { CreateOrganizationDialogProps } from './CreateOrganizationDialog';
import type { OrganizationDetailsDialogProps } from './OrganizationDetailsDialog';
import { organizationColumns } from './organization-columns';
import { loadPlatformUsersPanel } from './load-platform-users-panel';
import type { PlatformUserActions } from './platform-user-columns';
import { SettingsPage } from '../SettingsPage';
import { m } from '../../i18n/paraglide/messages.js';

// An organization's dialog (Radix's dialog with its focus and dismiss layers and scroll lock, the edit
// form, the logo upload) is loaded when a row first opens it, not with the page.
const OrganizationDetailsDialog = lazy(() =>
  import('./OrganizationDetailsDialog').then((module) => ({ default: module.OrganizationDetailsDialog })),
);

const PlatformUsersPanel = lazy(async () => ({ default: await loadPlatformUsersPanel() }));

export interface OrganizationsViewProps
  extends
    Omit<CreateOrganizationDialogProps, 'defaultOpen'>,
    Omit<OrganizationDetailsDialogProps, 'onClose'>,
    Omit<PlatformUserActions, 'viewerUserId'> {
  /** The tab shown; the platform users' only for a platform admin. */
  tab: OrganizationsTab;
  onTabChange: (tab: OrganizationsTab) => void;
  /** Every organization the viewer may see (GET /organization/list), paged for `query`. */
  organizations: PagedListState<Organization>;
  /** The platform's users (GET /admin/users) for `query`, shown to a platform admin. */
  users: PagedListState<User>;
  /** The list query of the URL (SPEC §3), of the tab shown. */
  query: ListQuery;
  onQueryChange: (query: ListQuery) => void;
  /** Opens an organization's details: a plain click on its row (its name is a link to them). */
  onOpen: (organization: Organization) => void;
  /** The address of an organization's details (the list kept): its name links there. */
  organizationHref: (organization: Organization) => string;
  /** Renders the organizations' links (pass the router's `Link`). Default: a plain `<a>`. */
  linkComponent?: AppShellLinkComponent;
  onCloseDetails: () => void;
}

/**
 * /settings/organizations (admin only, SPEC §2): every organization, created with a logo, opened for its
 * details (each name a link to them, `organizationHref`), edited and deleted by its owner; for a platform admin, a second tab with the platform's users,
 * their platform roles and impersonation.
 */
export function OrganizationsView({
  tab,
  onTabChange,
  organizations,
  users,
  query,
  onQueryChange,
  onOpen,
  organizationHref,
  linkComponent = PlainLink,
  onCloseDetails,
  onCreate,
  onUpload,
  details,
  viewer,
  onUpdate,
  onDelete,
  onChangeRole,
  onImpersonate,
}: OrganizationsViewProps) {
  // Mounted from the first opening on, so that the dialog closes with its animation.
  const [detailsOpened, setDetailsOpened] = useState(details !== null);
  if (details !== null && !detailsOpened) setDetailsOpened(true);
  const userActions = useMemo(
    () => ({ onChangeRole, onImpersonate, viewerUserId: viewer.userId }),
    [onChangeRole, onImpersonate, viewer.userId],
  );
  const organizationsPanel = (
    <Flex direction="column" gap="3">
      <Flex justify="end">
        <CreateOrganization onCreate={onCreate} onUpload={onUpload} />
      </Flex>
      <PagedDataTable
        label={m.organizations_title()}
        columns={organizationColumns}
        state={organizations}
        query={query}
        onQueryChange={onQueryChange}
        onRowActivate={onOpen}
        rowHref={organizationHref}
        linkComponent={linkComponent}
        searchPlaceholder={m.organizations_search_placeholder()}
      />
      {detailsOpened ? (
        <Suspense fallback={null}>
          <OrganizationDetailsDialog
            details={details}
            viewer={viewer}
            onClose={onCloseDetails}
            onUpdate={onUpdate}
            onDelete={onDelete}
            onUpload={onUpload}
          />
        </Suspense>
      ) : null}
    </Flex>
  );
  return (
    <SettingsPage
      title={m.organizations_title()}
      description={
        viewer.isPlatformAdmin ? m.organizations_description_admin() : m.organizations_description()
      }
      slot="organizations-view"
    >
      {viewer.isPlatformAdmin ? (
        <TabPanels<OrganizationsTab>
          value={tab}
          onValueChange={onTabChange}
          panelClassName="pt-4"
          tabs={[
            { value: 'organizations', label: m.organizations_title(), content: organizationsPanel },
            {
              value: 'users',
              label: m.organizations_tab_users(),
              content: (
                <Suspense
                  fallback={
                    <LoadingStatus
                      text={m.kit_list_loading({ label: m.organizations_users() })}
                      slot="platform-users"
                    />
                  }
                >
                  <PlatformUsersPanel
                    users={users}
                    query={query}
                    onQueryChange={onQueryChange}
                    actions={userActions}
                  />
                </Suspense>
              ),
            },
          ]}
        />
      ) : (
        organizationsPanel
      )}
    </SettingsPage>
  );
}
