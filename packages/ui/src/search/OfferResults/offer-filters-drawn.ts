import { expect, waitFor } from 'storybook/test';

/**
 * Waits until the offers' filters are drawn wherever their list is: beside it they come in a render of
 * their own once the offers are painted (`OfferResults`), on a phone their button comes with the offers.
 * The stories of a page that shows offers end on it (their `afterEach`): the picture, taken after, shows
 * the page at rest.
 */
export async function offerFiltersDrawn({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  const aside = canvasElement.querySelector('[data-slot="offer-results"] > aside');
  if (aside === null) return;
  await waitFor(() =>
    expect(aside.querySelector('[data-slot="offer-results-filters"], button:not([hidden])')).not.toBeNull(),
  );
}
