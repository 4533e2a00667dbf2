import { formatMoney, type BalanceEntity } from '@comptoir/flight-domain';
import { Badge, Button, Text } from '@radix-ui/themes';
import { Money } from '../../kit/Money/Money';
import {
  TableBody,
  TableCell,
  TableColumnHeaderCell,
  TableHeader,
  TableRoot,
  TableRow,
  TableRowHeaderCell,
} from '../../kit/DataTable/TableRoot';

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
    <TableRoot variant="surface" size="2" data-slot="organization-balances">
      <caption className="sr-only">Balances of the organizations</caption>
      <TableHeader>
        <TableRow>
          <TableColumnHeaderCell>Organization</TableColumnHeaderCell>
          <TableColumnHeaderCell justify="end">Balance</TableColumnHeaderCell>
          <TableColumnHeaderCell>30 days</TableColumnHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entities.map((entity) => {
          const current = entity.entityId === selectedId;
          return (
            <TableRow key={entity.entityId} data-selected={current || undefined}>
              <TableRowHeaderCell>
                <Button
                  variant={current ? 'soft' : 'ghost'}
                  aria-current={current ? 'true' : undefined}
                  aria-label={`${entity.name} ledger`}
                  onClick={() => onSelect(entity.entityId)}
                >
                  {entity.name}
                </Button>
              </TableRowHeaderCell>
              <TableCell justify="end">
                <Money
                  centimes={entity.balance}
                  weight="bold"
                  {...(entity.balance < 0 ? { color: 'red' as const } : {})}
                />
              </TableCell>
              <TableCell>
                <TrendBadge entity={entity} />
                {entity.previousBalance === undefined ? <Text color="gray">—</Text> : null}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </TableRoot>
  );
}
