import { queuesSearchSchema } from '@comptoir/flight-domain';
import { createFileRoute } from '@tanstack/react-router';
import { loadQueue, QueuesPage } from './-components/QueuesPage';
import { m } from '@comptoir/ui/i18n/messages';
import { usePageTitle } from '../../../page-title';

/**
 * /queues?queue&page&limit&search&mine: the work queues, the tab and its list query in the URL. While
 * it loads the navigation's progress bar runs; a failed load is the app's fallback panel with its retry
 * (no pending or error component of its own: each would cost every page's first load a few bytes).
 */
export const Route = createFileRoute('/_app/queues/')({
  // The loader and the page in one chunk: one import less in the entry, which every page loads.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: queuesSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadQueue(context.queryClient, deps),
  component: function Queues() {
    usePageTitle(m.queues_title());
    return <QueuesPage search={Route.useSearch()} />;
  },
});
