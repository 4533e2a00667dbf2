import type { NetworkRouteRow } from '../../rules';
import { Duration, Table } from '@comptoir/ui/kit';
import { Box, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { currentLocale } from '@comptoir/ui/i18n';
import { m } from '@comptoir/ui/i18n/messages';

export interface LowCostHomeViewProps {
  /** The airline's name, the page's heading. */
  airlineName: string;
  /** The routes it flies, one row each (`networkRows()`). */
  routes: readonly NetworkRouteRow[];
  /** The search form, above the network (`LowCostSearchForm`). Default: none. */
  search?: ReactNode;
}

/**
 * The low-cost airline plugin's home: the airline, its search form, and the routes it flies between Morocco and Europe,
 * both ways, with their block time and weekly departures.
 */
export function LowCostHomeView({ airlineName, routes, search }: LowCostHomeViewProps) {
  const countries = new Intl.DisplayNames([currentLocale()], { type: 'region' });
  return (
    <>
      <Heading as="h1" size="6" mb="2">
        {airlineName}
      </Heading>
      <Text as="p" size="2" color="gray" mb="4">
        {m.lowcost_home_intro()}
      </Text>
      {search === undefined ? null : <Box mb="5">{search}</Box>}
      <Box asChild>
        <section aria-labelledby="low-cost-network">
          <Heading as="h2" size="4" mb="2" id="low-cost-network">
            {m.lowcost_network({ count: routes.length })}
          </Heading>
          {/* Wider than a phone: its scroll area takes the keyboard focus (axe's scrollable-region-focusable). */}
          <Table.Root keyboardScrollable variant="surface" size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{m.lowcost_column_morocco()}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{m.lowcost_column_europe()}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{m.lowcost_column_flight_time()}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{m.lowcost_column_weekly_flights()}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {routes.map((route) => (
                <Table.Row key={route.id}>
                  <Table.RowHeaderCell>
                    {route.morocco.city} ({route.morocco.code})
                  </Table.RowHeaderCell>
                  <Table.Cell>
                    {route.europe.city} ({route.europe.code}), {countries.of(route.europe.countryCode)}
                  </Table.Cell>
                  <Table.Cell>
                    <Duration value={route.blockMinutes} />
                  </Table.Cell>
                  <Table.Cell>{route.weeklyFlights}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </section>
      </Box>
    </>
  );
}
