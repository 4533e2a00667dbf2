import { usersKeys } from '@comptoir/api';
import { loadOnce } from '@comptoir/flight-domain';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { queryState } from '../../../../queries/query-state';

const appRoute = getRouteApi('/_app');

/**
 * The organization's members, whom a queue's item can be assigned to: asked for (the call's code too)
 * only once "Assign to…" is first opened, under the members page's key.
 */
const loadUsersApi = loadOnce(() => import('./members-api').then((module) => module.usersApi));

/** The active organization's members for "Assign to…" (`members`), and `onMembersWanted` that asks for them. */
export function useAssignableMembers() {
  const { visitor } = appRoute.useRouteContext();
  const organizationId = visitor.session?.session.activeOrganizationId ?? null;
  const [wanted, setWanted] = useState(false);
  const members = useQuery({
    queryKey: usersKeys.members(organizationId ?? ''),
    queryFn: async ({ signal }) =>
      (await loadUsersApi()).members({ query: { organizationId: organizationId ?? '' }, signal }),
    enabled: wanted && organizationId !== null,
  });
  return { members: queryState(members), onMembersWanted: () => setWanted(true) };
}

/** The signed-in user's id, whom "Assign to me" assigns. */
export function useQueueUserId(): string {
  const userId = appRoute.useRouteContext().visitor.session?.user.id;
  return typeof userId === 'string' ? userId : '';
}
