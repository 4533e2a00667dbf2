import { formatMoney, organizationBalancePath, type BalanceEntity } from '@comptoir/flight-domain';
import { Badge, Flex, Link, Text } from '@radix-ui/themes';
import type { AppShellLinkComponent } from '../../kit/AppShell/types';
import { Money } from '../../kit/Money/Money';
import { TABLE_LAYOUT_QUERY } from '../../kit/DataTable/layout';
import { useRowOpening } from '../../kit/DataTable/row-opening';
import { useMediaQuery } from '../../kit/use-media-query/use-media-query';
import * as Table from '../../kit/DataTable/Table';
import { m } from '../../i18n/paraglide/messages.js';

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
      <span className="sr-only"> {m.balance_over_30_days()}</span>
    </Badge>
  );
}

/**
 * Every organization's balance with its 30-day trend; each organization's name is a link to its ledger
 * (`/balance?organization=…`, `aria-current` on the chosen one), and a click elsewhere on its row
 * chooses it too (a Ctrl/⌘ or middle click opens it in a new tab). Below 768 px the trend sits under
 * the balance, so that the table fits a phone.
 */
export function OrganizationBalances({
  entities,
  selectedId,
  onSelect,
  linkComponent: RouterLink,
}: {
  entities: readonly BalanceEntity[];
  selectedId: string | undefined;
  onSelect: (organizationId: string) => void;
  linkComponent: AppShellLinkComponent;
}) {
  const wide = useMediaQuery(TABLE_LAYOUT_QUERY);
  const handlersOf = useRowOpening<BalanceEntity>({
    rowHref: (entity) => organizationBalancePath(entity.entityId),
    onRowActivate: (entity) => onSelect(entity.entityId),
  });
  return (
    <Table.Root variant="surface" size="2" data-slot="organization-balances">
      <caption className="sr-only">{m.balance_organizations_caption()}</caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{m.balance_column_organization()}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">{m.balance_column_balance()}</Table.ColumnHeaderCell>
          {wide ? <Table.ColumnHeaderCell>{m.balance_column_30_days()}</Table.ColumnHeaderCell> : null}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {entities.map((entity) => {
          const current = entity.entityId === selectedId;
          return (
            <Table.Row
              key={entity.entityId}
              data-selected={current || undefined}
              className={current ? 'bg-[var(--accent-a3)]' : 'cursor-pointer hover:bg-[var(--gray-a3)]'}
              {...handlersOf(entity)}
            >
              <Table.RowHeaderCell>
                <Link asChild weight={current ? 'bold' : 'medium'} underline="hover">
                  <RouterLink
                    href={organizationBalancePath(entity.entityId)}
                    aria-current={current ? 'true' : undefined}
                    aria-label={m.balance_organization_ledger({ name: entity.name })}
                  >
                    {entity.name}
                  </RouterLink>
                </Link>
              </Table.RowHeaderCell>
              <Table.Cell justify="end">
                <Flex direction="column" align="end" gap="1">
                  <Money
                    centimes={entity.balance}
                    weight="bold"
                    {...(entity.balance < 0 ? { color: 'red' as const } : {})}
                  />
                  {wide ? null : <TrendBadge entity={entity} />}
                </Flex>
              </Table.Cell>
              {wide ? (
                <Table.Cell>
                  <TrendBadge entity={entity} />
                  {entity.previousBalance === undefined ? <Text color="gray">—</Text> : null}
                </Table.Cell>
              ) : null}
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
