import { organizationsQueries, useCreateMarkup, useDeleteMarkup, useUpdateMarkup } from '@comptoir/api';
import { APP_ROUTES, canAccessRoute, type MarkupsSearch } from '@comptoir/flight-domain';
import { MarkupsView, type MarkupEditing } from '@comptoir/ui/money';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate, type ErrorComponentProps } from '@tanstack/react-router';
import type { loadVisitor } from '../../../../auth/visitor';
import { queryState, useRouteLoadFailure } from '../../../../queries/query-state';

const appRoute = getRouteApi('/_app');

type Visitor = Awaited<ReturnType<typeof loadVisitor>>;

/** Whether the visitor is an admin (SPEC §6: the role that may open /balance), who manages markups. */
const isAdmin = (visitor: Visitor) =>
  canAccessRoute(APP_ROUTES.balance, visitor.user.kind === 'anonymous' ? null : visitor.user.role);

/** The organization whose rules /markups shows: an admin's choice, else the active organization. */
export function markupsOrganization(visitor: Visitor, search: MarkupsSearch): string | undefined {
  const active = visitor.session?.session.activeOrganizationId ?? undefined;
  return isAdmin(visitor) ? (search.organization ?? active) : active;
}

/** An admin's organizations and the writes on the rules. */
function useEditing(enabled: boolean): MarkupEditing | undefined {
  const navigate = useNavigate({ from: '/markups/' });
  const organizations = useQuery({ ...organizationsQueries.list(), enabled });
  const create = useCreateMarkup();
  const update = useUpdateMarkup();
  const remove = useDeleteMarkup();
  if (!enabled) return undefined;
  return {
    organizations: organizations.data ?? [],
    onSelect: (organization) => void navigate({ search: { organization } }),
    onCreate: async (body) => {
      await create.mutateAsync(body);
    },
    onUpdate: async (id, body) => {
      await update.mutateAsync({ id, body });
    },
    onDelete: async (rule) => {
      await remove.mutateAsync({ id: rule.id, organizationId: rule.organizationId });
    },
  };
}

/** /markups: the organization's rules, managed by admins, read by owners and members. */
export function MarkupsPage({ search }: { search: MarkupsSearch }) {
  const { visitor } = appRoute.useRouteContext();
  const organization = markupsOrganization(visitor, search);
  const organizationId = organization ?? '';
  const markups = useSuspenseQuery(organizationsQueries.markups(organization));
  const editing = useEditing(isAdmin(visitor));
  const active = useQuery(organizationsQueries.active());
  const name =
    editing?.organizations.find((organization) => organization.id === organizationId)?.name ??
    (active.data?.id === organizationId ? active.data.name : organizationId);
  return (
    <MarkupsView
      organization={{ id: organizationId, name }}
      markups={queryState(markups)}
      editing={editing}
    />
  );
}

/** When the route's loader failed: the rules' error, whose retry runs the loader again. */
export function MarkupsError({ error }: ErrorComponentProps) {
  return (
    <MarkupsView organization={{ id: '', name: 'your organization' }} markups={useRouteLoadFailure(error)} />
  );
}
