import {
  LOW_COST_PLUGIN_ROUTES,
  reservationDetailPath,
  ticketDetailPath,
  type BalanceEntity,
  type ReservationSummary,
  type TicketListItem,
} from '@comptoir/flight-domain';
import { QUEUE_NAMES, type QueueSummary } from '@comptoir/flight-domain/queues';
import { Flex, Link, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { AppShellLinkComponent } from '../../kit/AppShell/types';
import { DateDisplay } from '../../kit/DateDisplay/DateDisplay';
import { Money } from '../../kit/Money/Money';
import { ReservationStatusBadge } from '../../kit/StatusBadge/ReservationStatusBadge';
import { TicketStatusBadge } from '../../kit/TicketStatusBadge/TicketStatusBadge';
import { queueLabel } from '../../i18n/queue-labels';
import { m } from '../../i18n/paraglide/messages.js';

// What the home page's blocks show once their data has come.

/**
 * The organization's name, its balance (red below zero) and when it last moved. Without an entity, the
 * same lines with nothing in them, which hold the block's place while it loads.
 */
export function BalanceSummary({ entity }: { entity?: BalanceEntity }) {
  return (
    <Flex direction="column" gap="1">
      <Text size="2" color="gray">
        {entity?.name ?? NOTHING}
      </Text>
      {entity === undefined ? (
        <Text size="7" weight="bold">
          {NOTHING}
        </Text>
      ) : (
        <Money
          centimes={entity.balance}
          size="7"
          weight="bold"
          {...(entity.balance < 0 ? { color: 'red' as const } : {})}
        />
      )}
      <Text size="1" color="gray">
        {m.home_balance_updated()}{' '}
        {entity === undefined ? null : <DateDisplay value={entity.updatedAt} format="dateTime" size="1" />}
      </Text>
    </Flex>
  );
}

/** A line's height without its text. */
const NOTHING = '\u00a0';

/** One line of a home page list: a link to the record, what it is, its amount and status. */
interface HomeListItem {
  id: string;
  href: string;
  /** The link's text: the locator or ticket number. */
  label: string;
  /** The route, e.g. "CDG-JFK", under the link. */
  route: string;
  /** The traveler, after the route. */
  traveler: string;
  /** ISO date-time, after the traveler. */
  date: string;
  /** The amount in centimes, at the end of the line. */
  total: number;
  /** The status badge, after the amount. */
  status: ReactNode;
}

/**
 * The words of a block of one kind of record, each read at render in the interface's language: whole
 * messages, as French agrees them with the kind ("Dernières réservations", "Derniers billets").
 */
export interface LatestWords {
  /** The kind, in the block's slot: `home-reservations`. */
  kind: 'reservations' | 'tickets';
  /** The block's title: "Latest reservations". */
  title: () => string;
  /** While it loads: "Loading reservations…". */
  loading: () => string;
  /** The link to the list: "All reservations". */
  all: () => string;
  /** When there are none: "No reservations yet.". */
  none: () => string;
  /** A record's link's accessible name: "Reservation RWBAUM". */
  label: (id: string) => string;
}

interface LinesProps {
  words: LatestWords;
  linkComponent: AppShellLinkComponent;
}

interface LatestLinesProps<Entry> extends LinesProps {
  entries: readonly Entry[];
}

/** The latest records of one kind, newest first, each linking to its page; or that there are none. */
function LatestLines({
  words,
  dateLabel,
  items,
  linkComponent: RouterLink,
}: LinesProps & {
  /** What each line's date is, e.g. "departs" or "issued". */
  dateLabel: string;
  items: HomeListItem[];
}) {
  return items.length === 0 ? (
    <Text as="p" size="2" color="gray" data-slot="home-list-empty">
      {words.none()}
    </Text>
  ) : (
    <ul className="m-0 flex list-none flex-col gap-3 p-0" data-slot="home-list">
      {items.map((item) => (
        <li key={item.id} data-slot="home-list-item">
          {/* The same grid on every line, whatever its text's length: the link and the status on the
              first row, what it is and the amount on the second. */}
          <div className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-2">
            <Link asChild size="2" weight="medium" className="justify-self-start">
              <RouterLink href={item.href} aria-label={words.label(item.label)}>
                {item.label}
              </RouterLink>
            </Link>
            <span className="justify-self-end">{item.status}</span>
            <Text size="1" color="gray">
              {item.route} · {item.traveler}
              {/* " · departs" one text node, as before: split, a glyph moves by a pixel */}
              {` · ${dateLabel}`} <DateDisplay value={item.date} size="1" />
            </Text>
            <Money centimes={item.total} size="2" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The latest reservations: locator, route, lead traveler, departure, total and status. */
export function LatestReservations({ entries, ...lines }: LatestLinesProps<ReservationSummary>) {
  return (
    <LatestLines
      {...lines}
      dateLabel={m.home_reservation_departs()}
      items={entries.map((reservation) => ({
        id: reservation.id,
        href: reservationDetailPath(reservation.id, reservation.contentKind),
        label: reservation.locator,
        route: reservation.route,
        traveler: reservation.leadTraveler,
        date: reservation.departureAt,
        total: reservation.total,
        status: <ReservationStatusBadge status={reservation.status} />,
      }))}
    />
  );
}

/** The latest tickets: number, route, traveler, issue, total and status. */
export function LatestTickets({ entries, ...lines }: LatestLinesProps<TicketListItem>) {
  return (
    <LatestLines
      {...lines}
      dateLabel={m.home_ticket_issued()}
      items={entries.map((ticket) => ({
        id: ticket.id,
        href: ticketDetailPath(ticket.id, ticket.contentKind),
        label: ticket.number,
        route: ticket.route,
        traveler: ticket.travelerName,
        date: ticket.issuedAt,
        total: ticket.total,
        status: <TicketStatusBadge status={ticket.status} />,
      }))}
    />
  );
}

/**
 * Each work queue's count for the organization and for the user, each a link to the queue (the user's
 * with its "mine" filter); the low-cost holds' too when the summary has them (a build with the plugin).
 */
export function QueueCounts({
  summary,
  linkComponent: RouterLink,
}: {
  summary: QueueSummary;
  linkComponent: AppShellLinkComponent;
}) {
  const holds = summary['low-cost-holds'];
  const lines = [
    ...QUEUE_NAMES.map((queue) => ({
      key: queue,
      label: queueLabel(queue),
      href: `/queues?queue=${queue}`,
      mineHref: `/queues?queue=${queue}&mine=true`,
      count: summary[queue],
    })),
    ...(holds === undefined
      ? []
      : [
          {
            key: 'low-cost-holds',
            label: m.queues_low_cost_holds(),
            href: LOW_COST_PLUGIN_ROUTES.holds,
            mineHref: `${LOW_COST_PLUGIN_ROUTES.holds}?mine=true`,
            count: holds,
          },
        ]),
  ];
  return (
    <ul className="m-0 flex list-none flex-col gap-2 p-0" data-slot="home-queue-counts">
      {lines.map(({ key, label, href, mineHref, count }) => (
        <li key={key} className="flex flex-wrap items-baseline justify-between gap-x-3">
          <Text size="2" weight="medium">
            {label}
          </Text>
          <Text size="2">
            <Link asChild>
              <RouterLink href={href}>{m.home_queue_organization({ count: count.organization })}</RouterLink>
            </Link>
            {' · '}
            <Link asChild>
              <RouterLink href={mineHref}>{m.home_queue_mine({ count: count.mine })}</RouterLink>
            </Link>
          </Text>
        </li>
      ))}
    </ul>
  );
}
