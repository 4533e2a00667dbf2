import { balancesQueries } from '@comptoir/api';
import { BalanceEntryDetails } from '@comptoir/ui/money';
import { useQuery } from '@tanstack/react-query';
import { queryState } from '../../../../queries/query-state';

/** One ledger entry in the side panel, as GET /balance/{id} answers it. */
export function BalanceEntryPanel({ id }: { id: string }) {
  return <BalanceEntryDetails entry={queryState(useQuery(balancesQueries.detail(id)))} />;
}
