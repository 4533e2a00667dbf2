import {
  APP_ROUTES,
  reservationDetailPath,
  ticketDetailPath,
  type BalanceEntity,
  type ReservationSummary,
  type TicketListItem,
} from '@comptoir/flight-domain';
import { Flex, Heading, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import type { AppShellLinkComponent } from '../../kit/AppShell/types';
import { PlainLink } from '../../kit/AppShell/PlainLink';
import { DateDisplay } from '../../kit/DateDisplay/DateDisplay';
import { Money } from '../../kit/Money/Money';
import { TicketStatusBadge } from '../../kit/TicketStatusBadge/TicketStatusBadge';
import { HomeBlock, LatestBlock, type HomeBlockState } from './HomeBlock';
import { ReservationStatusBadge } from '../../kit/StatusBadge/ReservationStatusBadge';

export type { HomeBlockState };

export interface HomeViewProps {
  /** The page's `h1`, the app's title. Default: 'Comptoir'. */
  title?: string;
  /**
   * The quick search: the one-way search form (`OneWaySearchForm`), holding the same draft as /search
   * and opening /result like it.
   */
  quickSearch: ReactNode;
  /** The latest reservations, newest first (a few). */
  reservations: HomeBlockState<readonly ReservationSummary[]>;
  /** The latest tickets, newest first (a few). */
  tickets: HomeBlockState<readonly TicketListItem[]>;
  /**
   * The active organization's balance, read-only, for every role (issue 25); leave it out without an
   * active organization. Default: not shown.
   */
  balance?: HomeBlockState<BalanceEntity> | undefined;
  /**
   * Whether the balance links to its history (/balance), for the roles that may open it (admin, SPEC
   * §6). Default: `false`.
   */
  balanceHistoryLinked?: boolean;
  /** Renders the links (pass the router's `Link`). Default: a plain `<a>`. */
  linkComponent?: AppShellLinkComponent;
}

/**
 * The home page (/): a quick one-way search, the latest reservations and tickets, and the
 * organization's balance (with its history's link for admins). Each block loads and fails on its own.
 *
 * @example
 * <HomeView quickSearch={<OneWaySearchForm … />} reservations={{ status: 'pending' }} tickets={…} />
 */
export function HomeView({
  title = 'Comptoir',
  quickSearch,
  reservations,
  tickets,
  balance,
  balanceHistoryLinked = false,
  linkComponent = PlainLink,
}: HomeViewProps) {
  const searchHeadingId = useId();
  return (
    <Flex direction="column" gap="5" data-slot="home-view">
      <Heading as="h1" size="6">
        {title}
      </Heading>
      {balance === undefined ? null : (
        <HomeBlock
          title="Balance"
          slot="home-balance"
          state={balance}
          loadingText="Loading the balance…"
          moreHref={balanceHistoryLinked ? APP_ROUTES.balance : undefined}
          moreLabel="Balance history"
          linkComponent={linkComponent}
        >
          {(entity) => (
            <Flex direction="column" gap="1">
              <Text size="2" color="gray">
                {entity.name}
              </Text>
              <Money
                centimes={entity.balance}
                size="7"
                weight="bold"
                {...(entity.balance < 0 ? { color: 'red' as const } : {})}
              />
              <Text size="1" color="gray">
                Updated <DateDisplay value={entity.updatedAt} format="dateTime" size="1" />
              </Text>
            </Flex>
          )}
        </HomeBlock>
      )}
      <section aria-labelledby={searchHeadingId} data-slot="home-quick-search">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id={searchHeadingId}>
            Quick search
          </Heading>
          {quickSearch}
        </Flex>
      </section>
      <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2">
        <LatestBlock
          noun={['Reservation', 'reservations']}
          dateLabel="departs"
          state={reservations}
          moreHref={APP_ROUTES.reservations}
          linkComponent={linkComponent}
          toItem={(reservation) => ({
            id: reservation.id,
            href: reservationDetailPath(reservation.id, reservation.contentKind),
            label: reservation.locator,
            route: reservation.route,
            traveler: reservation.leadTraveler,
            date: reservation.departureAt,
            total: reservation.total,
            status: <ReservationStatusBadge status={reservation.status} />,
          })}
        />
        <LatestBlock
          noun={['Ticket', 'tickets']}
          dateLabel="issued"
          state={tickets}
          moreHref={APP_ROUTES.tickets}
          linkComponent={linkComponent}
          toItem={(ticket) => ({
            id: ticket.id,
            href: ticketDetailPath(ticket.id, ticket.contentKind),
            label: ticket.number,
            route: ticket.route,
            traveler: ticket.travelerName,
            date: ticket.issuedAt,
            total: ticket.total,
            status: <TicketStatusBadge status={ticket.status} />,
          })}
        />
      </div>
    </Flex>
  );
}
