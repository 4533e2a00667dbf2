import { ComingSoonPage } from '@comptoir/ui/kit';
import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../page-title';

export const Route = createFileRoute('/_app/balance')({
  head: pageTitle('Balance'),
  component: BalancePage,
});

function BalancePage() {
  return <ComingSoonPage title="Balance" />;
}
