import { reservationsQueries } from '@comptoir/api';
import { createFileRoute } from '@tanstack/react-router';
import { titleHead } from '../../../../page-title';
import { ReservationDetailStandIn } from '../-components/ReservationDetailStandIn';

export const Route = createFileRoute('/_app/reservations/$id/gds')({
  loader: ({ context, params }) => context.queryClient.query(reservationsQueries.detail(params.id)),
  head: ({ loaderData, match }) =>
    titleHead(
      loaderData === undefined ? 'Reservation' : `Reservation ${loaderData.locator}`,
      match.context.config,
    ),
  component: function Reservation() {
    return <ReservationDetailStandIn id={Route.useParams().id} />;
  },
});
