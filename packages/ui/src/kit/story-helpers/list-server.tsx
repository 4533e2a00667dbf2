/**
 * A list "server" for stories: holds the list query as a route would, and answers it from fixture rows
 * as the sandbox does (search, newest first as given, one page). Not part of the package's API.
 */
import type { ListQuery, Page } from '@comptoir/flight-domain';
import { useState } from 'react';
import { Box } from '@radix-ui/themes';
import type { ComponentType } from 'react';
import { useStoryLink, type FollowLink } from './story-link';
import type { PagedListState, PagedListViewProps } from '../DataTable/PagedDataTable';

/** The network states a list story can hold still. */
type StoryNetwork = 'answered' | 'pending' | 'fetching' | 'empty' | 'error';

/** The answer of a failed list call in stories. */
export const STORY_LIST_ERROR = 'The server did not answer (503). Try again in a moment.';

/** One page of `rows` for `query`: the rows whose search text holds the search, cut to the page. */
export function answerListQuery<Row>(
  rows: readonly Row[],
  searchText: (row: Row) => string,
  query: ListQuery,
): Page<Row> {
  const needle = (query.search ?? '').trim().toLowerCase();
  const matching = rows.filter((row) => searchText(row).toLowerCase().includes(needle));
  return {
    items: matching.slice((query.page - 1) * query.limit, query.page * query.limit),
    page: query.page,
    limit: query.limit,
    total: matching.length,
  };
}

/** A list view story's args: the network state held still, the first query and the spies. */
export interface StoryListArgs<Row, Query extends ListQuery = ListQuery> {
  /** The list's network state. Default: `answered` (the fixture rows, paged and searched). */
  network?: StoryNetwork;
  /** The list query the page opens with. Default: page 1 of 10, no search. */
  initialQuery?: Query;
  /** The story's spy, told every query the view asks for. */
  onQueryChange: (query: Query) => void;
  /** The story's spy for the error's retry. */
  onRetry: () => void;
  /** The story's spy for the row opened. */
  onOpen: (row: Row) => void;
  /** The story's spy for the row the user is about to open (the app preloads its page). */
  onIntent: (row: Row) => void;
  /** The story's spy for a row's link followed: its href, and whether for a new tab (Ctrl, ⌘, middle button). */
  onFollow: FollowLink;
}

/** The `state`, `query` and `onQueryChange` of a list view, answered from fixture rows. */
function useStoryList<Row, Query extends ListQuery>(
  rows: readonly Row[],
  searchText: (row: Row) => string,
  filterRows: (rows: readonly Row[], query: Query) => readonly Row[],
  { network = 'answered', initialQuery, onQueryChange, onRetry }: StoryListArgs<Row, Query>,
): Omit<PagedListViewProps<Row, Query>, 'onOpen' | 'onIntent' | 'linkComponent'> {
  // A list query without filters is a `Query` of any list.
  const [query, setQuery] = useState(initialQuery ?? ({ page: 1, limit: 10 } as Query));
  const page = answerListQuery(network === 'empty' ? [] : filterRows(rows, query), searchText, query);
  const state: PagedListState<Row> =
    network === 'pending'
      ? { status: 'pending' }
      : network === 'error'
        ? { status: 'error', message: STORY_LIST_ERROR, onRetry }
        : { status: 'success', page, fetching: network === 'fetching' };
  return {
    state,
    query,
    onQueryChange: (next) => {
      onQueryChange(next);
      setQuery(next);
    },
  };
}

interface ListViewStoryProps<Row, Query extends ListQuery> extends StoryListArgs<Row, Query> {
  /** The list view shown (`ReservationsListView`, `TicketsListView`). */
  view: ComponentType<PagedListViewProps<Row, Query>>;
  rows: readonly Row[];
  /** The text the server's search looks into, per row. */
  searchText: (row: Row) => string;
  /** The rows the query's filters keep, as the server would. Default: every row. */
  filterRows?: (rows: readonly Row[], query: Query) => readonly Row[];
}

/** A list view over fixture rows, holding its query as the route would, padded as the app's page is. */
export function ListViewStory<Row, Query extends ListQuery = ListQuery>({
  view: View,
  rows,
  searchText,
  filterRows = (all) => all,
  ...args
}: ListViewStoryProps<Row, Query>) {
  const list = useStoryList(rows, searchText, filterRows, args);
  const link = useStoryLink(args.onFollow);
  return (
    <Box p={{ initial: '3', sm: '5' }}>
      <View {...list} onOpen={args.onOpen} onIntent={args.onIntent} linkComponent={link} />
    </Box>
  );
}

/** The app's main area at 1280 px: the window less the shell's 240 px navigation. */
const MAIN_AREA_AT_1280_PX = 1280 - 240;

/** A story decorator: the story in the width the app's page has on a 1280 px screen. */
export function inMainAreaAt1280(Story: ComponentType) {
  return (
    <div style={{ width: MAIN_AREA_AT_1280_PX }}>
      <Story />
    </div>
  );
}

/** The rows with a four-flight itinerary each, the longest a multi-city booking lists. */
export function withLongItineraries<Row extends { route: string }>(rows: readonly Row[]): Row[] {
  return rows.map((row) => ({ ...row, route: 'CMN-CDG / CDG-JFK / JFK-LAX / LAX-CMN' }));
}
