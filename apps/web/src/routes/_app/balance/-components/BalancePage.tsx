import { balancesQueries, downloadLedgerCsv, useCreateBalanceEntry } from '@comptoir/api';
import { listQuerySchema, type BalanceEntity, type BalanceSearch } from '@comptoir/flight-domain';
import { openSidePanel } from '@comptoir/ui/kit';
import { BalanceView, type LedgerQuery, type LedgerSectionProps } from '@comptoir/ui/money';
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, type ErrorComponentProps } from '@tanstack/react-router';
import { RouterLink } from '../../../../components/RouterLink';
import { pagedListState, queryState, useRouteLoadFailure } from '../../../../queries/query-state';
import { BalanceEntryPanel } from './BalanceEntryPanel';

/** The ledger query of /balance's search, with the list defaults. */
export function ledgerQueryOf(search: BalanceSearch): LedgerQuery {
  return {
    ...listQuerySchema.parse({
      ...(search.page === undefined ? {} : { page: search.page }),
      ...(search.limit === undefined ? {} : { limit: search.limit }),
    }),
    ...ledgerFilters(search),
  };
}

/** The ledger's search and filters without its page: what the CSV export keeps. */
function ledgerFilters(search: BalanceSearch) {
  return {
    ...(search.search === undefined ? {} : { search: search.search }),
    ...(search.kind === undefined ? {} : { kind: search.kind }),
    ...(search.from === undefined ? {} : { from: search.from }),
    ...(search.to === undefined ? {} : { to: search.to }),
  };
}

function useBalanceNavigation(search: BalanceSearch) {
  const navigate = useNavigate({ from: '/balance/' });
  return {
    onSelect: (organization: string) => void navigate({ search: { organization } }),
    onQueryChange: (query: LedgerQuery) =>
      void navigate({
        search: {
          ...(search.organization === undefined ? {} : { organization: search.organization }),
          ...query,
        },
      }),
  };
}

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The chosen organization's balance, chart, ledger and top-up, each from its query; none while none is
 * chosen. The route's loader fetched them first; the ledger's page stays on screen while the next one
 * loads. The balance is read with `useQuery` as it is read only once an organization is chosen: a
 * suspense read cannot be turned off, and `useSuspenseQueries` (a list of one or none) would be 1.5 KiB
 * more in /balance's first load (docs/architecture.md, "Reading a page's data").
 */
function useLedger(
  search: BalanceSearch,
  onQueryChange: (query: LedgerQuery) => void,
): LedgerSectionProps | undefined {
  const organizationId = search.organization ?? '';
  const chosen = search.organization !== undefined;
  const query = ledgerQueryOf(search);
  const entity = useQuery({ ...balancesQueries.entity('organization', organizationId), enabled: chosen });
  const entries = useQuery({
    ...balancesQueries.list({ ...(chosen ? { organizationId } : {}), ...query }),
    placeholderData: keepPreviousData,
    enabled: chosen,
  });
  const topUp = useCreateBalanceEntry();
  if (!chosen) return undefined;
  return {
    entity: queryState(entity),
    entries: pagedListState(entries),
    query,
    onQueryChange,
    onOpenEntry: (entry) =>
      openSidePanel({ title: entry.description, view: <BalanceEntryPanel id={entry.id} /> }),
    onExportCsv: () =>
      downloadLedgerCsv(
        { organizationId, ...ledgerFilters(search) },
        entity.data?.name ?? organizationId,
        todayIso(),
      ),
    onTopUp: async (body) => {
      await topUp.mutateAsync(body);
    },
  };
}

/** /balance: every organization's balance; the chosen one's ledger below. */
export function BalancePage({ search }: { search: BalanceSearch }) {
  const entities = useSuspenseQuery(balancesQueries.entities());
  const navigation = useBalanceNavigation(search);
  return (
    <BalanceView
      entities={queryState<readonly BalanceEntity[]>(entities)}
      selectedId={search.organization}
      onSelect={navigation.onSelect}
      ledger={useLedger(search, navigation.onQueryChange)}
      linkComponent={RouterLink}
    />
  );
}

/** While the route's loader fetches: the view's loading states. */
export function BalancePending({ search }: { search: BalanceSearch }) {
  const navigation = useBalanceNavigation(search);
  const ledger = ledgerQueryOf(search);
  return (
    <BalanceView
      entities={{ status: 'pending' }}
      selectedId={search.organization}
      onSelect={navigation.onSelect}
      linkComponent={RouterLink}
      ledger={
        search.organization === undefined
          ? undefined
          : {
              entity: { status: 'pending' },
              entries: { status: 'pending' },
              query: ledger,
              onQueryChange: navigation.onQueryChange,
              onOpenEntry: () => undefined,
              onExportCsv: () => Promise.resolve(),
              onTopUp: () => Promise.resolve(),
            }
      }
    />
  );
}

/** When the route's loader failed: the view's error, whose retry runs the loader again. */
export function BalanceError({ error }: ErrorComponentProps) {
  return <BalanceView entities={useRouteLoadFailure(error)} onSelect={() => undefined} />;
}
