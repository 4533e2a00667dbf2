import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../home/HomePage';
import { fetchHomeCallsCode, prefetchHomeBlocks } from '../../home/home-queries';
import { usePageTitle } from '../../page-title';

/** / : the app's name alone as title. */
export const Route = createFileRoute('/_app/')({
  // The blocks' calls are sent with the page's code on its way, not once it has come; the page does not
  // wait for them (each block shows its loading line). The loader stays in the entry for that.
  loader: ({ context }) =>
    prefetchHomeBlocks(context.queryClient, context.visitor.session?.session.activeOrganizationId ?? null),
  codeSplitGroupings: [['component']],
  staticData: { loaderCode: fetchHomeCallsCode },
  component: function Home() {
    usePageTitle();
    return <HomePage />;
  },
});
