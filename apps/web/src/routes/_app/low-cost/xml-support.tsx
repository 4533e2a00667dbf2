import { errorMessage } from '@comptoir/api';
import { lowCostXmlSupportSearchSchema, type LowCostXmlSupportSearch } from '@comptoir/flight-domain';
import { lowCostSupportQueries } from '@comptoir/plugin-low-cost/client';
import { LOW_COST_AIRLINE } from '@comptoir/plugin-low-cost/rules';
import { LowCostXmlSupportView, type LowCostXmlSupportViewProps } from '@comptoir/plugin-low-cost/views';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { pageTitle } from '../../../page-title';
import { queryState } from '../../../queries/query-state';

// A build without the plugin must hold none of its code (docs/decisions/0023). The loader and views sit
// behind `import.meta.env.VITE_LOW_COST_PLUGIN === 'true'` written out (a literal once built), not
// `LOW_COST_PLUGIN_BUILT`: imported, the constant was folded only after the bundler had shared the
// plugin's modules between chunks, and the airline's code stayed in the build. The pages are written
// here, and their parts split as one group, so that nothing of them stays in the app's entry.
/** What the URL holds: the filters, the page and the opened message. */
type XmlSupportSearch = LowCostXmlSupportSearch;

type Shown = Pick<LowCostXmlSupportViewProps, 'messages' | 'opened'>;

/** The view at the URL's search: filtering, paging and opening a message are navigations. */
function XmlSupportView({ search, messages, opened }: { search: XmlSupportSearch } & Shown) {
  const navigate = useNavigate({ from: '/low-cost/xml-support' });
  return (
    <LowCostXmlSupportView
      airlineName={LOW_COST_AIRLINE.name}
      filters={{ reference: search.reference, date: search.date, search: search.search }}
      onFiltersChange={(filters) => void navigate({ search: filters })}
      messages={messages}
      onPageChange={(page) => void navigate({ search: (previous) => ({ ...previous, page }) })}
      openedId={search.message}
      onOpenedChange={(message) => void navigate({ search: (previous) => ({ ...previous, message }) })}
      opened={opened}
    />
  );
}

/** The list query of the URL (the opened message is not part of it). */
const listQuery = (search: XmlSupportSearch) => ({
  reference: search.reference,
  date: search.date,
  search: search.search,
  page: search.page,
});

/** /low-cost/xml-support: the page of messages kept on screen while the next loads; the opened one in full. */
function LowCostXmlSupportPage({ search }: { search: XmlSupportSearch }) {
  const messages = useQuery({
    ...lowCostSupportQueries.xmlExchanges(listQuery(search)),
    placeholderData: keepPreviousData,
  });
  const opened = useQuery({
    ...lowCostSupportQueries.xmlExchange(search.message ?? ''),
    enabled: search.message !== undefined,
  });
  return (
    <XmlSupportView
      search={search}
      messages={queryState(messages)}
      opened={search.message === undefined ? undefined : queryState(opened)}
    />
  );
}

/** While the loader fetches the first page. */
function LowCostXmlSupportPending({ search }: { search: XmlSupportSearch }) {
  return <XmlSupportView search={search} messages={{ status: 'pending' }} opened={undefined} />;
}

/** When the loader failed: the view's error, whose retry runs the loader again. */
function LowCostXmlSupportError({ error, search }: ErrorComponentProps & { search: XmlSupportSearch }) {
  const router = useRouter();
  return (
    <XmlSupportView
      search={search}
      messages={{ status: 'error', message: errorMessage(error), onRetry: () => void router.invalidate() }}
      opened={undefined}
    />
  );
}

/**
 * The low-cost airline's XML support (SPEC §2): every XML message exchanged with it, found by
 * booking reference, day or text; a build without the plugin has no loader or component here.
 */
export const Route = createFileRoute('/_app/low-cost/xml-support')({
  // The page, its pending view and its error view share the view's wiring, and the loader comes with
  // them: one chunk, so that nothing of theirs stays in the route's own module (the app's entry) in a
  // build without the plugin, and the plugin build's entry holds one import of it instead of two.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  validateSearch: lowCostXmlSupportSearchSchema,
  // Opening a message does not reload the list.
  loaderDeps: ({ search }) => listQuery(search),
  loader:
    import.meta.env.VITE_LOW_COST_PLUGIN === 'true'
      ? ({ context, deps }) => context.queryClient.query(lowCostSupportQueries.xmlExchanges(deps))
      : undefined,
  head: pageTitle('Low-cost airline: XML support'),
  pendingComponent:
    import.meta.env.VITE_LOW_COST_PLUGIN === 'true'
      ? function Pending() {
          return <LowCostXmlSupportPending search={Route.useSearch()} />;
        }
      : undefined,
  errorComponent:
    import.meta.env.VITE_LOW_COST_PLUGIN === 'true'
      ? function Failed(props: ErrorComponentProps) {
          return <LowCostXmlSupportError {...props} search={Route.useSearch()} />;
        }
      : undefined,
  component:
    import.meta.env.VITE_LOW_COST_PLUGIN === 'true'
      ? function XmlSupport() {
          return <LowCostXmlSupportPage search={Route.useSearch()} />;
        }
      : undefined,
});
