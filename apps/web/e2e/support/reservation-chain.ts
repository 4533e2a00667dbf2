/**
 * The steps the reservation e2e tests share: booking from the search form, finding the booking first in
 * /reservations, the workbench (start, remark or primary contact, meal and seat, pending list, commit
 * once), and repricing then ticketing once with the balance debited by the amount shown.
 */
import { formatMoney } from '@comptoir/flight-domain';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { countSlowCalls } from './requests';
import { confirmTwice, detailPath, newestLocators, rowIndex, ticketingDebit } from './reservations';
import { chooseAirport } from './search-form';
import { LOAD } from './waits';

interface BookedReservation {
  reservationId: string;
  locator: string;
  contentKind: 'GDS' | 'NDC';
}

/** The workbench block (its heading is 'Changes'). */
export const workbenchOf = (page: Page): Locator => page.getByRole('region', { name: 'Changes' });

export async function startEditing(page: Page) {
  await workbenchOf(page).getByRole('button', { name: 'Start editing' }).click();
  await expect(workbenchOf(page).getByText('No pending change yet')).toBeVisible(LOAD);
}

export async function addOsiRemark(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Remark 1' }).fill(text);
  await page.getByRole('button', { name: 'Add remark' }).click();
}

/** The workbench's list of `count` pending changes. */
export const pendingList = (page: Page, count: number) =>
  workbenchOf(page).getByRole('list', { name: `${String(count)} pending change${count === 1 ? '' : 's'}` });

/**
 * Requests a vegan meal, then takes the first free seat, in the open workbench that already holds
 * `pendingBefore` changes; answers the seat's code.
 */
async function addMealAndSeat(page: Page, pendingBefore: number): Promise<string> {
  await page.getByRole('combobox', { name: 'Meal' }).click();
  await page.getByRole('option', { name: 'VGML – Vegetarian vegan meal' }).click();
  await page.getByRole('button', { name: 'Request meal' }).click();
  await expect(pendingList(page, pendingBefore + 1)).toBeVisible(LOAD);
  const seat = page
    .getByRole('region', { name: 'Change seats' })
    .locator('[data-slot="seat"]:not([aria-disabled="true"])')
    .first();
  const seatCode = (await seat.getAttribute('data-seat')) ?? '';
  expect(seatCode).not.toBe('');
  await seat.click();
  await page.getByRole('button', { name: 'Review seats' }).click();
  await page.getByRole('button', { name: 'Confirm seats' }).click();
  return seatCode;
}

/** Commits the open workbench under a double click: exactly one commit on the wire. */
async function commitOnce(page: Page) {
  const commits = await countSlowCalls(page, 'POST', '/commit');
  await workbenchOf(page).getByRole('button', { name: 'Commit changes' }).dblclick();
  await expect(workbenchOf(page).getByRole('button', { name: 'Start editing' })).toBeEnabled(LOAD);
  expect(commits()).toBe(1);
}

/** A first edit of a workbench: how to make it, its pending line, and where the record then shows it. */
interface WorkbenchEdit {
  make: () => Promise<void>;
  pending: string;
  /** The `data-slot` of the section showing it after the commit, and the text shown. */
  section: string;
  shown: string;
}

/** The OSI remark 'VIP PASSENGER' (GDS only: an NDC order takes no OSI remark). */
export const vipRemark = (page: Page): WorkbenchEdit => ({
  make: () => addOsiRemark(page, 'VIP PASSENGER'),
  pending: 'Add OSI remarks: VIP PASSENGER',
  section: 'osi-remarks-section',
  shown: 'VIP PASSENGER',
});

/** A primary contact (NDC: an order takes no OSI remark, and offers none). */
export const primaryContact = (page: Page): WorkbenchEdit => {
  const contact = page.getByRole('form', { name: 'New primary contact' });
  return {
    make: async () => {
      await expect(page.getByRole('textbox', { name: 'Remark 1' })).toHaveCount(0);
      await expect(page.locator('[data-slot="osi-remarks-section"]')).toHaveCount(0);
      await contact.getByLabel('Name').fill('Hind Chraibi');
      await contact.getByLabel('E-mail').fill('hind.chraibi@example.com');
      await contact.getByLabel('Phone').fill('+212 6 55 44 33 22');
      await contact.getByRole('button', { name: 'Add primary contact' }).click();
    },
    pending: 'Primary contact Hind Chraibi',
    section: 'contacts-section',
    shown: 'Hind Chraibi',
  };
};

/**
 * In one workbench: the given edit, a meal and a seat, listed as three pending changes, committed once;
 * after a reload the record shows all three.
 */
export async function commitEditMealAndSeat(page: Page, edit: WorkbenchEdit) {
  await startEditing(page);
  await edit.make();
  await expect(pendingList(page, 1)).toBeVisible(LOAD);
  const seatCode = await addMealAndSeat(page, 1);
  await expect(pendingList(page, 3).getByRole('listitem')).toHaveText(
    [edit.pending, 'Meal VGML', `Seats ${seatCode}`],
    LOAD,
  );
  await commitOnce(page);
  await page.reload();
  await expect(page.locator(`[data-slot="${edit.section}"]`)).toContainText(edit.shown, LOAD);
  await expect(page.locator('[data-slot="special-services-section"]')).toContainText('Vegetarian vegan meal');
  await expect(page.locator('[data-slot="travelers-section"]')).toContainText(seatCode);
}

/**
 * Books CMN → CDG for one adult from the search form (NDC content only when asked), sent once under a
 * double click; answers the reservation, whose page the app opened.
 */
async function bookFromSearch(
  page: Page,
  lastName: string,
  contentKind: BookedReservation['contentKind'] = 'GDS',
): Promise<BookedReservation> {
  await page.goto('/search');
  await chooseAirport(page, 'From', 'CMN');
  await chooseAirport(page, 'To', 'CDG');
  await page.getByLabel('Departure', { exact: true }).fill('15/03/2027');
  if (contentKind === 'NDC') {
    await page.getByRole('button', { name: 'Advanced options' }).click();
    await page.getByRole('checkbox', { name: 'NDC content only' }).check();
  }
  await page.getByRole('button', { name: 'Search flights' }).click();
  const offers = page.locator('[data-slot="offer-card"]');
  await expect(offers.first()).toBeVisible(LOAD);
  await offers
    .first()
    .getByRole('button', { name: /^Book / })
    .first()
    .click();
  const fields = page.locator('[data-slot="traveler-fields"]').first();
  await fields.getByLabel('First name').fill('Salma');
  await fields.getByLabel('Last name').fill(lastName);
  await fields.getByLabel('Date of birth', { exact: true }).fill('12/04/1985');
  await fields.getByLabel('Document number').fill('AB123456');
  await fields.getByLabel('Nationality').fill('MA');
  await fields.getByLabel('Expires on', { exact: true }).fill('31/12/2031');
  await page.getByLabel('Phone').fill('+212 6 12 34 56 78');
  const bookings = await countSlowCalls(page, 'POST', '/flight/booking');
  await page.getByRole('button', { name: 'Book', exact: true }).dblclick();
  await expect(page).toHaveURL(new RegExp(`/reservations/[^/]+/${contentKind.toLowerCase()}$`), LOAD);
  const heading = page.getByRole('heading', { level: 1, name: /^Reservation [A-Z0-9]{6}$/ });
  await expect(heading).toBeVisible(LOAD);
  expect(bookings()).toBe(1);
  const reservationId = new URL(page.url()).pathname.split('/')[2] ?? '';
  const locator = ((await heading.textContent()) ?? '').replace('Reservation ', '');
  return { reservationId, locator, contentKind };
}

/**
 * Books from the search (`bookFromSearch`), then finds the reservation first in /reservations — above it
 * only what other tests booked meanwhile — and opens it from its locator's link, in a new tab (Ctrl/⌘+click)
 * and then in this one.
 */
export async function bookAndOpenFromList(
  page: Page,
  request: APIRequestContext,
  lastName: string,
  contentKind: BookedReservation['contentKind'] = 'GDS',
): Promise<BookedReservation> {
  const listedBefore = await newestLocators(request);
  const booked = await bookFromSearch(page, lastName, contentKind);
  await page.goto('/reservations');
  const rows = page.getByRole('table', { name: 'Reservations' }).locator('tbody tr');
  const ours = rows.filter({ hasText: booked.locator });
  await expect(ours).toHaveCount(1, LOAD);
  const above = (await rows.allTextContents()).slice(0, await ours.evaluate(rowIndex));
  expect(above.filter((row) => listedBefore.some((locator) => row.includes(locator)))).toEqual([]);
  // The locator is a link to the reservation's page: a Ctrl/⌘+click opens it in a new tab, a click here.
  const link = ours.getByRole('link', { name: booked.locator });
  await expect(link).toHaveAttribute('href', detailPath(booked));
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    link.click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await expect(tab).toHaveURL(detailPath(booked), LOAD);
  await expect(tab.getByRole('heading', { level: 1, name: `Reservation ${booked.locator}` })).toBeVisible(
    LOAD,
  );
  await tab.close();
  await expect(page).toHaveURL(/\/reservations$/);
  await link.click();
  await expect(page).toHaveURL(detailPath(booked));
  return booked;
}

/**
 * Reprices once, then tickets once (both under a double click): the confirmation announces the total
 * the price summary shows, and the balance is debited by exactly that.
 */
export async function repriceAndTicketOnce(
  page: Page,
  request: APIRequestContext,
  booked: BookedReservation,
) {
  const reprices = await countSlowCalls(page, 'POST', `/reservations/${booked.reservationId}/reprice`);
  await confirmTwice(page, 'Reprice');
  expect(reprices()).toBe(1);
  const shownTotal =
    (await page.locator('[data-slot="price-total"] [data-slot="money"]').textContent()) ?? '';
  const tickets = await countSlowCalls(page, 'POST', `/reservations/${booked.reservationId}/ticket`);
  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Issue tickets' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    `${shownTotal} will be debited from the organization's balance`,
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Issue tickets' }).dblclick();
  await expect(page.locator('[data-slot="reservation-status"]')).toHaveText('Ticketed', LOAD);
  expect(tickets()).toBe(1);
  expect(formatMoney(await ticketingDebit(request, booked.locator))).toBe(shownTotal);
}
