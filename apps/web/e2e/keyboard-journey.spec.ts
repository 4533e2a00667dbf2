import { expect, type Page, test } from '@playwright/test';
import { paths } from './support/accounts';
import { countRequests, countSlowCalls } from './support/requests';
import { LOAD, SEARCH } from './support/waits';

/**
 * From the home page to a ticketed reservation with keyboard events only (no click, no mouse), counting
 * the keystrokes and timing the journey: once through the cryptic entries (`AN…` in the command bar, the
 * results' keys, the booking form by Tab and Ctrl+Enter, `TTP` on the reservation) and once through plain
 * words. The figures are printed and kept as the test's annotations; the README's "The keyboard" states
 * them beside the mouse path's clicks. What each key does on its page: the stories of Search/ResultsView
 * and Booking/BookingView; the bar's entries: Overlays/CommandBar and flight-domain's command-entry.test.ts.
 */
test.use({ storageState: paths.storageState('admin') });

/** The page's keyboard, counting keystrokes: a key or a chord (Ctrl+K) is one, typed text one a character. */
function countingKeyboard(page: Page) {
  let count = 0;
  return {
    async press(key: string, times = 1) {
      for (let press = 0; press < times; press++) await page.keyboard.press(key);
      count += times;
    },
    async type(text: string) {
      await page.keyboard.type(text);
      count += text.length;
    },
    get count() {
      return count;
    },
  };
}

interface Journey {
  /** What is typed in the command bar to search CMN → CDG on the next 15 March, one adult. */
  search: string;
  /** What is typed in the command bar on the reservation to issue its tickets. */
  ticket: string;
  /** Ctrl+Enter presses on the booking form: more than one proves that one booking is sent. */
  bookPresses: number;
}

/** The booking form in tab order from the first name (where the cursor starts): text, then Tabs to the next. */
const BOOKING_FORM = [
  ['Amina', 1],
  ['Alaoui', 1],
  ['12/04/1985', 3], // the date's calendar button, the document type
  ['HM1234567', 1],
  ['MA', 1],
  ['31/12/2031', 3], // the date's calendar button, the optional e-mail
  ['+212612345678', 0],
] as const;

/** Walks the journey; answers its keystrokes and its seconds from the first key to the ticketed page. */
async function walk(page: Page, { search, ticket, bookPresses }: Journey) {
  const keys = countingKeyboard(page);
  const bar = page.getByRole('dialog', { name: 'Command bar' });
  const openBar = async () => {
    await keys.press('Control+k');
    await expect(bar.getByRole('combobox', { name: 'Command bar' })).toBeFocused(LOAD);
  };
  await page.goto('/');
  await expect(page.getByRole('textbox', { name: 'Locator' })).toBeVisible(LOAD);
  const started = Date.now();

  await openBar();
  await keys.type(search);
  await keys.press('Enter');
  const offers = page.getByRole('feed', { name: 'Flight offers' }).getByRole('article');
  await expect(offers.first()).toBeVisible(SEARCH);
  // The results: the cheapest first (s), the first offer (j), its fares (Enter), its first fare booked.
  await keys.press('s');
  await expect(page.getByRole('radio', { name: 'Price' })).toBeChecked();
  await keys.press('j');
  await expect(offers.first()).toBeFocused();
  await keys.press('Enter');
  await expect(
    offers
      .first()
      .getByRole('button', { name: /^Book / })
      .first(),
  ).toBeFocused();
  await keys.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Book this flight' })).toBeVisible(LOAD);
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused();
  for (const [text, tabs] of BOOKING_FORM) {
    await keys.type(text);
    await keys.press('Tab', tabs);
  }
  await expect(page.getByRole('textbox', { name: 'Phone' })).toBeFocused();
  const bookings =
    bookPresses > 1
      ? await countSlowCalls(page, 'POST', '/flight/booking')
      : countRequests(page, 'POST', '/flight/booking');
  await keys.press('Control+Enter', bookPresses);
  await expect(page.getByRole('heading', { level: 1, name: /^Reservation [A-Z0-9]{6}$/ })).toBeVisible(LOAD);
  expect(bookings()).toBe(1);

  // The reservation's tickets, through the same confirmation as its button.
  const issue = page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Issue tickets' });
  await expect(issue).toBeEnabled(LOAD);
  await openBar();
  await keys.type(ticket);
  await keys.press('Enter');
  const confirmation = page.getByRole('dialog', { name: /^Issue tickets for / });
  const confirm = confirmation.getByRole('button', { name: 'Issue tickets' });
  // Its buttons come with their code, fetched as the dialog first opens.
  await expect(confirm).toBeVisible(LOAD);
  // The dialog opens on its close button: past "Not now" to the confirmation's own button.
  await keys.press('Tab', 2);
  await expect(confirm).toBeFocused();
  await keys.press('Enter');
  await expect(confirmation).toBeHidden(LOAD);
  await expect(issue).toBeDisabled(LOAD);
  const seconds = (Date.now() - started) / 1000;
  test.info().annotations.push({
    type: 'keyboard journey',
    description: `${String(keys.count)} keystrokes, ${seconds.toFixed(1)} s`,
  });
  console.log(`${test.info().title}: ${String(keys.count)} keystrokes, ${seconds.toFixed(1)} s`);
  return keys.count;
}

test('cryptic entries: AN… in the command bar, the results keys, the form by Tab and Ctrl+Enter, TTP', async ({
  page,
}) => {
  // A search, a booking and a ticketing: beyond 30 s on a busy CI.
  test.slow();
  expect(await walk(page, { search: 'AN15MARCMNCDG', ticket: 'TTP', bookPresses: 1 })).toBe(93);
});

test('plain words: the search and "issue tickets" in words; Ctrl+Enter pressed twice books once', async ({
  page,
}) => {
  test.slow();
  expect(await walk(page, { search: 'cmn cdg 15 mar', ticket: 'issue tickets', bookPresses: 2 })).toBe(105);
});
