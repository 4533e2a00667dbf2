/**
 * The play functions of the list views' stories (`ReservationsListView`, `TicketsListView`): the same
 * behaviour asked of each list, over its own rows. Not part of the package's API.
 */
import { formatMoney } from '@comptoir/flight-domain';
import type { StoryContext } from '@storybook/react-vite';
import { expect, spyOn, waitFor, within } from 'storybook/test';
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
  /** What the first cell shows (the locator, the ticket number): the row's link. */
  primary: (row: Row) => string;
  /** The page a row's link leads to. */
  href: (row: Row) => string;
  /** The row's amount in centimes, which its phone card shows. */
  amount: (row: Row) => number;
  /** The `data-slot` of the status badge a phone card shows, e.g. `ticket-status-badge`. */
  badgeSlot: string;
}

type Play<Row> = (context: StoryContext<StoryListArgs<Row>>) => Promise<void>;

function bodyRows(canvasElement: HTMLElement): HTMLElement[] {
  return [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="data-table-row"]')];
}

/** Each row's first cell (its link), as the table or the phone's cards show it. */
function firstCells(canvasElement: HTMLElement): string[] {
  return bodyRows(canvasElement).map(
    (row) => row.querySelector('[data-slot="data-table-primary"]')?.textContent ?? '',
  );
}

/** Whether the page is as wide as its window or narrower: nothing scrolls sideways. */
function fitsSideways(canvasElement: HTMLElement) {
  const page = canvasElement.ownerDocument.documentElement;
  return page.scrollWidth <= page.clientWidth;
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
export function listViewPlays<Row>({
  label,
  rows,
  searchText,
  primary,
  href,
  amount,
  badgeSlot,
}: ListSpec<Row>) {
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

  /**
   * A click anywhere on a row opens it; its first cell is a link to its page, which the keyboard reaches
   * and Enter follows (Ctrl+Enter and a middle click on it are the browser's, as on any link: the e2e
   * run opens a tab so); a Ctrl+click elsewhere on the row opens its page in a new tab, and a click
   * ending a text selection opens nothing.
   */
  const opening: Play<Row> = async ({ args, canvasElement, userEvent }) => {
    const [first, second, third] = bodyRows(canvasElement);
    const lastCell = (row: HTMLElement | undefined) => row?.querySelector('td:last-child');
    const firstCell = lastCell(first);
    const [one, two, three] = rows;
    if (!first || !second || !third || !firstCell || !one || !two || !three)
      throw new Error(`The ${name} list shows fewer than 3 rows`);
    // The pointer resting on a row, or the focus on its link, says the user means to open it.
    await userEvent.hover(firstCell);
    await waitFor(() => expect(args.onIntent).toHaveBeenLastCalledWith(one));
    await userEvent.click(firstCell);
    await expect(args.onOpen).toHaveBeenLastCalledWith(one);

    const link = within(second).getByRole('link', { name: primary(two) });
    await expect(link).toHaveAttribute('href', href(two));
    link.focus();
    await waitFor(() => expect(args.onIntent).toHaveBeenLastCalledWith(two));
    await userEvent.keyboard('{Enter}');
    await expect(args.onFollow).toHaveBeenLastCalledWith(href(two), { newTab: false });
    await expect(args.onFollow).toHaveBeenCalledOnce();

    const open = spyOn(window, 'open').mockReturnValue(null);
    try {
      await userEvent.keyboard('{Control>}');
      await userEvent.click(lastCell(third) ?? third);
      await userEvent.keyboard('{/Control}');
      await expect(open).toHaveBeenCalledOnce();
      await expect(open).toHaveBeenCalledWith(href(three), '_blank', 'noopener');
    } finally {
      open.mockRestore();
    }
    // Selecting a passenger's name to copy it (pressed, dragged, let go) does not open the row.
    const nameCell = third.querySelector('td:nth-child(3)') ?? third;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: nameCell, offset: 0 },
      { target: nameCell, offset: 4 },
      { keys: '[/MouseLeft]' },
    ]);
    await expect(canvasElement.ownerDocument.getSelection()?.toString()).toHaveLength(4);
    canvasElement.ownerDocument.getSelection()?.removeAllRanges();
    // Only the plain click on the first row opened a row: the links opened theirs themselves.
    await expect(args.onOpen).toHaveBeenCalledOnce();
  };

  /**
   * On a phone, each row is a card with its link, status and amount, and the page does not scroll
   * sideways; a tap on a card opens it.
   */
  const cards: Play<Row> = async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('list', { name: label })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    const expected = firstPage().items;
    await expect(firstCells(canvasElement)).toEqual(expected.map(primary));
    const cardsShown = bodyRows(canvasElement);
    for (const [index, row] of expected.entries()) {
      const card = cardsShown[index];
      if (!card) throw new Error(`No card for row ${String(index)}`);
      await expect(card.querySelector(`[data-slot="${badgeSlot}"]`)).toBeVisible();
      await expect(card.textContent).toContain(formatMoney(amount(row)));
      await expect(within(card).getByRole('link', { name: primary(row) })).toHaveAttribute('href', href(row));
    }
    await expect(fitsSideways(canvasElement)).toBe(true);
    const [first] = cardsShown;
    const [one] = expected;
    if (!first || one === undefined) throw new Error(`The ${name} list shows no card`);
    // A tap on the card's last line, away from its link.
    await userEvent.click(first.lastElementChild ?? first);
    await expect(args.onOpen).toHaveBeenLastCalledWith(one);
  };

  /** Every column shows whole at the width the story gives: the table does not scroll sideways. */
  const fits: Play<Row> = async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table', { name: label })).toBeVisible();
    const scroller = canvasElement.querySelector('[data-slot="data-table"] .overflow-x-auto');
    if (scroller === null) throw new Error('No table scroller');
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
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
    const retry = await expectFailurePanel(await canvas.findByRole('alert'), STORY_LIST_ERROR, userEvent);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: `Search ${name}` })).toBeEnabled();
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
  };

  return { answered, search, paging, opening, cards, fits, pending, fetching, empty, emptySearch, failed };
}
