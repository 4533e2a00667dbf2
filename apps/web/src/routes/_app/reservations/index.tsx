import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../-components/PlaceholderPage';

export const Route = createFileRoute('/_app/reservations/')({ component: ReservationsPage });

function ReservationsPage() {
  return <PlaceholderPage title="Reservations" />;
}
