import { generateOffers } from '@comptoir/mock-backend';
import { searchRouteLabel } from '@comptoir/flight-domain';
import { Flex, TextField } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fromSandboxOffers, STORY_MARKUP, STORY_SEARCHES } from '../OfferResults/offer-fixtures';
import { withPaymentTypeState } from '../../kit/story-helpers/controlled-payment-type';
import { pageWithSidePanel } from '../../kit/story-helpers/side-panel-stories';
import { findOpenDialog, phone, shortcutRows } from '../../kit/story-helpers/story-helpers';
import { CommandBarLauncher } from '../../kit/CommandBar/CommandBarLauncher';
import { listenToPageKeys } from '../../kit/CommandBar/keyboard';
import { countRenders } from '../../kit/story-helpers/render-counts';
import { loadOfferResults } from '../OfferResults/load-offer-results';
import { offerFiltersDrawn } from '../OfferResults/offer-filters-drawn';
import { ResultsView } from './ResultsView';

const offersOf = (kind: keyof typeof STORY_SEARCHES) =>
  fromSandboxOffers(generateOffers(STORY_SEARCHES[kind], STORY_MARKUP, 'org_story'));
const oneWay = offersOf('oneway');
const multiCity = offersOf('multi-city');

const meta = {
  title: 'Search/ResultsView',
  component: ResultsView,
  render: withPaymentTypeState(ResultsView),
  args: {
    tripType: 'oneway',
    routeLabel: searchRouteLabel({ kind: 'oneway', search: STORY_SEARCHES.oneway }),
    offers: oneWay,
    paymentType: 'cash',
    onPaymentTypeChange: fn(),
    onBook: fn(),
    onChangeSearch: fn(),
    listHeight: '640px',
  },
  ...pageWithSidePanel,
  afterEach: offerFiltersDrawn,
} satisfies Meta<typeof ResultsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first price shown, as Testing Library reads text (the fr-FR grouping spaces made plain). */
const firstPrice = (canvasElement: HTMLElement) =>
  (canvasElement.querySelector('[data-slot="offer-product"] [data-slot="money"]')?.textContent ?? '').replace(
    /\s+/g,
    ' ',
  );

/** A one-way search's offers under its kind of trip, route and payment type. */
export const OneWay: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'One-way flights' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'CMN → CDG' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Payment type' })).toHaveTextContent('Cash');
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(0));
  },
};

/**
 * While the search runs: the page's heading, route and payment type (not yet changeable: no price has
 * come for it to set) above SPEC §2's loading view, where they stay once the offers come.
 */
export const Searching: Story = {
  tags: ['phone-screenshot'],
  args: { offers: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'One-way flights' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'CMN → CDG' })).toBeVisible();
    const paymentType = canvas.getByRole('combobox', { name: 'Payment type' });
    await expect(paymentType).toHaveTextContent('Cash');
    await expect(paymentType).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading flight offers...');
  },
};

/** Choosing another payment type reprices every offer with its surcharge (SPEC §9). */
export const ChangesThePaymentType: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await waitFor(() => expect(firstPrice(canvasElement)).not.toBe(''));
    const cashPrice = firstPrice(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Payment type' }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'International bank card' }));
    await expect(args.onPaymentTypeChange).toHaveBeenCalledOnce();
    await expect(args.onPaymentTypeChange).toHaveBeenCalledWith('international-bank-card');
    // The select hides the rest of the page from assistive technology until it has closed.
    await expect(await canvas.findByRole('combobox', { name: 'Payment type' })).toHaveTextContent(
      'International bank card',
    );
    await waitFor(() => expect(firstPrice(canvasElement)).not.toBe(cashPrice));
  },
};

let renders = countRenders();

/** Resolves in the task after the next frame is drawn. */
const afterFrame = () =>
  new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve));
  });

/**
 * The page drawn once the offers' code has come (the loading view fetches it while the search runs), with
 * its offers in slices or at once: the loading view drawn that many times first (once, not a fallback of
 * each part; in slices, once more by the results while their summaries are made), the results once per
 * change (the offers, then in slices their summaries), and nothing rendered twice for the summarized offers,
 * the frames after the first included.
 */
function offersRenderedOnce(offersInSlices: boolean, loadingViews: number, resultsRenders: number): Story {
  return {
    tags: ['no-screenshot'],
    parameters: { screenshot: { skipReason: "OneWay's picture." } },
    args: { offersInSlices },
    loaders: [async () => ({ offerResults: await loadOfferResults() })],
    beforeEach: () => {
      renders = countRenders();
    },
    play: async ({ canvas }) => {
      await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(0));
      // Two frames and the tasks after them: what runs once the offers are drawn.
      await afterFrame();
      await afterFrame();
      await expect(renders.of('OfferResultsLoading')).toBe(loadingViews);
      await expect(renders.of('OfferResults')).toBe(resultsRenders);
      await expect(renders.of('SummarizedOfferResults')).toBe(1);
      await expect(renders.of('OfferList')).toBe(1);
      await expect(renders.of('OfferCard')).toBe(canvas.getAllByRole('article').length);
    },
  };
}

/**
 * While the document's first page loads: the heading and the loading view in the page's first render,
 * then the offers in a deferred render, which React slices so that the thread stays free.
 */
export const OffersInADeferredRender = offersRenderedOnce(true, 2, 2);

/**
 * After a search sent from a page already there (`offersInSlices` false): the offers in the page's first
 * render, with no loading view before them.
 */
export const OffersAtOnce = offersRenderedOnce(false, 0, 1);

/** 'Book' on a product hands its offer reference on. */
export const BooksAnOffer: Story = {
  tags: ['no-screenshot'],
  parameters: {
    screenshot: { skipReason: "Ends on the results OneWay pictures (booking is the callback's)." },
  },
  play: async ({ args, canvas, userEvent }) => {
    const [book] = await canvas.findAllByRole('button', { name: /^Book / });
    if (book === undefined) throw new Error('No offer to book');
    await userEvent.click(book);
    await expect(args.onBook).toHaveBeenCalledOnce();
    const offerId = book.closest('article')?.dataset.offerId;
    await expect(offerId).toBeDefined();
    await expect(args.onBook).toHaveBeenCalledWith(expect.objectContaining({ offerId }));
    book.blur();
  },
};

/** A multi-city search: every flight of the route under the heading. */
export const MultiCity: Story = {
  tags: ['phone-screenshot'],
  args: {
    tripType: 'multi-city',
    routeLabel: searchRouteLabel({ kind: 'multi-city', search: STORY_SEARCHES['multi-city'] }),
    offers: multiCity,
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Multi-city flights' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: args.routeLabel })).toBeVisible();
    // The offers' code comes apart from the page's: the offers once it has.
    await expect((await canvas.findAllByRole('article')).length).toBeGreaterThan(0);
  },
};

/** Nothing found: the way back to the search form. */
export const NoOffers: Story = {
  tags: ['phone-screenshot'],
  args: { offers: [] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByText('No flights found')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change search' }));
    await expect(args.onChangeSearch).toHaveBeenCalledOnce();
    canvas.getByRole('button', { name: 'Change search' }).blur();
  },
};

/** The offer in focus reaches this position (`aria-posinset`, from 1). */
const expectOfferInFocus = (position: number) =>
  waitFor(() => expect(document.activeElement).toHaveAttribute('aria-posinset', String(position)));

/** Waits for the offers' code and first rows (they come apart from the page's). */
const offersShown = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelectorAll('[role="feed"] > article').length).toBeGreaterThan(1));

/**
 * The results from the keyboard: `j` goes to the first offer, then `j`/`k` and the arrows move between
 * offers, End and Home to the ends of the virtualized list (scrolled to the offer); Enter takes the focus
 * to the offer's fares, Escape back, and Enter on a fare books it.
 */
export const OfferKeys: Story = {
  tags: ['phone-screenshot'],
  beforeEach: listenToPageKeys,
  play: async ({ args, canvasElement, userEvent }) => {
    await offersShown(canvasElement);
    await userEvent.keyboard('j');
    await expectOfferInFocus(1);
    await userEvent.keyboard('j{ArrowDown}');
    await expectOfferInFocus(3);
    await userEvent.keyboard('k{ArrowUp}');
    await expectOfferInFocus(1);
    await userEvent.keyboard('{End}');
    await expectOfferInFocus(oneWay.length);
    await userEvent.keyboard('{Home}');
    await expectOfferInFocus(1);
    await userEvent.keyboard('j');
    await expectOfferInFocus(2);
    const offer = document.activeElement as HTMLElement;
    await expect(offer).toHaveAttribute('tabindex', '0');
    await userEvent.keyboard('{Enter}');
    const [firstFare] = within(offer).getAllByRole('button', { name: /^Book / });
    await expect(firstFare).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(offer).toHaveFocus();
    await userEvent.keyboard('{Enter}{Enter}');
    await expect(args.onBook).toHaveBeenCalledOnce();
    await expect(args.onBook).toHaveBeenCalledWith(
      expect.objectContaining({ offerId: offer.dataset.offerId }),
    );
  },
};

/**
 * `s` moves to the next sort (after Departure, Best again); with an offer in focus the focus goes to the
 * first offer of the new order. `f` takes the focus to the filters beside the list.
 */
export const SortAndFilterKeys: Story = {
  beforeEach: listenToPageKeys,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await offersShown(canvasElement);
    await userEvent.keyboard('s');
    await expect(canvas.getByRole('radio', { name: 'Price' })).toBeChecked();
    await userEvent.keyboard('jj');
    await expectOfferInFocus(2);
    await userEvent.keyboard('s');
    await expect(canvas.getByRole('radio', { name: 'Duration' })).toBeChecked();
    await expectOfferInFocus(1);
    await userEvent.keyboard('ss');
    await expect(canvas.getByRole('radio', { name: 'Best' })).toBeChecked();
    await userEvent.keyboard('f');
    await expect(canvas.getByRole('checkbox', { name: 'Direct' })).toHaveFocus();
  },
};

/** On a phone `f` opens the filters' drawer. */
export const FiltersKeyOnPhone: Story = {
  globals: phone,
  tags: ['no-screenshot'],
  parameters: {
    screenshot: {
      skipReason:
        "What `f` does is asserted. The open drawer's picture cut the list under its sticky footer at the frame's edge, drawn a sub-pixel apart from run to run (127 px in one full run of three); OfferResults › FiltersOnPhone pictures the filters on a phone.",
    },
  },
  beforeEach: listenToPageKeys,
  play: async ({ canvasElement, userEvent }) => {
    await offersShown(canvasElement);
    await userEvent.keyboard('f');
    const drawer = await findOpenDialog(canvasElement);
    await expect(drawer).toHaveAccessibleName('Filters');
    await expect(drawer).toHaveAttribute('data-variant', 'drawer');
  },
};

/**
 * The focus survives its offer's row leaving the DOM: scrolled out of the virtualized list and back, the
 * offer has the focus again; scrolled out, `j` goes on from it to the next offer, scrolled back into view.
 */
export const FocusSurvivesScrolling: Story = {
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: "OfferKeys' picture, another offer in focus." } },
  beforeEach: listenToPageKeys,
  play: async ({ canvasElement, userEvent }) => {
    await offersShown(canvasElement);
    const list = canvasElement.querySelector<HTMLElement>('[data-slot="offer-list"]');
    if (list === null) throw new Error('No offer list');
    const third = () => canvasElement.querySelector('[role="feed"] > [aria-posinset="3"]');
    const scrollAway = async () => {
      list.scrollTop = list.scrollHeight;
      await waitFor(() => expect(third()).toBeNull());
      await expect(document.activeElement).toBe(document.body);
    };
    await userEvent.keyboard('jjj');
    await expectOfferInFocus(3);
    await scrollAway();
    list.scrollTop = 0;
    await expectOfferInFocus(3);
    await scrollAway();
    await userEvent.keyboard('j');
    await expectOfferInFocus(4);
  },
};

/** While a text field has the focus, the keys are text: nothing moves, the sort stays. */
export const KeysWaitWhileTyping: Story = {
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: "OneWay's picture with a field above it." } },
  beforeEach: listenToPageKeys,
  decorators: [
    (Story) => (
      <Flex direction="column" gap="3">
        <TextField.Root aria-label="Locator" />
        <Story />
      </Flex>
    ),
  ],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await offersShown(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Locator' });
    await userEvent.click(field);
    await userEvent.keyboard('jksf');
    await expect(field).toHaveValue('jksf');
    await expect(field).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Best' })).toBeChecked();
  },
};

/** `?` lists the results' keys, then the app's. */
export const ShortcutsSheet: Story = {
  tags: ['phone-screenshot'],
  beforeEach: listenToPageKeys,
  play: async ({ canvasElement, userEvent }) => {
    await offersShown(canvasElement);
    await userEvent.keyboard('?');
    const sheet = await findOpenDialog(canvasElement);
    await expect(sheet).toHaveAccessibleName('Keyboard shortcuts');
    const rows = shortcutRows(sheet);
    await expect(rows.slice(0, 8)).toEqual([
      ['Filters', 'F'],
      ['Next sort', 'S'],
      ['Next offer', 'J'],
      ['Previous offer', 'K'],
      ['Next offer in the list', '↓'],
      ['Previous offer in the list', '↑'],
      ['Fares of the offer in focus', 'Enter'],
      ['Back from the fares to the offer', 'Esc'],
    ]);
  },
};

/**
 * The command bar offers the results' keys that have a command (next offer, next sort, filters) and runs
 * them as their keys do, but not the keys an offer in focus answers itself.
 */
export const CommandBarOffersTheKeys: Story = {
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: "OfferKeys' picture, the first offer in focus." } },
  decorators: [
    (Story) => (
      <>
        <Story />
        <CommandBarLauncher
          role="user"
          findRecords={() => Promise.resolve({ reservations: [], tickets: [] })}
          onNavigate={fn()}
          onSearch={fn()}
          onRetrieve={() => Promise.resolve()}
        />
      </>
    ),
  ],
  play: async ({ canvasElement, userEvent }) => {
    await offersShown(canvasElement);
    await userEvent.keyboard('{Control>}k{/Control}');
    const bar = within(await findOpenDialog(canvasElement));
    await userEvent.keyboard('next offer');
    const offered = bar.getAllByRole('option').map((option) => option.textContent);
    await expect(offered[0]).toBe('Next offerJ');
    await expect(offered).not.toContain('Next offer in the list↓');
    await expect(bar.getByRole('option', { name: /^Next offer/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expectOfferInFocus(1);
  },
};

/** The results in French: the heading, the payment type, the count, the sorts, the filters and the cards. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Vols aller simple' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Mode de paiement' })).toHaveTextContent('Espèces');
    await expect(
      await canvas.findByText(`${String(oneWay.length)} offres sur ${String(oneWay.length)}`),
    ).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('radiogroup', { name: 'Trier par' })).toHaveTextContent('Meilleur');
    const filters = within(canvas.getByRole('complementary', { name: 'Filtres' }));
    await expect(await filters.findByRole('group', { name: 'Escales' })).toHaveTextContent('Direct');
    await expect(filters.getByRole('group', { name: 'Heure de départ' })).toHaveTextContent('Matin');
    const feed = canvas.getByRole('feed', { name: 'Offres de vols' });
    await waitFor(() => expect(within(feed).getAllByRole('article').length).toBeGreaterThan(0));
    await expect(within(feed).getAllByRole('button', { name: /^Réserver / })[0]).toBeVisible();
    await expect(within(feed).getAllByRole('button', { name: 'Détail du tarif' })[0]).toBeVisible();
  },
};
