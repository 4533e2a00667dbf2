import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../-components/PlaceholderPage';

export const Route = createFileRoute('/_app/search')({ component: SearchPage });

function SearchPage() {
  return <PlaceholderPage title="Search flights" />;
}
