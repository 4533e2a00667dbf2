import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../-components/PlaceholderPage';
import { pageTitle } from '../../page-title';

export const Route = createFileRoute('/_app/balance')({
  head: pageTitle('Balance'),
  component: BalancePage,
});

function BalancePage() {
  return <PlaceholderPage title="Balance" />;
}
