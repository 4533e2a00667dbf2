import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../-components/PlaceholderPage';

export const Route = createFileRoute('/_app/balance')({ component: BalancePage });

function BalancePage() {
  return <PlaceholderPage title="Balance" />;
}
