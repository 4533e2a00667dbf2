/**
 * The play functions of the list views' stories (`ReservationsListView`, `TicketsListView`): the same
 * behaviour asked of each list, over its own rows. Not part of the package's API.
 */
import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { answerListQuery, STORY_LIST_ERROR, type StoryListArgs } from './list-server';
import { expectFailurePanel } from './story-helpers';

/** What the plays need to know of a list. */
export interface ListSpec<Row> {
  /** The list's name: its heading, table caption and search field ("Search reservations"). */
  label: string;
  /** The rows the story's server answers from, in its order. */
  rows: readonly Row[];
  /** The text the server's search looks into. */
  searchText: (row: Row) => string;
  /** What the first cell shows (the locator, the ticket number): the row's button. */
  primary: (row: Row) => string;
}

type Play<Row> = (context: StoryContext<StoryListArgs<Row>>) => Promise<void>;

function bodyRows(canvasElement: HTMLElement): HTMLElement[] {
  return [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="data-table-row"]')];
}

function firstCells(canvasElement: HTMLElement): string[] {
  return bodyRows(canvasElement).map((row) => row.querySelector('td')?.textContent ?? '');
}

/** Holds spinners still, so that the screenshot is the same on every run. */
function holdAnimations(canvasElement: HTMLElement) {
  for (const animation of canvasElement.ownerDocument.getAnimations()) {
    animation.pause();
    animation.currentTime = 0;
  }
}

/**
 * The plays of one list view: its first page, search, paging, opening a row, and each network state.
 *
 * @example
 * const plays = listViewPlays({ label: 'Tickets', rows: tickets, searchText, primary: (t) => t.number });
 * export const Default: Story = { play: plays.answered };
 */
export function listViewPlays<Row>({ label, rows, searchText, primary }: ListSpec<Row>) {
  const name = label.toLowerCase();
  const firstPage = (search?: string) =>
    answerListQuery(rows, searchText, { page: 1, limit: 10, ...(search === undefined ? {} : { search }) });

  const answered: Play<Row> = async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: label })).toBeVisible();
    await expect(canvas.getByRole('table', { name: label })).toBeVisible();
    await expect(firstCells(canvasElement)).toEqual(firstPage().items.map(primary));
    await expect(canvas.getByText(`1–10 of ${String(rows.length)}`)).toBeVisible();
    await expect(canvas.getByText(`Page 1 of ${String(Math.ceil(rows.length / 10))}`)).toBeVisible();
  };

  /** Typing searches once it pauses, from page 1; the rows follow. */
  const search =
    (text: string): Play<Row> =>
    async ({ args, canvas, canvasElement, userEvent }) => {
      await userEvent.type(canvas.getByRole('searchbox', { name: `Search ${name}` }), text);
      await expect(args.onQueryChange).not.toHaveBeenCalled();
      await waitFor(() => expect(args.onQueryChange).toHaveBeenCalledOnce());
      await expect(args.onQueryChange).toHaveBeenCalledWith({ page: 1, limit: 10, search: text });
      const expected = firstPage(text);
      await expect(expected.total).toBeGreaterThan(0);
      await waitFor(() => expect(firstCells(canvasElement)).toEqual(expected.items.map(primary)));
    };

  /** The next page, then a bigger page size (the list query's `limit`, up to 100). */
  const paging: Play<Row> = async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ page: 2, limit: 10 });
    await expect(firstCells(canvasElement)).toEqual(rows.slice(10, 20).map(primary));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Rows per page' }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: '25' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ page: 1, limit: 25 });
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(Math.min(25, rows.length)));
  };

  /** A click anywhere on a row opens it; so do Enter and Space on its first cell's button. */
  const opening: Play<Row> = async ({ args, canvasElement, userEvent }) => {
    const [first, second, third] = bodyRows(canvasElement);
    const lastCell = first?.querySelector('td:last-child');
    if (!first || !second || !third || !lastCell) throw new Error(`The ${name} list shows fewer than 3 rows`);
    // The pointer resting on a row, or the focus on its button, says the user means to open it.
    await userEvent.hover(lastCell);
    await waitFor(() => expect(args.onIntent).toHaveBeenLastCalledWith(rows[0]));
    await userEvent.click(lastCell);
    await expect(args.onOpen).toHaveBeenLastCalledWith(rows[0]);
    const button = (row: HTMLElement) => within(row).getByRole('button');
    await expect(button(second)).toHaveAccessibleName(primary(rows[1] as Row));
    button(second).focus();
    await waitFor(() => expect(args.onIntent).toHaveBeenLastCalledWith(rows[1]));
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenLastCalledWith(rows[1]);
    button(third).focus();
    await userEvent.keyboard(' ');
    await expect(args.onOpen).toHaveBeenLastCalledWith(rows[2]);
    await expect(args.onOpen).toHaveBeenCalledTimes(3);
  };

  /** The first page loading: placeholder rows, said to assistive technology, no pagination yet. */
  const pending: Play<Row> = async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(`Loading ${name}…`);
    await expect(canvasElement.querySelector('[data-slot="paged-data-table"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvasElement.querySelectorAll('[data-slot="data-table-placeholder"]')).toHaveLength(5);
    await expect(canvas.queryByRole('navigation', { name: `${label} pages` })).toBeNull();
    // The placeholder is replaced when the page comes: nothing can be typed or chosen in it meanwhile.
    await expect(canvas.getByRole('searchbox', { name: `Search ${name}` })).toBeDisabled();
    for (const filter of canvas.queryAllByRole('combobox')) await expect(filter).toBeDisabled();
    holdAnimations(canvasElement);
  };

  /** Another page being fetched keeps the rows shown in place and says it is loading. */
  const fetching: Play<Row> = async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(`Loading ${name}…`);
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByRole('searchbox', { name: `Search ${name}` })).toBeEnabled();
    holdAnimations(canvasElement);
  };

  const empty: Play<Row> = async ({ canvas }) => {
    await expect(canvas.getByText('Nothing here yet.')).toBeVisible();
    await expect(canvas.getByText('0–0 of 0')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  };

  const emptySearch =
    (text: string): Play<Row> =>
    async ({ canvas }) => {
      await expect(canvas.getByRole('searchbox', { name: `Search ${name}` })).toHaveValue(text);
      await expect(canvas.getByText(`No results for “${text}”.`)).toBeVisible();
    };

  /**
   * A failed fetch shows SPEC §8's fallback panel (its message behind 'Show Error') and 'Try again' in
   * place of the table; the search stays usable.
   */
  const failed: Play<Row> = async ({ args, canvas, userEvent }) => {
    const retry = await expectFailurePanel(canvas.getByRole('alert'), STORY_LIST_ERROR, userEvent);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: `Search ${name}` })).toBeEnabled();
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
  };

  return { answered, search, paging, opening, pending, fetching, empty, emptySearch, failed };
}
