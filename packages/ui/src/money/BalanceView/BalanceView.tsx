import type { BalanceEntity } from '@comptoir/flight-domain';
import { Flex, Heading, Text } from '@radix-ui/themes';
import { LoadedContent } from '../../kit/RecordSection/LoadedContent';
import type { LoadState } from '../../kit/RecordSection/LoadedContent';
import { LedgerSection, type LedgerSectionProps } from './LedgerSection';
import { OrganizationBalances } from './OrganizationBalances';

export interface BalanceViewProps {
  /** Every organization's balance (GET /balance/entities). */
  entities: LoadState<readonly BalanceEntity[]>;
  /** The organization whose ledger is shown, from the URL. Default: none chosen. */
  selectedId?: string | undefined;
  /** Called with the organization whose ledger to show. */
  onSelect: (organizationId: string) => void;
  /** The chosen organization's balance, chart, ledger and top-up; left out while none is chosen. */
  ledger?: LedgerSectionProps | undefined;
}

/**
 * /balance (admin only, SPEC §2): every organization's balance with its 30-day trend; the chosen
 * organization's balance over time, ledger and top-up below.
 *
 * @example
 * <BalanceView entities={{ status: 'success', data }} selectedId="org_paris" onSelect={choose} ledger={…} />
 */
export function BalanceView({ entities, selectedId, onSelect, ledger }: BalanceViewProps) {
  return (
    <Flex direction="column" gap="5" data-slot="balance-view">
      <Heading as="h1" size="6">
        Balance
      </Heading>
      <LoadedContent state={entities} loadingText="Loading balances…" slot="block">
        {(data) => <OrganizationBalances entities={data} selectedId={selectedId} onSelect={onSelect} />}
      </LoadedContent>
      {ledger === undefined ? (
        <Text color="gray" size="2">
          Choose an organization to see its ledger and top it up.
        </Text>
      ) : (
        <LedgerSection {...ledger} />
      )}
    </Flex>
  );
}
