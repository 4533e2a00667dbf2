import { Flex, Link, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { AppShellLinkComponent } from '../../kit/AppShell/types';
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
  /** The link's accessible name, e.g. "Reservation RWBAUM". */
  accessibleName: string;
  /** Route, traveler and date, under the link. */
  details: ReactNode;
  /** The amount and the status badge, at the end of the line. */
  end: ReactNode;
}

interface LatestBlockProps<Entry> extends Omit<HomeBlockProps<readonly Entry[]>, 'children'> {
  /** Said when there is nothing to list. */
  emptyText: string;
  /** How one record reads as a line. */
  toItem: (entry: Entry) => HomeListItem;
}

/** A home block listing the latest records of one kind, newest first, each linking to its page. */
export function LatestBlock<Entry>({ emptyText, toItem, ...block }: LatestBlockProps<Entry>) {
  const { linkComponent: RouterLink } = block;
  return (
    <HomeBlock {...block}>
      {(entries) =>
        entries.length === 0 ? (
          <Text as="p" size="2" color="gray" data-slot="home-list-empty">
            {emptyText}
          </Text>
        ) : (
          <ul className="m-0 flex list-none flex-col gap-3 p-0" data-slot="home-list">
            {entries.map(toItem).map((item) => (
              <li key={item.id} data-slot="home-list-item">
                <Flex justify="between" gap="2" wrap="wrap" align="start">
                  <Flex direction="column" minWidth="0">
                    <Link asChild size="2" weight="medium">
                      <RouterLink href={item.href} aria-label={item.accessibleName}>
                        {item.label}
                      </RouterLink>
                    </Link>
                    <Text size="1" color="gray">
                      {item.details}
                    </Text>
                  </Flex>
                  <Flex gap="2" align="center">
                    {item.end}
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
