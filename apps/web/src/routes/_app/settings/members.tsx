import { membersQuery } from '@comptoir/api';
import { listQuerySchema, listSearchSchema } from '@comptoir/flight-domain';
import { createFileRoute } from '@tanstack/react-router';
import { MembersPage } from './-components/MembersPage';
import { m } from '@comptoir/ui/i18n/messages';
import { usePageTitle } from '../../../page-title';

/** /settings/members?page&limit&search (admin or owner, SPEC §2, §6): the guard of /_app keeps others out. */
export const Route = createFileRoute('/_app/settings/members')({
  validateSearch: listSearchSchema,
  loader: async ({ context }) => {
    const organizationId = context.visitor.session?.session.activeOrganizationId ?? '';
    // A failure is shown by the table with its retry.
    await context.queryClient.query(membersQuery(organizationId)).catch(() => undefined);
  },
  component: function Members() {
    usePageTitle(m.members_title());
    return <MembersPage query={listQuerySchema.parse(Route.useSearch())} />;
  },
});
