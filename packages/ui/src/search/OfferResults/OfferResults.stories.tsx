import { generateOffers } from '@comptoir/mock-backend';
import {
  applyOfferFilters,
  formatMoney,
  NO_OFFER_FILTERS,
  offerFilterBounds,
  pricingBreakdown,
  summarizeOffers,
} from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectNoSidePanel, pageWithSidePanel } from '../../kit/story-helpers/side-panel-stories';
import { fromSandboxOffers, manyOneWaySearches, STORY_MARKUP, STORY_SEARCHES } from './offer-fixtures';
import { OfferResults } from './OfferResults';
import { offerFiltersDrawn } from './offer-filters-drawn';
import { countRenders } from '../../kit/story-helpers/render-counts';
import { drawnInTurn } from '../../kit/story-helpers/drawn-in-turn';
import { findOpenDialog, phone } from '../../kit/story-helpers/story-helpers';

const generate = (search: Parameters<typeof generateOffers>[0]) =>
  fromSandboxOffers(generateOffers(search, STORY_MARKUP, 'org_story'));
/** CMN–CDG, GDS and NDC content together. */
const oneWay = [...generate(STORY_SEARCHES.oneway), ...generate({ ...STORY_SEARCHES.oneway, isNDC: true })];
const roundTrip = generate(STORY_SEARCHES.roundtrip);
const multiCity = generate(STORY_SEARCHES['multi-city']);

const meta = {
  title: 'Offers/OfferResults',
  component: OfferResults,
  parameters: { layout: 'padded' },
  args: { offers: oneWay, paymentMethod: 'cash', onBook: fn(), listHeight: '640px' },
  ...pageWithSidePanel,
  afterEach: offerFiltersDrawn,
} satisfies Meta<typeof OfferResults>;

export default meta;
type Story = StoryObj<typeof meta>;

const articles = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLElement>('[role="feed"] > article'),
];
const renderedIds = (canvasElement: HTMLElement) =>
  articles(canvasElement).map((article) => article.dataset.offerId);
const articlesBelowView = (canvasElement: HTMLElement) => {
  const list = canvasElement.querySelector('[data-slot="offer-list"]');
  const bottom = list?.getBoundingClientRect().bottom ?? 0;
  return articles(canvasElement).filter((article) => article.getBoundingClientRect().top >= bottom);
};
const cardsBelowView = (canvasElement: HTMLElement) => articlesBelowView(canvasElement).length;
/**
 * Waits until every card rendered shows the offer of its place in `ids`: the cards in view take their new
 * offers in a sort's or filter's first frame, the ones beyond the view right after it.
 */
const expectRendered = (canvasElement: HTMLElement, ids: readonly string[]) =>
  waitFor(() => {
    const rendered = renderedIds(canvasElement);
    return expect(rendered).toEqual(ids.slice(0, rendered.length));
  });
const summariesCash = summarizeOffers(oneWay, 'cash');
const expectedIds = (
  filters: Partial<typeof NO_OFFER_FILTERS>,
  sort: Parameters<typeof applyOfferFilters>[2],
) =>
  applyOfferFilters(summariesCash, { ...NO_OFFER_FILTERS, ...filters }, sort).map(
    (summary) => summary.offer.offerId,
  );

/** Best first; only the cards in view are rendered. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `${String(oneWay.length)} of ${String(oneWay.length)} offers`,
    );
    await waitFor(() => expect(articles(canvasElement).length).toBeGreaterThan(0));
    await expect(renderedIds(canvasElement).length).toBeLessThan(12);
    await expectRendered(canvasElement, expectedIds({}, 'best'));
  },
};

let renders = countRenders();
/** What forced a layout of the list as it mounted: its box read or a scroll written, outside a ResizeObserver's callback. */
let forcedLayouts: string[] = [];

/**
 * Records in `forcedLayouts` each read of the list's box (`clientWidth`, `clientHeight`) outside a
 * ResizeObserver's callback, where the browser has laid the page out already, and each scroll written to
 * it; returns what puts the browser's own back.
 */
function watchListLayouts(): () => void {
  forcedLayouts = [];
  const isList = (node: unknown) => node instanceof HTMLElement && node.dataset.slot === 'offer-list';
  let inObserver = 0;
  const NativeObserver = window.ResizeObserver;
  window.ResizeObserver = class extends NativeObserver {
    constructor(callback: ResizeObserverCallback) {
      super((entries, observer) => {
        inObserver += 1;
        try {
          callback(entries, observer);
        } finally {
          inObserver -= 1;
        }
      });
    }
  };
  const restores = [
    () => {
      window.ResizeObserver = NativeObserver;
    },
  ];
  for (const property of ['clientWidth', 'clientHeight'] as const) {
    const native = Object.getOwnPropertyDescriptor(Element.prototype, property);
    // The browser's getter, called below with the element it is read on.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const read = native?.get;
    if (native === undefined || read === undefined) throw new Error(`Element.${property} has no getter`);
    Object.defineProperty(Element.prototype, property, {
      configurable: true,
      get(this: Element) {
        if (isList(this) && inObserver === 0) forcedLayouts.push(`${property} read`);
        return read.call(this) as number;
      },
    });
    restores.push(() => {
      Object.defineProperty(Element.prototype, property, native);
    });
  }
  // The browser's method, called below with the element it is called on.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const nativeScrollTo = Element.prototype.scrollTo;
  Element.prototype.scrollTo = function scrollTo(this: Element, ...args: unknown[]) {
    if (isList(this)) forcedLayouts.push('scroll written');
    Reflect.apply(nativeScrollTo, this, args);
  };
  restores.push(() => {
    Element.prototype.scrollTo = nativeScrollTo;
  });
  return () => {
    for (const restore of restores) restore();
  };
}

/**
 * The list draws the offers in view in its first render, at the page's own height (`min(75vh, 60rem)`):
 * it knows its height before it is in the page, rather than rendering once empty to measure it. Nor does
 * it lay the page out in the middle of its commit: it reads its box once the browser has (a
 * ResizeObserver's), and writes no scroll to a list that is at the top already.
 */
export const RowsInTheFirstRender: Story = {
  args: { listHeight: 'min(75vh, 60rem)' },
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: "Default's picture, with a taller list." } },
  beforeEach: () => {
    renders = countRenders();
    return watchListLayouts();
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(articles(canvasElement).length).toBeGreaterThan(0));
    await expect(renders.of('OfferList')).toBe(1);
    await expect(renders.of('OfferCard')).toBe(articles(canvasElement).length);
    await expect(forcedLayouts).toEqual([]);
  },
};

/** Every sort stays on screen at 375 px: the sort control takes a row of its own, its four choices side by side. */
const expectSortsOnScreen = async (canvasElement: HTMLElement) => {
  for (const name of ['Best', 'Price', 'Duration', 'Departure']) {
    const sort = within(canvasElement).getByRole('radio', { name });
    const box = sort.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    // The label fits its segment: not cut off.
    await expect(sort.scrollWidth).toBeLessThanOrEqual(sort.clientWidth);
  }
  const control = canvasElement.querySelector('[data-slot="offer-sort"]');
  await expect(control?.scrollWidth).toBeLessThanOrEqual(control?.clientWidth ?? 0);
};

export const DefaultOnPhone: Story = {
  globals: phone,
  play: async (context) => {
    await Default.play?.(context);
    await expectSortsOnScreen(context.canvasElement);
  },
};

/**
 * On a phone the filters wait behind a button and open in the side panel's bottom drawer, which counts the
 * offers they leave as they change; "Show N offers" closes it on the list so filtered.
 */
export const FiltersOnPhone: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.queryByRole('checkbox', { name: 'Direct' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const panel = await findOpenDialog(canvasElement);
    await expect(panel).toHaveAttribute('data-variant', 'drawer');
    await expect(panel).toHaveAccessibleName('Filters');
    const drawer = within(panel);
    await expect(drawer.getByRole('button', { name: `Show ${String(oneWay.length)} offers` })).toBeVisible();
    await userEvent.click(drawer.getByRole('checkbox', { name: 'Direct' }));
    const direct = expectedIds({ stops: [0] }, 'best');
    await expect(direct.length).toBeLessThan(oneWay.length);
    const show = await drawer.findByRole('button', { name: `Show ${String(direct.length)} offers` });
    await expect(drawer.getByRole('checkbox', { name: 'Direct' })).toBeChecked();
    await userEvent.click(show);
    await expectNoSidePanel(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `${String(direct.length)} of ${String(oneWay.length)} offers`,
    );
    await expectRendered(canvasElement, direct);
    // The filters are kept: opening them again shows what was set.
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await expect(
      within(await findOpenDialog(canvasElement)).getByRole('checkbox', { name: 'Direct' }),
    ).toBeChecked();
  },
};

/** From 768 px the filters stand beside the list: no button, no panel. */
export const FiltersBesideTheList: Story = {
  tags: ['no-screenshot'],
  parameters: {
    screenshot: { skipReason: "At 1280 px the filters are beside the list in Default's picture." },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Filters' })).toBeNull();
    await expect(await canvas.findByRole('checkbox', { name: 'Direct' })).toBeVisible();
  },
};

/** What each batch of the page's DOM changes left drawn, from the story's first render (`OffersBeforeFilters`). */
const offersThenFilters = drawnInTurn({
  offers: '[data-slot="offer-results"] article',
  filters: '[data-slot="offer-results-filters"]',
});

/**
 * The first offers are drawn before the filters beside them, not in the same commit: the filters come in a
 * render of their own once the offers have been painted, so that the offers' first render does not wait
 * for their checkboxes and sliders.
 */
export const OffersBeforeFilters: Story = {
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: "Default's picture shows the same list, its filters drawn." } },
  beforeEach: offersThenFilters.beforeEach,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Stops' })).toBeVisible();
    await offersThenFilters.expectDrawnBefore('offers', 'filters');
  },
};

/** Each sort reorders the list. */
export const Sorts: Story = {
  play: async ({ canvas, canvasElement }) => {
    for (const [name, sort] of [
      ['Price', 'price'],
      ['Duration', 'duration'],
      ['Departure', 'departure'],
      ['Best', 'best'],
    ] as const) {
      await userEvent.click(canvas.getByRole('radio', { name }));
      await expectRendered(canvasElement, expectedIds({}, sort));
      await expect(renderedIds(canvasElement)[0]).toBe(expectedIds({}, sort)[0]);
    }
  },
};

/**
 * A sort builds no card: the cards in view take their new offers in its first frame, and the ones just
 * below the view, out of sight, keep theirs until that frame is drawn, then take their new ones too.
 */
export const SortsKeepTheCardsBelowTheView: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(cardsBelowView(canvasElement)).toBeGreaterThan(0));
    const below = articlesBelowView(canvasElement);
    for (const [name, sort] of [
      ['Price', 'price'],
      ['Duration', 'duration'],
    ] as const) {
      await userEvent.click(canvas.getByRole('radio', { name }));
      await expectRendered(canvasElement, expectedIds({}, sort));
      for (const article of below) {
        await expect(article).toBeInTheDocument();
        await expect(article.dataset.offerId).toBe(expectedIds({}, sort)[Number(article.dataset.index)]);
      }
    }
  },
};

/** Each card starts where the one above ends: every card is measured for the offer it shows. */
const expectCardsStacked = async (canvasElement: HTMLElement) => {
  const boxes = articles(canvasElement)
    .map((article) => article.getBoundingClientRect())
    .sort((a, b) => a.top - b.top);
  for (const [index, box] of boxes.entries()) {
    const above = boxes[index - 1];
    if (above) await expect(Math.abs(box.top - above.bottom)).toBeLessThan(1);
  }
};

/** "Fare details" opens the offer's details in the side panel, for whichever offer the card shows. */
export const FareDetailsInTheSidePanel: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const firstCard = () => within(articles(canvasElement)[0] ?? canvasElement);
    const shortest = oneWay.find((offer) => offer.offerId === expectedIds({}, 'duration')[0]);
    await userEvent.click(canvas.getByRole('radio', { name: 'Duration' }));
    await waitFor(() => expect(renderedIds(canvasElement)[0]).toBe(shortest?.offerId));
    const button = firstCard().getByRole('button', { name: 'Fare details' });
    await userEvent.click(button);
    const panel = await findOpenDialog(canvasElement);
    await expect(panel).toHaveAttribute('data-variant', 'sheet');
    await expect(panel).toHaveAccessibleName(`${shortest?.validatingCarrier.name ?? ''} fare details`);
    await expect(within(panel).getAllByRole('table')).toHaveLength(shortest?.products.length ?? 0);
    await userEvent.keyboard('{Escape}');
    await expectNoSidePanel(canvasElement);
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** On a phone the details come up in the bottom drawer. */
export const FareDetailsOnPhone: Story = {
  globals: phone,
  play: async ({ canvasElement, userEvent }) => {
    await waitFor(() => expect(articles(canvasElement).length).toBeGreaterThan(0));
    const firstCard = within(articles(canvasElement)[0] ?? canvasElement);
    await userEvent.click(firstCard.getByRole('button', { name: 'Fare details' }));
    await expect(await findOpenDialog(canvasElement)).toHaveAttribute('data-variant', 'drawer');
  },
};

/**
 * After each sort or filter every card is measured for the offer it now shows: each starts where the one
 * above ends. The baggage filter drops the first offer, so that every other card in view is handed the
 * offer of the card below it.
 */
export const CardsStackAfterSortsAndFilters: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(expectedIds({ baggageIncludedOnly: true }, 'best').slice(0, 3)).toEqual(
      expectedIds({}, 'best').slice(1, 4),
    );
    for (const [role, name, filters, sort] of [
      ['radio', 'Price', {}, 'price'],
      ['radio', 'Duration', {}, 'duration'],
      ['radio', 'Best', {}, 'best'],
      ['checkbox', 'Checked baggage included', { baggageIncludedOnly: true }, 'best'],
      ['radio', 'Departure', { baggageIncludedOnly: true }, 'departure'],
    ] as const) {
      await userEvent.click(canvas.getByRole(role, { name }));
      await waitFor(() => expect(renderedIds(canvasElement)[0]).toBe(expectedIds(filters, sort)[0]));
      await waitFor(() => expectCardsStacked(canvasElement));
    }
  },
};

/** The sorts on a phone: on screen, and each still reorders the list. */
export const SortsOnPhone: Story = {
  globals: phone,
  play: async (context) => {
    await expectSortsOnScreen(context.canvasElement);
    await Sorts.play?.(context);
    await expect(context.canvas.getByRole('radio', { name: 'Best' })).toBeChecked();
  },
};

/**
 * Filters narrow the list, together; the count follows; reset brings everything back, and is only offered
 * while a filter is set, however the filters were cleared.
 */
export const Filters: Story = {
  play: async ({ canvas, canvasElement }) => {
    const count = canvas.getByRole('status');
    const reset = await canvas.findByRole('button', { name: 'Reset filters' });
    await expect(reset).toBeDisabled();
    const shows = async (filters: Partial<typeof NO_OFFER_FILTERS>) => {
      const ids = expectedIds(filters, 'best');
      await waitFor(() =>
        expect(count).toHaveTextContent(`${String(ids.length)} of ${String(oneWay.length)} offers`),
      );
      await expectRendered(canvasElement, ids);
      return ids.length;
    };
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Direct' }));
    const direct = await shows({ stops: [0] });
    await expect(direct).toBeLessThan(oneWay.length);
    await expect(reset).toBeEnabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'NDC' }));
    await shows({ stops: [0], contentKinds: ['NDC'] });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'NDC' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Refundable' }));
    await shows({ stops: [0], refundableOnly: true });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Checked baggage included' }));
    await shows({ stops: [0], refundableOnly: true, baggageIncludedOnly: true });
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Departure time' })).getByRole('checkbox', {
        name: /^Morning/,
      }),
    );
    await shows({
      stops: [0],
      refundableOnly: true,
      baggageIncludedOnly: true,
      departureWindows: ['morning'],
    });
    await userEvent.click(reset);
    await shows({});
    await expect(reset).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'NDC' }));
    await shows({ contentKinds: ['NDC'] });
    await expect(reset).toBeEnabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'NDC' }));
    await shows({});
    await expect(reset).toBeDisabled();
  },
};

/** Airlines and arrival times. */
export const MoreFilters: Story = {
  play: async ({ canvas }) => {
    const count = canvas.getByRole('status');
    const airlines = within(await canvas.findByRole('group', { name: 'Airlines' }));
    const firstAirline = airlines.getAllByRole('checkbox')[0];
    if (!firstAirline) throw new Error('no airline');
    await userEvent.click(firstAirline);
    const code = summariesCash.find((summary) =>
      firstAirline.parentElement?.textContent.startsWith(summary.offer.validatingCarrier.name),
    )?.airline;
    await waitFor(() =>
      expect(count).toHaveTextContent(`${String(expectedIds({ airlines: [code ?? ''] }, 'best').length)} of`),
    );
    await userEvent.click(firstAirline);
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Arrival time' })).getByRole('checkbox', { name: /^Evening/ }),
    );
    await waitFor(() =>
      expect(count).toHaveTextContent(
        `${String(expectedIds({ arrivalWindows: ['evening'] }, 'best').length)} of`,
      ),
    );
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Arrival time' })).getByRole('checkbox', { name: /^Evening/ }),
    );
    await waitFor(() => expect(count).toHaveTextContent(`${String(oneWay.length)} of`));
    await expect(canvas.getByRole('button', { name: 'Reset filters' })).toBeDisabled();
  },
};

/** The price and duration ranges, by keyboard: each upper thumb moved all the way down. */
export const Ranges: Story = {
  play: async ({ canvas, canvasElement }) => {
    const count = canvas.getByRole('status');
    const bounds = offerFilterBounds(summariesCash);
    // The price range's upper thumb, moved down to the lowest price: only the cheapest offers stay.
    const price = within(await canvas.findByRole('group', { name: 'Price' }));
    price.getByRole('slider', { name: 'Maximum' }).focus();
    await userEvent.keyboard(
      `{PageDown>${String(Math.ceil((bounds.price.max - bounds.price.min) / 100_000) + 1)}}`,
    );
    const cheapest = Math.min(...summariesCash.map((summary) => summary.price));
    await waitFor(() => expect(renderedIds(canvasElement).length).toBeGreaterThan(0));
    for (const id of renderedIds(canvasElement)) {
      const summary = summariesCash.find((candidate) => candidate.offer.offerId === id);
      await expect(summary?.price).toBe(cheapest);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Reset filters' }));
    const duration = within(canvas.getByRole('group', { name: 'Duration' }));
    duration.getByRole('slider', { name: 'Maximum' }).focus();
    await userEvent.keyboard(
      `{PageDown>${String(Math.ceil((bounds.duration.max - bounds.duration.min) / 150) + 1)}}`,
    );
    const shortest = Math.min(...summariesCash.map((summary) => summary.durationMinutes));
    await waitFor(() =>
      expect(count).toHaveTextContent(
        `${String(summariesCash.filter((summary) => summary.durationMinutes <= shortest).length)} of`,
      ),
    );
  },
};

/** Filters that leave nothing say so, with a way back. */
export const FilteredOut: Story = {
  args: { offers: generate(STORY_SEARCHES.oneway) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'NDC' }));
    await expect(canvas.getByText('No offer matches these filters.')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Reset filters' })[1] ?? document.body);
    await expect(canvas.queryByText('No offer matches these filters.')).toBeNull();
  },
};

/** Arrow keys, Home and End move between offers; only one offer is in the tab order. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const feed = within(canvasElement).getByRole('feed', { name: 'Flight offers' });
    await waitFor(() => expect(articles(canvasElement).length).toBeGreaterThan(1));
    const first = articles(canvasElement)[0];
    first?.focus();
    await expect(feed.querySelectorAll('article[tabindex="0"]')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-posinset', '2'));
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(document.activeElement).toHaveAttribute('aria-posinset', String(oneWay.length)),
    );
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(document.activeElement).toHaveAttribute('aria-posinset', String(oneWay.length - 1)),
    );
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-posinset', '1'));
    await expect(feed.querySelectorAll('article[tabindex="0"]')).toHaveLength(1);
  },
};

/** Prices follow the payment method: a local card adds 2.3 %, markup included. */
export const LocalCardPrices: Story = {
  args: { paymentMethod: 'local-bank-card' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(articles(canvasElement).length).toBeGreaterThan(0));
    const first = articles(canvasElement)[0];
    const offer = oneWay.find((candidate) => candidate.offerId === first?.dataset.offerId);
    const lowest = Math.min(
      ...(offer?.products ?? []).map(
        (product) => pricingBreakdown(product.pricing, 'local-bank-card').total.total,
      ),
    );
    await expect(first?.getAttribute('aria-label')).toContain(`from ${formatMoney(lowest)}`);
  },
};

/** A round trip: each card is a whole itinerary, outbound and return. */
export const RoundTrip: Story = {
  args: { offers: roundTrip },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(articles(canvasElement).length).toBeGreaterThan(0));
    const card = within(articles(canvasElement)[0] ?? canvasElement);
    await expect(card.getByText(/^Outbound ·/)).toBeVisible();
    await expect(card.getByText(/^Return ·/)).toBeVisible();
  },
};

export const MultiCity: Story = {
  args: { offers: multiCity },
  globals: phone,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(articles(canvasElement).length).toBeGreaterThan(0));
    await expect(within(articles(canvasElement)[0] ?? canvasElement).getByText(/^Flight 3 ·/)).toBeVisible();
  },
};

/** Thousands of offers, yet a bounded DOM: the list stays under 1,500 nodes. */
export const ThousandsOfOffers: Story = {
  loaders: [() => ({ many: manyOneWaySearches(4).flatMap(generate) })],
  render: (args, { loaded }) => <OfferResults {...args} offers={(loaded as { many: typeof oneWay }).many} />,
  play: async ({ canvas, canvasElement, loaded }) => {
    const { many } = loaded as { many: typeof oneWay };
    await expect(many.length).toBeGreaterThanOrEqual(2000);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `${String(many.length)} of ${String(many.length)} offers`,
    );
    const list = canvasElement.querySelector('[data-slot="offer-list"]');
    await waitFor(() => expect(articles(canvasElement).length).toBeGreaterThan(0));
    await expect(list?.querySelectorAll('*').length).toBeLessThanOrEqual(1500);
    await userEvent.click(canvas.getByRole('radio', { name: 'Price' }));
    const cheapest = applyOfferFilters(summarizeOffers(many, 'cash'), NO_OFFER_FILTERS, 'price')[0];
    await waitFor(() => expect(renderedIds(canvasElement)[0]).toBe(cheapest?.offer.offerId));
    await expect(list?.querySelectorAll('*').length).toBeLessThanOrEqual(1500);
    // The sort's first frame shows the cards in view; the next ones, below the view, follow it.
    await waitFor(() => expect(cardsBelowView(canvasElement)).toBeGreaterThan(0));
    await expect(list?.querySelectorAll('*').length).toBeLessThanOrEqual(1500);
  },
};

export const Empty: Story = {
  args: { offers: [], onChangeSearch: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change search' }));
    await expect(args.onChangeSearch).toHaveBeenCalled();
  },
};
