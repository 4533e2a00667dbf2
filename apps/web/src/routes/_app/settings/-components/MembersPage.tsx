import { membersQuery, rolesListQuery, useAddMember, useAuthMutation, usersKeys } from '@comptoir/api';
import { pageOfList, type ListQuery, type Member } from '@comptoir/flight-domain';
import { MembersView, type MemberRow } from '@comptoir/ui/settings';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import {
  activeMemberRoleQuery,
  pendingInvitationsQuery,
  userOrganizationsQuery,
} from '../../../../auth/queries';
import { pagedListState, queryState } from '../../../../queries/query-state';

const appRoute = getRouteApi('/_app');

const memberRow = (member: Member): MemberRow => ({
  id: member.id,
  name: member.user.name,
  email: member.user.email,
  role: member.role,
});

/**
 * /settings/members: the active organization's members (`GET /admin/members/`, paged and searched here
 * as the call answers them all), invited through `POST /organization/add-member`, their roles changed and
 * removed and invitations cancelled through better-auth; each write refreshes what it changed.
 */
export function MembersPage({ query }: { query: ListQuery }) {
  const { visitor } = appRoute.useRouteContext();
  const navigate = useNavigate({ from: '/settings/members' });
  const queryClient = useQueryClient();
  const organizationId = visitor.session?.session.activeOrganizationId ?? '';
  const members = useQuery({
    ...membersQuery(organizationId),
    select: (list) => pageOfList(list.map(memberRow), query, (row) => `${row.name} ${row.email}`),
    placeholderData: keepPreviousData,
  });
  const invitations = useQuery(pendingInvitationsQuery(organizationId));
  const organizations = useQuery(userOrganizationsQuery());
  const viewerRole = useQuery(activeMemberRoleQuery(organizationId));
  // The organization's custom roles: offered in the role select and counted in what the viewer may do.
  const customRoles = useQuery({
    ...rolesListQuery(),
    select: (roles) => roles.filter((role) => role.organizationId !== null),
  });
  const addMember = useAddMember();
  const changeRole = useAuthMutation((client, { member, role }: { member: MemberRow; role: string }) =>
    client.organization.updateMemberRole({ memberId: member.id, role, organizationId }),
  );
  const removeMember = useAuthMutation((client, member: MemberRow) =>
    client.organization.removeMember({ memberIdOrEmail: member.id, organizationId }),
  );
  const cancelInvitation = useAuthMutation((client, invitationId: string) =>
    client.organization.cancelInvitation({ invitationId }),
  );
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: usersKeys.members(organizationId) }),
      queryClient.invalidateQueries({ queryKey: pendingInvitationsQuery(organizationId).queryKey }),
    ]);
  };
  const organizationName =
    organizations.data?.find((organization) => organization.id === organizationId)?.name ?? '';

  return (
    <MembersView
      organizationName={organizationName}
      viewerRole={viewerRole.data ?? null}
      viewerIsPlatformAdmin={visitor.session?.user.role === 'admin'}
      customRoles={customRoles.data ?? []}
      members={pagedListState(members)}
      query={query}
      onQueryChange={(next) => void navigate({ search: next })}
      organizations={organizations.data ?? []}
      defaultOrganizationId={organizationId}
      onInvite={async (invite) => {
        await addMember.mutateAsync(invite);
      }}
      onChangeRole={async (member, role) => {
        await changeRole.mutateAsync({ member, role });
        await refresh();
      }}
      onRemove={async (member) => {
        await removeMember.mutateAsync(member);
        await refresh();
      }}
      invitations={queryState(invitations)}
      onCancelInvitation={async (invitation) => {
        await cancelInvitation.mutateAsync(invitation.id);
        await refresh();
      }}
    />
  );
}
