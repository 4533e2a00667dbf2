import { Link } from '@radix-ui/themes';
import { memo, type ComponentType, type ReactNode } from 'react';
import type { AppShellLinkComponent } from '../../kit/AppShell/types';
import { LoadedContent, type LoadState } from '../../kit/RecordSection/LoadedContent';
import { RecordSection } from '../../kit/RecordSection/RecordSection';
import type { LatestWords } from './HomeBlockContents';

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
  /** Drawn while loading: the content's shape, so that the page below does not move (`LoadedContent`). Default: a spinner. */
  placeholder?: ReactNode;
  /** The data as the block shows it (HomeBlockContents). */
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
  placeholder,
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
      <LoadedContent state={state} loadingText={loadingText} slot="home-block" placeholder={placeholder}>
        {children}
      </LoadedContent>
    </RecordSection>
  );
}

interface LatestBlockProps<Entry> extends Omit<
  HomeBlockProps<readonly Entry[]>,
  'title' | 'slot' | 'loadingText' | 'moreLabel' | 'children'
> {
  /** The kind's words: the title, the slot, the loading, link and empty texts. */
  words: LatestWords;
  /** Lists the records (`LatestReservations`, `LatestTickets`). */
  lines: ComponentType<{
    words: LatestWords;
    entries: readonly Entry[];
    linkComponent: AppShellLinkComponent;
  }>;
}

function LatestRecordsBlock<Entry>({ words, lines: Lines, ...block }: LatestBlockProps<Entry>) {
  return (
    <HomeBlock
      {...block}
      title={words.title()}
      slot={`home-${words.kind}`}
      loadingText={words.loading()}
      moreLabel={words.all()}
    >
      {(entries) => <Lines words={words} entries={entries} linkComponent={block.linkComponent} />}
    </HomeBlock>
  );
}

/**
 * A home block listing the latest records of one kind, newest first. It renders again when its own state
 * changes, not when the page does for another block's answer.
 */
export const LatestBlock = memo(LatestRecordsBlock) as typeof LatestRecordsBlock;
