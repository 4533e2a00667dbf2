import { ComingSoonPage } from '@comptoir/ui/kit';
import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../page-title';

export const Route = createFileRoute('/_app/reservations/')({
  head: pageTitle('Reservations'),
  component: ReservationsPage,
});

function ReservationsPage() {
  return <ComingSoonPage title="Reservations" />;
}
