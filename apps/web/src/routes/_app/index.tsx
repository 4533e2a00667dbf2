import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../home/HomePage';
import { prefetchHome } from '../../home/home-queries';

export const Route = createFileRoute('/_app/')({
  // The loader and the page in one chunk: one import less in the entry, which every page loads.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) =>
    prefetchHome(context.queryClient, context.visitor.session?.session.activeOrganizationId ?? null),
  component: HomePage,
});
