import type { BalanceEntity } from '@comptoir/flight-domain';
import { Flex, Heading, Text } from '@radix-ui/themes';
import { lazy, Suspense } from 'react';
import { PlainLink } from '../../kit/AppShell/PlainLink';
import type { AppShellLinkComponent } from '../../kit/AppShell/types';
import { LoadedContent } from '../../kit/RecordSection/LoadedContent';
import type { LoadState } from '../../kit/RecordSection/LoadedContent';
import type { LedgerSectionProps } from './LedgerSection';
import { loadLedgerSection } from './load-ledger-section';
import { OrganizationBalances } from './OrganizationBalances';
import { m } from '../../i18n/paraglide/messages.js';

const LedgerSection = lazy(() => loadLedgerSection().then((module) => ({ default: module.LedgerSection })));

export interface BalanceViewProps {
  /** Every organization's balance (GET /balance/entities). */
  entities: LoadState<readonly BalanceEntity[]>;
  /** The organization whose ledger is shown, from the URL. Default: none chosen. */
  selectedId?: string | undefined;
  /** Called with the organization whose ledger to show. */
  onSelect: (organizationId: string) => void;
  /** The chosen organization's balance, chart, ledger and top-up; left out while none is chosen. */
  ledger?: LedgerSectionProps | undefined;
  /** Renders the organizations' links to their ledgers (pass the router's `Link`). Default: a plain `<a>`. */
  linkComponent?: AppShellLinkComponent;
}

/** Whether the organizations are only the one shown below: its ledger section says all a row would. */
function onlyTheChosen(entities: readonly BalanceEntity[], selectedId: string | undefined): boolean {
  return entities.length === 1 && entities[0]?.entityId === selectedId;
}

/**
 * /balance (admin only, SPEC §2): every organization's balance with its 30-day trend; the chosen
 * organization's balance over time, ledger and top-up below. An admin of one organization (the app
 * chooses it) sees its ledger and top-up alone, without a one-row table above.
 *
 * @example
 * <BalanceView entities={{ status: 'success', data }} selectedId="org_paris" onSelect={choose} ledger={…} />
 */
export function BalanceView({
  entities,
  selectedId,
  onSelect,
  ledger,
  linkComponent = PlainLink,
}: BalanceViewProps) {
  return (
    <Flex direction="column" gap="5" data-slot="balance-view">
      <Heading as="h1" size="6">
        {m.balance_title()}
      </Heading>
      <LoadedContent state={entities} loadingText={m.balance_loading()} slot="block">
        {(data) =>
          onlyTheChosen(data, selectedId) ? null : (
            <OrganizationBalances
              entities={data}
              selectedId={selectedId}
              onSelect={onSelect}
              linkComponent={linkComponent}
            />
          )
        }
      </LoadedContent>
      {ledger === undefined ? (
        <Text color="gray" size="2">
          {m.balance_choose()}
        </Text>
      ) : (
        <Suspense
          fallback={
            <Text color="gray" size="2" role="status">
              {m.balance_ledger_loading()}
            </Text>
          }
        >
          <LedgerSection {...ledger} />
        </Suspense>
      )}
    </Flex>
  );
}
