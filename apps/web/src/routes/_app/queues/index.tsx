import { queuesSearchSchema } from '@comptoir/flight-domain';
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { pageTitle } from '../../../page-title';
import { loadQueue, QueuesFailed, QueuesPage, QueuesPending } from './-components/QueuesPage';

/** /queues?queue&page&limit&search&mine: the work queues, the tab and its list query in the URL. */
export const Route = createFileRoute('/_app/queues/')({
  validateSearch: queuesSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadQueue(context.queryClient, deps),
  head: pageTitle('Queues'),
  pendingComponent: function Pending() {
    return <QueuesPending search={Route.useSearch()} />;
  },
  errorComponent: function Failed(props: ErrorComponentProps) {
    return <QueuesFailed {...props} search={Route.useSearch()} />;
  },
  component: function Queues() {
    return <QueuesPage search={Route.useSearch()} />;
  },
});
