import { balancesQueries } from '@comptoir/api';
import { balanceSearchSchema } from '@comptoir/flight-domain';
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { pageTitle } from '../../../page-title';
import { BalanceError, BalancePage, BalancePending, ledgerQueryOf } from './-components/BalancePage';

/**
 * /balance?organization&page&limit&search&kind&from&to (SPEC §2: admin only, guarded by `_app`): every
 * organization's balance, and the chosen one's ledger at the URL's query, so reload and history keep it.
 */
export const Route = createFileRoute('/_app/balance/')({
  validateSearch: balanceSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const { organization } = deps;
    await Promise.all([
      context.queryClient.query(balancesQueries.entities()),
      ...(organization === undefined
        ? []
        : [
            context.queryClient.query(balancesQueries.entity('organization', organization)),
            context.queryClient.query(
              balancesQueries.list({ organizationId: organization, ...ledgerQueryOf(deps) }),
            ),
          ]),
    ]);
  },
  head: pageTitle('Balance'),
  pendingComponent: function Pending() {
    return <BalancePending search={Route.useSearch()} />;
  },
  errorComponent: function Failed(props: ErrorComponentProps) {
    return <BalanceError {...props} />;
  },
  component: function Balance() {
    return <BalancePage search={Route.useSearch()} />;
  },
});
