import { Flex, Link, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { AppShellLinkComponent } from '../../kit/AppShell/types';
import { DateDisplay } from '../../kit/DateDisplay/DateDisplay';
import { Money } from '../../kit/Money/Money';
import { LoadedContent, type LoadState } from '../../kit/RecordSection/LoadedContent';
import { RecordSection } from '../../kit/RecordSection/RecordSection';

/** What one block of the home page shows: loading, why it failed (with a way to try again), or its data. */
export type HomeBlockState<Data> = LoadState<Data>;

interface HomeBlockProps<Data> {
  /** The block's heading (an `h2`), which also names its region. */
  title: string;
  /** Names the block for styles and tests (`data-slot`). */
  slot: string;
  state: HomeBlockState<Data>;
  /** Said while the block loads, e.g. "Loading reservations…". */
  loadingText: string;
  /** The page that shows all of it, linked beside the heading. Default: no link. */
  moreHref?: string | undefined;
  /** The link's text, e.g. "All reservations". */
  moreLabel: string;
  linkComponent: AppShellLinkComponent;
  children: (data: Data) => ReactNode;
}

/** One titled card of the home page, with its loading, error and loaded states. */
export function HomeBlock<Data>({
  title,
  slot,
  state,
  loadingText,
  moreHref,
  moreLabel,
  linkComponent: RouterLink,
  children,
}: HomeBlockProps<Data>) {
  return (
    <RecordSection
      title={title}
      slot={slot}
      actions={
        moreHref === undefined ? null : (
          <Link asChild size="2">
            <RouterLink href={moreHref}>{moreLabel}</RouterLink>
          </Link>
        )
      }
    >
      <LoadedContent state={state} loadingText={loadingText} slot="home-block">
        {children}
      </LoadedContent>
    </RecordSection>
  );
}

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

interface LatestBlockProps<Entry> extends Omit<
  HomeBlockProps<readonly Entry[]>,
  'children' | 'title' | 'slot' | 'loadingText' | 'moreLabel'
> {
  /**
   * The records' name, one and many, e.g. `['Reservation', 'reservations']`: it makes the title
   * ("Latest reservations"), the slot, the loading, link and empty texts, and each link's accessible name
   * ("Reservation RWBAUM").
   */
  noun: readonly [one: string, many: string];
  /** What each line's date is, e.g. "departs" or "issued". */
  dateLabel: string;
  /** How one record reads as a line. */
  toItem: (entry: Entry) => HomeListItem;
}

/** A home block listing the latest records of one kind, newest first, each linking to its page. */
export function LatestBlock<Entry>({
  noun: [one, many],
  dateLabel,
  toItem,
  ...block
}: LatestBlockProps<Entry>) {
  const { linkComponent: RouterLink } = block;
  return (
    <HomeBlock
      {...block}
      title={`Latest ${many}`}
      slot={`home-${many}`}
      loadingText={`Loading ${many}…`}
      moreLabel={`All ${many}`}
    >
      {(entries) =>
        entries.length === 0 ? (
          <Text as="p" size="2" color="gray" data-slot="home-list-empty">
            {`No ${many} yet.`}
          </Text>
        ) : (
          <ul className="m-0 flex list-none flex-col gap-3 p-0" data-slot="home-list">
            {entries.map(toItem).map((item) => (
              <li key={item.id} data-slot="home-list-item">
                <Flex justify="between" gap="2" wrap="wrap" align="start">
                  <Flex direction="column" minWidth="0">
                    <Link asChild size="2" weight="medium">
                      <RouterLink href={item.href} aria-label={`${one} ${item.label}`}>
                        {item.label}
                      </RouterLink>
                    </Link>
                    <Text size="1" color="gray">
                      {item.route} · {item.traveler}
                      {/* " · departs" one text node, as before: split, a glyph moves by a pixel */}
                      {` · ${dateLabel}`} <DateDisplay value={item.date} size="1" />
                    </Text>
                  </Flex>
                  <Flex gap="2" align="center">
                    <Money centimes={item.total} size="2" />
                    {item.status}
                  </Flex>
                </Flex>
              </li>
            ))}
          </ul>
        )
      }
    </HomeBlock>
  );
}
