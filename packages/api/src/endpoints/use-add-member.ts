import { loadOnce, type MemberInvite } from '@comptoir/flight-domain';
import { organizationsKeys, usersKeys } from '../keys';
import { useApiMutation } from '../query/use-api-mutation';

// The organizations' client (every call's schemas: an organization's body, its markups…) is fetched with
// the first invitation sent, not with the members page that offers one (which reads through
// `member-list-calls.ts`).
const loadOrganizationCalls = loadOnce(() =>
  import('./organizations').then((module) => module.organizationsApi),
);

/** Adds a member to an organization (`POST /organization/add-member`): its members and details refetched. */
export function useAddMember() {
  return useApiMutation({
    mutationFn: async (invite: MemberInvite) => (await loadOrganizationCalls()).addMember({ body: invite }),
    invalidates: (invite, { member }) => [
      usersKeys.members(invite.organizationId ?? member.organizationId),
      organizationsKeys.detail(member.organizationId),
    ],
  });
}
