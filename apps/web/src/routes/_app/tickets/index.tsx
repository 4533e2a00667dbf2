import { ComingSoonPage } from '@comptoir/ui/kit';
import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../page-title';

export const Route = createFileRoute('/_app/tickets/')({
  head: pageTitle('Tickets'),
  component: TicketsPage,
});

function TicketsPage() {
  return <ComingSoonPage title="Tickets" />;
}
