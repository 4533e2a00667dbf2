import {
  APP_ROUTES,
  type BalanceEntity,
  type ReservationSummary,
  type TicketListItem,
} from '@comptoir/flight-domain';
import type { QueueSummary } from '@comptoir/flight-domain/queues';
import { Flex, Heading } from '@radix-ui/themes';
import { memo, useId, type ReactNode } from 'react';
import type { AppShellLinkComponent } from '../../kit/AppShell/types';
import { PlainLink } from '../../kit/AppShell/PlainLink';
import { HomeBlock, LatestBlock, type HomeBlockState } from './HomeBlock';
// What the blocks show once loaded (amounts, dates, status badges: about 3 KiB) comes with the page:
// a chunk of its own cost a render of every block when it arrived after their data (0044).
import {
  BalanceSummary,
  LatestReservations,
  LatestTickets,
  QueueCounts,
  type LatestWords,
} from './HomeBlockContents';
import { m } from '../../i18n/paraglide/messages.js';

const RESERVATIONS: LatestWords = {
  kind: 'reservations',
  title: m.home_reservations_title,
  loading: m.home_reservations_loading,
  all: m.home_reservations_all,
  none: m.home_reservations_none,
  label: (locator) => m.home_reservation_label({ locator }),
};
const TICKETS: LatestWords = {
  kind: 'tickets',
  title: m.home_tickets_title,
  loading: m.home_tickets_loading,
  all: m.home_tickets_all,
  none: m.home_tickets_none,
  label: (number) => m.home_ticket_label({ number }),
};

// What the balance and queues blocks lay out unseen while they load, to hold their place: above the quick
// search, a block that grew as its answer came would move the form (a layout shift).
const NO_COUNT = { organization: 0, mine: 0 };
const PLACEHOLDER_QUEUES: QueueSummary = {
  deadlines: NO_COUNT,
  'schedule-changes': NO_COUNT,
  tickets: NO_COUNT,
};

export type { HomeBlockState };

interface BalanceBlockProps {
  state: HomeBlockState<BalanceEntity>;
  historyLinked: boolean;
  linkComponent: AppShellLinkComponent;
}

// The view renders again as each block's answer arrives; a block renders again only when its own state
// changes (the app hands the same state object while its query's is unchanged), as `LatestBlock` does.
const BalanceBlock = memo(function BalanceBlock({ state, historyLinked, linkComponent }: BalanceBlockProps) {
  return (
    <HomeBlock
      title={m.home_balance()}
      slot="home-balance"
      state={state}
      loadingText={m.home_balance_loading()}
      moreHref={historyLinked ? APP_ROUTES.balance : undefined}
      moreLabel={m.home_balance_history()}
      linkComponent={linkComponent}
      placeholder={<BalanceSummary />}
    >
      {(entity) => <BalanceSummary entity={entity} />}
    </HomeBlock>
  );
});

/** The work queues' counts, for the organization and the user, each linked to its queue. */
const QueuesBlock = memo(function QueuesBlock({
  state,
  linkComponent,
}: {
  state: HomeBlockState<QueueSummary>;
  linkComponent: AppShellLinkComponent;
}) {
  return (
    <HomeBlock
      title={m.home_queues()}
      slot="home-queues"
      state={state}
      loadingText={m.home_queues_loading()}
      moreHref={APP_ROUTES.queues}
      moreLabel={m.home_queues_all()}
      linkComponent={linkComponent}
      placeholder={<QueueCounts summary={PLACEHOLDER_QUEUES} linkComponent={linkComponent} />}
    >
      {(summary) => <QueueCounts summary={summary} linkComponent={linkComponent} />}
    </HomeBlock>
  );
});

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
   * The active organization's balance, read-only, for every role; leave it out without an
   * active organization. Default: not shown.
   */
  balance?: HomeBlockState<BalanceEntity> | undefined;
  /**
   * Whether the balance links to its history (/balance), for the roles that may open it (admin, SPEC
   * §6). Default: `false`.
   */
  balanceHistoryLinked?: boolean;
  /** The work queues' counts, for the organization and the user. Default: not shown. */
  queues?: HomeBlockState<QueueSummary> | undefined;
  /** Renders the links (pass the router's `Link`). Default: a plain `<a>`. */
  linkComponent?: AppShellLinkComponent;
}

/**
 * The home page (/): a quick one-way search, the latest reservations and tickets, the
 * organization's balance (with its history's link for admins) and the work queues' counts. Each block loads and fails on its own.
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
  queues,
  linkComponent = PlainLink,
}: HomeViewProps) {
  const searchHeadingId = useId();
  return (
    <Flex direction="column" gap="5" data-slot="home-view">
      <Heading as="h1" size="6">
        {title}
      </Heading>
      {balance === undefined ? null : (
        <BalanceBlock state={balance} historyLinked={balanceHistoryLinked} linkComponent={linkComponent} />
      )}
      {queues === undefined ? null : <QueuesBlock state={queues} linkComponent={linkComponent} />}
      <section aria-labelledby={searchHeadingId} data-slot="home-quick-search">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id={searchHeadingId}>
            {m.home_quick_search()}
          </Heading>
          {quickSearch}
        </Flex>
      </section>
      <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2">
        <LatestBlock
          words={RESERVATIONS}
          state={reservations}
          moreHref={APP_ROUTES.reservations}
          lines={LatestReservations}
          linkComponent={linkComponent}
        />
        <LatestBlock
          words={TICKETS}
          state={tickets}
          moreHref={APP_ROUTES.tickets}
          lines={LatestTickets}
          linkComponent={linkComponent}
        />
      </div>
    </Flex>
  );
}
