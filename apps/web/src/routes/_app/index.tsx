import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../home/HomePage';
import { usePageTitle } from '../../page-title';

/** / : the app's name alone as title. */
export const Route = createFileRoute('/_app/')({
  component: function Home() {
    usePageTitle();
    return <HomePage />;
  },
});
