import { reservationsQueries } from '@comptoir/api';
import { ReservationSummaryView } from '@comptoir/ui/records';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { titleHead } from '../../../../page-title';

export const Route = createFileRoute('/_app/reservations/$id/ndc')({
  loader: ({ context, params }) => context.queryClient.query(reservationsQueries.detail(params.id)),
  head: ({ loaderData, match }) =>
    titleHead(
      loaderData === undefined ? 'Reservation' : `Reservation ${loaderData.locator}`,
      match.context.config,
    ),
  component: function Reservation() {
    const { id } = Route.useParams();
    const { data } = useSuspenseQuery(reservationsQueries.detail(id));
    return <ReservationSummaryView reservation={data} />;
  },
});
