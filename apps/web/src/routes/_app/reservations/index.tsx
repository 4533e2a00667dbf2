import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../-components/PlaceholderPage';
import { pageTitle } from '../../../page-title';

export const Route = createFileRoute('/_app/reservations/')({
  head: pageTitle('Reservations'),
  component: ReservationsPage,
});

function ReservationsPage() {
  return <PlaceholderPage title="Reservations" />;
}
