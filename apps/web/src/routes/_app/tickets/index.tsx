import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../-components/PlaceholderPage';

export const Route = createFileRoute('/_app/tickets/')({ component: TicketsPage });

function TicketsPage() {
  return <PlaceholderPage title="Tickets" />;
}
