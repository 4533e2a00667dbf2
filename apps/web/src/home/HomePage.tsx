import { APP_ROUTES, canAccessRoute } from '@comptoir/flight-domain';
import { HomeView } from '@comptoir/ui/home';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { memo } from 'react';
import { RouterLink } from '../components/RouterLink';
import { OneWaySearchPage } from '../flights/OneWaySearchPage';
import { useResultsCodeWhenIdle } from '../flights/use-results-code-when-idle';
import { queueCountsShown } from '../queries/queue-counts';
import { queryState } from '../queries/query-state';
import { homeQueries } from './home-queries';

const appRoute = getRouteApi('/_app');

/** The page renders again as each block's answer arrives; the search form has no part in them. */
const QuickSearch = memo(OneWaySearchPage);

/** A block lists the page's items. */
const pageItems = <Item,>({ items }: { items: Item[] }) => items;

/**
 * The home page (/): the one-way quick search of /search, the latest reservations and tickets, and the
 * active organization's balance, read-only for everyone, linked to its history for the roles
 * that may open /balance (admin, SPEC §6), and the work queues' counts for the user and the organization
 * (the low-cost holds' with the plugin).
 */
export function HomePage() {
  const { visitor, config } = appRoute.useRouteContext();
  const role = visitor.user.kind === 'anonymous' ? null : visitor.user.role;
  const organizationId = visitor.session?.session.activeOrganizationId ?? null;
  const balanceShown = organizationId !== null;
  // The quick search opens the one-way results.
  useResultsCodeWhenIdle('oneway');

  const reservations = useQuery({ ...homeQueries.latestReservations(), select: pageItems });
  const tickets = useQuery({ ...homeQueries.latestTickets(), select: pageItems });
  const balance = useQuery({
    ...homeQueries.balance(organizationId ?? ''),
    enabled: balanceShown,
  });
  const queues = useQuery({
    ...homeQueries.queueSummary(),
    select: queueCountsShown(config.lowCostPluginEnabled),
  });

  return (
    <HomeView
      {...(config.appTitle === undefined ? {} : { title: config.appTitle })}
      quickSearch={<QuickSearch />}
      reservations={queryState(reservations)}
      tickets={queryState(tickets)}
      balance={balanceShown ? queryState(balance) : undefined}
      balanceHistoryLinked={canAccessRoute(APP_ROUTES.balance, role)}
      queues={queryState(queues)}
      linkComponent={RouterLink}
    />
  );
}
