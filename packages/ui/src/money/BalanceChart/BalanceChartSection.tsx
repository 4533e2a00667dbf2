import { Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { lazy, Suspense, useId } from 'react';
import { DateDisplay } from '../../kit/DateDisplay/DateDisplay';
import { Money } from '../../kit/Money/Money';
import type { BalancePoint } from './balance-points';
import * as Table from '../../kit/DataTable/Table';
import { m } from '../../i18n/paraglide/messages.js';

/* recharts is fetched only when a chart is shown: it stays out of the first-load bundle. */
const BalanceChart = lazy(() => import('./BalanceChart'));

/**
 * The balance over time: a chart with labelled axes and, for those who do not see it, the same
 * figures as a table (in a disclosure, newest day first).
 *
 * @example
 * <BalanceChartSection organizationName="Menara Travel Marrakech" points={entity.history} />
 */
export function BalanceChartSection({
  organizationName,
  points,
}: {
  organizationName: string;
  points: readonly BalancePoint[];
}) {
  const headingId = useId();
  return (
    <Flex asChild direction="column" gap="2">
      <figure aria-labelledby={headingId} data-slot="balance-chart" className="m-0">
        <Heading as="h3" size="3" id={headingId}>
          {m.balance_chart_title()}
        </Heading>
        <Text as="p" size="2" color="gray">
          {m.balance_chart_description({ name: organizationName, count: points.length })}
        </Text>
        {/* Drawn for the eye; the same figures are read from the table below. */}
        <div aria-hidden="true">
          <Suspense fallback={<Skeleton height="260px" data-slot="balance-chart-loading" />}>
            <BalanceChart points={points} />
          </Suspense>
        </div>
        <details data-slot="balance-chart-table">
          <summary>
            <Text size="2">{m.balance_chart_table()}</Text>
          </summary>
          <Table.Root size="1" variant="ghost">
            <caption className="sr-only">{m.balance_chart_caption({ name: organizationName })}</caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{m.balance_column_date()}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">{m.balance_column_balance()}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {[...points].reverse().map((point) => (
                <Table.Row key={point.date}>
                  <Table.RowHeaderCell>
                    <DateDisplay value={point.date} />
                  </Table.RowHeaderCell>
                  <Table.Cell justify="end">
                    <Money centimes={point.balance} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </details>
      </figure>
    </Flex>
  );
}
