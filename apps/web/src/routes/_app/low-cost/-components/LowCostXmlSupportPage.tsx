import { errorMessage } from '@comptoir/api';
import { lowCostXmlSupportList, type LowCostXmlSupportSearch } from '@comptoir/flight-domain';
import { lowCostSupportQueries } from '@comptoir/plugin-low-cost/client';
import { LOW_COST_AIRLINE } from '@comptoir/plugin-low-cost/rules';
import { LowCostXmlSupportView, type LowCostXmlSupportViewProps } from '@comptoir/plugin-low-cost/views';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { queryState } from '../../../../queries/query-state';

/** What the link holds: the filters, the page and the opened message. */
interface XmlSupportPageProps {
  search: LowCostXmlSupportSearch;
}

type Shown = Pick<LowCostXmlSupportViewProps, 'messages' | 'opened'>;

/** The view at the link's search: filtering, paging and opening a message are navigations. */
function XmlSupportView({ search, messages, opened }: XmlSupportPageProps & Shown) {
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

/** The page of messages kept on screen while the next loads; the opened one in full. */
export function LowCostXmlSupportPage({ search }: XmlSupportPageProps) {
  const messages = useQuery({
    ...lowCostSupportQueries.xmlExchanges(lowCostXmlSupportList(search)),
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
export function LowCostXmlSupportPending({ search }: XmlSupportPageProps) {
  return <XmlSupportView search={search} messages={{ status: 'pending' }} opened={undefined} />;
}

/** When the loader failed: the view's error, whose retry runs the loader again. */
export function LowCostXmlSupportFailed({ error, search }: ErrorComponentProps & XmlSupportPageProps) {
  const router = useRouter();
  return (
    <XmlSupportView
      search={search}
      messages={{ status: 'error', message: errorMessage(error), onRetry: () => void router.invalidate() }}
      opened={undefined}
    />
  );
}
