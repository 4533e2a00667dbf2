import type { ListQuery, PermissionRequest, RoleGrants } from '@comptoir/flight-domain';
import { Button, Flex, Text } from '@radix-ui/themes';
import { lazy, Suspense, useMemo } from 'react';
import { PagedDataTable, type PagedListState } from '../../kit/DataTable/PagedDataTable';
import { LoadedContent, LoadingStatus, type LoadState } from '../../kit/RecordSection/LoadedContent';
import { ItemList, RecordSection } from '../../kit/RecordSection/RecordSection';
import { useSubmission } from '../../kit/use-submission';
import { viewerMay } from '../viewer-may';
import type { InviteMemberFormProps } from './InviteMemberForm';
import { MemberActionsContext, memberColumns, type MemberActions, type MemberRow } from './member-columns';
import { SettingsPage } from '../SettingsPage';
import { m } from '../../i18n/paraglide/messages.js';

// The invitation form (its checks and Radix's checkbox group with its roving focus: about 10 KiB gzip) is
// no part of the page's first load: its code is fetched as the page first renders.
const InviteMemberForm = lazy(() =>
  import('./InviteMemberForm').then((module) => ({ default: module.InviteMemberForm })),
);

/** An invitation still waiting for its answer. */
export interface PendingInvitation {
  id: string;
  email: string;
  role: string;
}

export interface MembersViewProps extends InviteMemberFormProps {
  /** The active organization's name, under the heading. */
  organizationName: string;
  /** The viewer's role in it (SPEC §6); a platform admin may do everything. */
  viewerRole: string | null;
  viewerIsPlatformAdmin: boolean;
  /**
   * The organization's custom roles (`GET /roles`): what the viewer may do counts the ones they hold, and
   * a member's role may be changed to one of them. Default: none.
   */
  customRoles?: readonly RoleGrants[];
  /** The members page for `query`. */
  members: PagedListState<MemberRow>;
  /** The list query of the URL (SPEC §3): page, page size, search. */
  query: ListQuery;
  onQueryChange: (query: ListQuery) => void;
  onChangeRole: NonNullable<MemberActions['onChangeRole']>;
  onRemove: NonNullable<MemberActions['onRemove']>;
  invitations: LoadState<readonly PendingInvitation[]>;
  onCancelInvitation: (invitation: PendingInvitation) => Promise<void>;
}

const NO_CUSTOM_ROLES: readonly RoleGrants[] = [];

function InvitationItem({
  invitation,
  onCancel,
}: {
  invitation: PendingInvitation;
  onCancel: ((invitation: PendingInvitation) => Promise<void>) | null;
}) {
  const cancelling = useSubmission(() => onCancel?.(invitation) ?? Promise.resolve());
  return (
    <li>
      <Flex gap="2" align="center" justify="between" wrap="wrap">
        <Text size="2">
          {invitation.email} <Text color="gray">({invitation.role})</Text>
        </Text>
        {onCancel === null ? null : (
          <Button
            size="1"
            variant="soft"
            color="red"
            loading={cancelling.pending}
            aria-label={m.members_invitation_cancel_label({ email: invitation.email })}
            onClick={() => cancelling.submit(undefined)}
          >
            {m.members_invitation_cancel()}
          </Button>
        )}
      </Flex>
      {cancelling.error === null ? null : (
        <Text size="1" color="red" role="alert">
          {cancelling.error}
        </Text>
      )}
    </li>
  );
}

/**
 * /settings/members (admin or owner, SPEC §2): the active organization's members in a paged, searchable
 * table with their roles changed and removed, the invite form (SPEC §3, §5), and the pending invitations
 * with cancel. What the viewer may do follows SPEC §6's organization roles: a control the role does not
 * allow is not offered.
 */
export function MembersView({
  organizationName,
  viewerRole,
  viewerIsPlatformAdmin,
  customRoles = NO_CUSTOM_ROLES,
  members,
  query,
  onQueryChange,
  onChangeRole,
  onRemove,
  invitations,
  onCancelInvitation,
  ...invite
}: MembersViewProps) {
  const may = (permissions: PermissionRequest) =>
    viewerMay({ role: viewerRole, isPlatformAdmin: viewerIsPlatformAdmin, customRoles }, permissions);
  const mayUpdate = may({ member: ['update'] });
  const mayRemove = may({ member: ['delete'] });
  const mayInvite = may({ member: ['create'] });
  const mayCancel = may({ invitation: ['cancel'] });
  const actions = useMemo(
    () => ({
      onChangeRole: mayUpdate ? onChangeRole : null,
      onRemove: mayRemove ? onRemove : null,
      customRoleNames: customRoles.map((role) => role.name),
    }),
    [mayUpdate, mayRemove, onChangeRole, onRemove, customRoles],
  );
  return (
    <SettingsPage title={m.members_title()} description={organizationName} slot="members-view">
      {mayInvite ? (
        <Suspense
          fallback={
            <RecordSection title={m.members_invite_title()} slot="invite-member">
              <LoadingStatus text={m.members_invite_loading()} slot="invite-member-form" />
            </RecordSection>
          }
        >
          <InviteMemberForm {...invite} />
        </Suspense>
      ) : null}
      <MemberActionsContext value={actions}>
        <PagedDataTable
          label={m.members_title()}
          columns={memberColumns}
          state={members}
          query={query}
          onQueryChange={onQueryChange}
          searchPlaceholder={m.members_search_placeholder()}
        />
      </MemberActionsContext>
      <RecordSection title={m.members_invitations_title()} slot="pending-invitations">
        <LoadedContent
          state={invitations}
          loadingText={m.members_invitations_loading()}
          slot="pending-invitations"
        >
          {(list) => (
            <ItemList
              items={list}
              empty={m.members_invitations_none()}
              gap="2"
              aria-label={m.members_invitations_title()}
            >
              {(invitation) => (
                <InvitationItem
                  key={invitation.id}
                  invitation={invitation}
                  onCancel={mayCancel ? onCancelInvitation : null}
                />
              )}
            </ItemList>
          )}
        </LoadedContent>
      </RecordSection>
    </SettingsPage>
  );
}
