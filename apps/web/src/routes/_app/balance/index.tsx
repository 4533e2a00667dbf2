import { balancesQueries } from '@comptoir/api';
import { balanceSearchSchema, organizationBalancePath } from '@comptoir/flight-domain';
import { loadLedgerSection } from '@comptoir/ui/money';
import { createFileRoute, redirect, type ErrorComponentProps } from '@tanstack/react-router';
import { BalanceError, BalancePage, BalancePending, ledgerQueryOf } from './-components/BalancePage';
import { m } from '@comptoir/ui/i18n/messages';
import { usePageTitle } from '../../../page-title';

/**
 * /balance?organization&page&limit&search&kind&from&to (SPEC §2: admin only, guarded by `_app`): every
 * organization's balance, and the chosen one's ledger at the URL's query, so reload and history keep it.
 * An admin of one organization has nothing to choose: /balance goes to its ledger at once (replacing
 * the address, so Back does not return to a page that would only redirect again).
 */
export const Route = createFileRoute('/_app/balance/')({
  validateSearch: balanceSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const { organization } = deps;
    if (organization === undefined) {
      const entities = await context.queryClient.query(balancesQueries.entities());
      const [only] = entities;
      if (only !== undefined && entities.length === 1) {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirects are thrown by design.
        throw redirect({ href: organizationBalancePath(only.entityId), replace: true });
      }
      return;
    }
    await Promise.all([
      loadLedgerSection(),
      context.queryClient.query(balancesQueries.entities()),
      context.queryClient.query(balancesQueries.entity('organization', organization)),
      context.queryClient.query(
        balancesQueries.list({ organizationId: organization, ...ledgerQueryOf(deps) }),
      ),
    ]);
  },
  pendingComponent: function Pending() {
    return <BalancePending search={Route.useSearch()} />;
  },
  errorComponent: function Failed(props: ErrorComponentProps) {
    return <BalanceError {...props} />;
  },
  component: function Balance() {
    usePageTitle(m.balance_title());
    return <BalancePage search={Route.useSearch()} />;
  },
});
