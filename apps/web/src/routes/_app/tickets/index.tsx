import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../-components/PlaceholderPage';
import { pageTitle } from '../../../page-title';

export const Route = createFileRoute('/_app/tickets/')({
  head: pageTitle('Tickets'),
  component: TicketsPage,
});

function TicketsPage() {
  return <PlaceholderPage title="Tickets" />;
}
