import { organizationsQueries } from '@comptoir/api';
import { markupsSearchSchema } from '@comptoir/flight-domain';
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { MarkupsError, MarkupsPage, markupsOrganization } from './-components/MarkupsPage';
import { m } from '@comptoir/ui/i18n/messages';
import { usePageTitle } from '../../../page-title';

/**
 * /markups?organization (SPEC §1 markup per organization): an admin manages the chosen organization's
 * rules; owners and members read their own organization's.
 */
export const Route = createFileRoute('/_app/markups/')({
  validateSearch: markupsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.query(organizationsQueries.markups(markupsOrganization(context.visitor, deps))),
  errorComponent: function Failed(props: ErrorComponentProps) {
    return <MarkupsError {...props} />;
  },
  component: function Markups() {
    usePageTitle(m.markups_title());
    return <MarkupsPage search={Route.useSearch()} />;
  },
});
