import type { BalanceEntity, BalanceEntry, BalanceEntryBody } from '@comptoir/flight-domain';
import { Flex, Heading, Text } from '@radix-ui/themes';
import { PagedDataTable, type PagedListState } from '../../kit/DataTable/PagedDataTable';
import { DateDisplay } from '../../kit/DateDisplay/DateDisplay';
import { Money } from '../../kit/Money/Money';
import { RecordSection } from '../../kit/RecordSection/RecordSection';
import { BalanceChartSection } from '../BalanceChart/BalanceChartSection';
import { LoadedContent } from '../../kit/RecordSection/LoadedContent';
import type { LoadState } from '../../kit/RecordSection/LoadedContent';
import { TopUp } from '../TopUpDialog/TopUp';
import { TrendBadge } from './OrganizationBalances';
import { LedgerFilters } from './LedgerFilters';
import { ledgerColumns } from './ledger-columns';
import type { LedgerFilter, LedgerQuery } from './ledger-query';
import { m } from '../../i18n/paraglide/messages.js';

/** What the chosen organization's part of /balance takes. */
export interface LedgerSectionProps {
  /** The organization's balance and daily history (GET /balance/entity/organization/{id}). */
  entity: LoadState<BalanceEntity>;
  /** The page of its ledger for `query` (GET /balance?organizationId=…). */
  entries: PagedListState<BalanceEntry>;
  /** The ledger's page, page size, search, kind and range of days, as the URL holds them. */
  query: LedgerQuery;
  /** Called with the next ledger query (a page, a filter: back to page 1). */
  onQueryChange: (query: LedgerQuery) => void;
  /** Called with the entry a row opens (its details: GET /balance/{id}). */
  onOpenEntry: (entry: BalanceEntry) => void;
  /** Downloads the ledger, filters kept, as CSV. */
  onExportCsv: () => Promise<void>;
  /** Sends a top-up (POST /balance); rejects with the server's message. */
  onTopUp: (body: BalanceEntryBody) => Promise<void>;
}

function filterOf(query: LedgerQuery): LedgerFilter {
  return {
    ...(query.kind === undefined ? {} : { kind: query.kind }),
    ...(query.from === undefined ? {} : { from: query.from }),
    ...(query.to === undefined ? {} : { to: query.to }),
  };
}

/**
 * One organization's balance: its amount and trend with the top-up, the balance over time, and its
 * ledger a page at a time, filtered by kind and days, exportable as CSV.
 */
export function LedgerSection({
  entity,
  entries,
  query,
  onQueryChange,
  onOpenEntry,
  onExportCsv,
  onTopUp,
}: LedgerSectionProps) {
  const filter = filterOf(query);
  return (
    <Flex direction="column" gap="4" data-slot="ledger-section">
      <LoadedContent state={entity} loadingText={m.balance_entity_loading()} slot="block">
        {(organization) => (
          <RecordSection
            title={organization.name}
            slot="ledger-balance"
            actions={
              <TopUp
                organization={{
                  id: organization.entityId,
                  name: organization.name,
                  balance: organization.balance,
                }}
                onTopUp={onTopUp}
              />
            }
          >
            <Flex direction="column" gap="3">
              <Flex align="center" gap="3" wrap="wrap">
                <Money
                  centimes={organization.balance}
                  size="7"
                  weight="bold"
                  {...(organization.balance < 0 ? { color: 'red' as const } : {})}
                />
                <TrendBadge entity={organization} />
              </Flex>
              <Text size="1" color="gray">
                {m.balance_updated()}{' '}
                <DateDisplay value={organization.updatedAt} format="dateTime" size="1" />
              </Text>
              {organization.history === undefined || organization.history.length === 0 ? null : (
                <BalanceChartSection organizationName={organization.name} points={organization.history} />
              )}
            </Flex>
          </RecordSection>
        )}
      </LoadedContent>
      <Heading as="h2" size="4">
        {m.balance_ledger()}
      </Heading>
      <LedgerFilters
        key={`${query.from ?? ''}|${query.to ?? ''}`}
        filter={filter}
        onFilterChange={(next) => onQueryChange({ page: 1, limit: query.limit, ...next })}
        onExportCsv={onExportCsv}
        disabled={entries.status === 'pending'}
      />
      <PagedDataTable
        label={m.balance_ledger()}
        columns={ledgerColumns}
        state={entries}
        query={query}
        onQueryChange={(next) => onQueryChange({ ...filter, ...next })}
        onRowActivate={onOpenEntry}
        // Long descriptions and names wrap, so that every column fits beside the navigation at 1280 px.
        wrapColumns={['description', 'author']}
        searchPlaceholder={m.balance_ledger_search()}
      />
    </Flex>
  );
}
