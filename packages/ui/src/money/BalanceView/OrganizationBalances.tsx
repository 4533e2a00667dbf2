import { formatMoney, type BalanceEntity } from '@comptoir/flight-domain';
import { Badge, Button, Text } from '@radix-ui/themes';
import { Money } from '../../kit/Money/Money';
import * as Table from '../../kit/DataTable/Table';

/** The balance's change over the trend period, as a badge: green up, red down, grey flat. */
export function TrendBadge({ entity }: { entity: BalanceEntity }) {
  if (entity.previousBalance === undefined) return null;
  const change = entity.balance - entity.previousBalance;
  const color = change > 0 ? 'green' : change < 0 ? 'red' : 'gray';
  const arrow = change > 0 ? '↑' : change < 0 ? '↓' : '→';
  const signed = `${change > 0 ? '+' : ''}${formatMoney(change)}`;
  return (
    <Badge color={color} variant="soft" highContrast data-slot="balance-trend" data-direction={color}>
      <span aria-hidden="true">{arrow}</span> {signed}
      <span className="sr-only"> over 30 days</span>
    </Badge>
  );
}

/**
 * Every organization's balance with its 30-day trend; each row's button shows that organization's
 * ledger (`aria-current` on the chosen one).
 */
export function OrganizationBalances({
  entities,
  selectedId,
  onSelect,
}: {
  entities: readonly BalanceEntity[];
  selectedId: string | undefined;
  onSelect: (organizationId: string) => void;
}) {
  return (
    <Table.Root variant="surface" size="2" data-slot="organization-balances">
      <caption className="sr-only">Balances of the organizations</caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Organization</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">Balance</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>30 days</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {entities.map((entity) => {
          const current = entity.entityId === selectedId;
          return (
            <Table.Row key={entity.entityId} data-selected={current || undefined}>
              <Table.RowHeaderCell>
                <Button
                  variant={current ? 'soft' : 'ghost'}
                  aria-current={current ? 'true' : undefined}
                  aria-label={`${entity.name} ledger`}
                  onClick={() => onSelect(entity.entityId)}
                >
                  {entity.name}
                </Button>
              </Table.RowHeaderCell>
              <Table.Cell justify="end">
                <Money
                  centimes={entity.balance}
                  weight="bold"
                  {...(entity.balance < 0 ? { color: 'red' as const } : {})}
                />
              </Table.Cell>
              <Table.Cell>
                <TrendBadge entity={entity} />
                {entity.previousBalance === undefined ? <Text color="gray">—</Text> : null}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
