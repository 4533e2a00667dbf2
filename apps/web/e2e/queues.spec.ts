import { formatDateTime } from '@comptoir/flight-domain';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import {
  ACCOUNTS,
  APP_ORIGIN,
  APP_WITHOUT_PLUGIN_ORIGIN,
  paths,
  SANDBOX_URL,
  signInByApi,
} from './support/accounts';
import { answerSlowly, countRequests } from './support/requests';
import { confirmTwice } from './support/reservations';
import { LOAD } from './support/waits';

/**
 * The work queues end to end against the sandbox, in Menara Travel Marrakech, where no other test books:
 * the ticketing-deadline queue lists the seeded bookings in deadline order, ticketing one takes it out
 * and lowers the navigation's count; moving the sandbox's clock past a deadline has the airline cancel
 * the booking and the queue say why; accepting a schedule change (sent once under a double click) gives
 * the reservation its new flights, the ledger untouched; retrying a pending ticket (sent once under a
 * double click) issues it and takes it out; a low-cost hold (the plugin's queue) is assigned, released
 * once under a double click and leaves its queue, its tab's count, the home page's and the navigation's,
 * and the build without the plugin shows none of it; Casablanca's member never sees these items.
 * The page's error and retry: fault-matrix.spec.ts.
 */
test.describe.configure({ mode: 'serial' });

const headers = { origin: APP_ORIGIN };

interface DeadlineItem {
  id: string;
  locator: string;
  status: string;
  ticketingDeadline: string;
  cancellation?: string;
}
interface TicketItem {
  id: string;
  number: string;
  retryable: boolean;
}
interface ScheduleChangeItem {
  id: string;
  locator: string;
  reservationId: string;
  contentKind: string;
  proposed: { segments: { departure: { at: string } }[] }[];
}

async function items<Item>(request: APIRequestContext, queue: string): Promise<Item[]> {
  const answer = await request.get(`${SANDBOX_URL}/api/queues/${queue}?limit=100`, { headers });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { items: Item[] }).items;
}

/** A page signed in as Marrakech's owner. */
async function asMarrakechOwner(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await signInByApi(context.request, 'ownerMarrakech');
  return context.newPage();
}

const deadlineRows = (page: Page) =>
  page.getByRole('table', { name: 'Ticketing deadlines' }).locator('tbody tr');

/** The navigation's count of the queues' items. */
async function queuesCount(page: Page): Promise<number> {
  const count = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Queues/ })
    .locator('[data-slot="navigation-count"]');
  await expect(count).toBeVisible(LOAD);
  return Number((await count.textContent())?.match(/^\d+/)?.[0]);
}

test('the deadline queue lists the seeded bookings soonest first, overdue at the top; ticketing one takes it out and lowers the count', async ({
  browser,
}) => {
  const page = await asMarrakechOwner(browser);
  const queued = await items<DeadlineItem>(page.request, 'deadlines');
  const deadlines = queued.map((item) => Date.parse(item.ticketingDeadline));
  expect(deadlines).toEqual([...deadlines].sort((a, b) => a - b));
  expect(deadlines.filter((at) => at < Date.now()).length).toBeGreaterThan(0);

  await page.goto('/queues');
  await expect(deadlineRows(page)).toHaveCount(Math.min(10, queued.length), LOAD);
  const shown = await deadlineRows(page).locator('td:first-child').allTextContents();
  expect(shown).toEqual(queued.slice(0, 10).map((item) => item.locator));
  await expect(deadlineRows(page).first().locator('[data-slot="time-left"]')).toHaveAttribute(
    'data-tone',
    'overdue',
  );
  const before = await queuesCount(page);

  // A booking due in hours, not the one due first (the clock's test lets that one pass).
  const upcoming = queued.filter(
    (item) => item.status === 'booked' && Date.parse(item.ticketingDeadline) > Date.now(),
  );
  const chosen = upcoming[1];
  if (chosen === undefined) throw new Error('The seed has fewer than two upcoming bookings in Marrakech');
  await deadlineRows(page)
    .filter({ hasText: chosen.locator })
    .getByRole('link', { name: chosen.locator })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Reservation ${chosen.locator}` })).toBeVisible(
    LOAD,
  );
  await confirmTwice(page, 'Issue tickets');

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Queues/ })
    .click();
  await expect(deadlineRows(page).first()).toBeVisible(LOAD);
  await expect(deadlineRows(page).filter({ hasText: chosen.locator })).toHaveCount(0);
  await expect.poll(() => queuesCount(page), LOAD).toBe(before - 1);
  await page.context().close();
});

// It moves the sandbox's clock: it runs after every other test (the `sandbox-clock` project).
test(
  'once the sandbox clock passes a deadline, the airline cancels the untouched booking and the queue says why',
  { tag: '@sandbox-clock' },
  async ({ browser }) => {
    const page = await asMarrakechOwner(browser);
    const clock = await page.request.get(`${SANDBOX_URL}/sandbox/clock`);
    const now = Date.parse(((await clock.json()) as { now: string }).now);
    const [due] = (await items<DeadlineItem>(page.request, 'deadlines')).filter(
      (item) => item.status === 'booked' && Date.parse(item.ticketingDeadline) > now,
    );
    if (due === undefined) throw new Error('No upcoming booking in the Marrakech queue');
    const advanceMinutes = Math.ceil((Date.parse(due.ticketingDeadline) - now) / 60_000) + 1;
    const moved = await page.request.post(`${SANDBOX_URL}/sandbox/clock`, { data: { advanceMinutes } });
    expect(moved.status()).toBe(200);

    await page.goto('/queues');
    const row = deadlineRows(page).filter({ hasText: due.locator });
    await expect(row).toContainText('Cancelled', LOAD);
    await expect(row).toContainText(
      `Cancelled by the airline: the ticketing deadline passed on ${formatDateTime(due.ticketingDeadline)} UTC with no ticket issued.`,
    );
    await page.context().close();
  },
);

test('accepting a schedule change, sent once under a double click, gives the reservation its new flights; the ledger is untouched', async ({
  browser,
}) => {
  const page = await asMarrakechOwner(browser);
  const admin = await browser.newContext({ storageState: paths.storageState('platform-admin') });
  const ledgerSize = async () => {
    const answer = await admin.request.get(`${SANDBOX_URL}/api/balance`, {
      params: { organizationId: 'org_marrakech', page: 1, limit: 1 },
      headers,
    });
    expect(answer.status(), await answer.text()).toBe(200);
    return ((await answer.json()) as { total: number }).total;
  };
  const ledgerBefore = await ledgerSize();
  const [change] = await items<ScheduleChangeItem>(page.request, 'schedule-changes');
  if (change === undefined) throw new Error('No schedule change in the Marrakech queue');

  await page.goto('/queues?queue=schedule-changes');
  const accept = page.getByRole('button', { name: `Accept the new flights of ${change.locator}` });
  await expect(accept).toBeVisible(LOAD);
  await answerSlowly(page, 'POST', '/accept');
  const accepts = countRequests(page, 'POST', `/queues/schedule-changes/${change.id}/accept`);
  await accept.dblclick();
  await expect(
    page
      .getByRole('table', { name: 'Schedule changes' })
      .locator('tbody tr')
      .filter({ hasText: change.locator }),
  ).toHaveCount(0, LOAD);
  expect(accepts()).toBe(1);

  await page.goto(`/reservations/${change.reservationId}/${change.contentKind.toLowerCase()}`);
  await page.reload();
  const departure = change.proposed[0]?.segments[0]?.departure.at ?? '';
  await expect(page.getByRole('region', { name: 'Itinerary' })).toContainText(
    formatDateTime(departure),
    LOAD,
  );
  expect(await ledgerSize()).toBe(ledgerBefore);
  await Promise.all([page.context().close(), admin.close()]);
});

test('retrying a pending ticket, sent once under a double click, issues it and takes it out of the queue', async ({
  browser,
}) => {
  const page = await asMarrakechOwner(browser);
  const [ticket] = (await items<TicketItem>(page.request, 'tickets')).filter((item) => item.retryable);
  if (ticket === undefined) throw new Error('No pending ticket in the Marrakech queue');

  await page.goto('/queues?queue=tickets&limit=100');
  const retry = page.getByRole('button', { name: `Retry the issue of ticket ${ticket.number}` });
  await expect(retry).toBeVisible(LOAD);
  await answerSlowly(page, 'POST', '/retry');
  const retries = countRequests(page, 'POST', `/queues/tickets/${ticket.id}/retry`);
  await retry.dblclick();
  await expect(
    page
      .getByRole('table', { name: 'Pending and failed tickets' })
      .locator('tbody tr')
      .filter({ hasText: ticket.number }),
  ).toHaveCount(0, LOAD);
  expect(retries()).toBe(1);
  await page.context().close();
});

interface HoldItem {
  id: string;
  reference: string;
  status: string;
}

test('a low-cost hold is assigned to its agent, released (once confirmed) once under a double click, and leaves its queue and the counts; the build without the plugin shows none of it', async ({
  browser,
}) => {
  const page = await asMarrakechOwner(browser);
  const answer = await page.request.get(`${SANDBOX_URL}/api/low-cost/holds?limit=100`, { headers });
  expect(answer.status(), await answer.text()).toBe(200);
  const holds = ((await answer.json()) as { items: HoldItem[] }).items;
  const held = holds.find((hold) => hold.status === 'held');
  if (held === undefined) throw new Error('No held booking in the Marrakech holds queue');

  await page.goto('/queues');
  const tabs = page.getByRole('navigation', { name: 'Queues' });
  await tabs.getByRole('link', { name: `Low-cost holds (${String(holds.length)})` }).click(LOAD);
  await expect(page).toHaveURL('/low-cost/holds');
  const rows = page.getByRole('table', { name: 'Low-cost holds' }).locator('tbody tr');
  await expect(rows).toHaveCount(holds.length, LOAD);
  const before = await queuesCount(page);

  const row = rows.filter({ hasText: held.reference });
  await row.getByRole('button', { name: `Assign to me ${held.reference}` }).click();
  await expect(row).toContainText(ACCOUNTS.ownerMarrakech.name, LOAD);
  await page.getByRole('button', { name: 'Assigned to me' }).click();
  await expect(page).toHaveURL(/[?&]mine=true/);
  await expect(rows).toHaveCount(1, LOAD);

  const release = row.getByRole('button', { name: `Release the hold of ${held.reference}` });
  await answerSlowly(page, 'POST', '/handled');
  const releases = countRequests(page, 'POST', `/low-cost/holds/${held.reference}/handled`);
  await release.click();
  const confirmation = page.getByRole('dialog', { name: `Release the hold of ${held.reference}` });
  await confirmation.getByRole('button', { name: 'Release' }).dblclick();
  await expect(confirmation).toBeHidden(LOAD);
  await expect(page.getByText('Nothing here yet.')).toBeVisible(LOAD);
  expect(releases()).toBe(1);
  await expect(tabs.getByRole('link', { name: `Low-cost holds (${String(holds.length - 1)})` })).toBeVisible(
    LOAD,
  );
  await expect.poll(() => queuesCount(page), LOAD).toBe(before - 1);

  await page.goto('/');
  const home = page.getByRole('region', { name: 'Queues' });
  await expect(home.getByRole('listitem').filter({ hasText: 'Low-cost holds' })).toContainText(
    `${String(holds.length - 1)} in the organization · 0 mine`,
    LOAD,
  );

  // The build without the plugin: no holds' tab, no line on the home page, a count without the holds.
  await page.goto(`${APP_WITHOUT_PLUGIN_ORIGIN}/queues`);
  await expect(page.getByRole('table', { name: 'Ticketing deadlines' })).toBeVisible(LOAD);
  await expect(tabs.getByRole('link')).toHaveCount(3);
  await expect.poll(() => queuesCount(page), LOAD).toBe(before - holds.length);
  await page.goto(`${APP_WITHOUT_PLUGIN_ORIGIN}/`);
  await expect(home.getByRole('listitem')).toHaveCount(3, LOAD);
  await expect(home).not.toContainText('Low-cost holds');
  await page.context().close();
});

test.describe('another organization', () => {
  test.use({ storageState: paths.storageState('member') });

  test("Casablanca's member never sees Marrakech's items", async ({ page, browser }) => {
    const marrakech = await asMarrakechOwner(browser);
    const theirs = new Set(
      (await items<DeadlineItem>(marrakech.request, 'deadlines')).map((item) => item.locator),
    );
    await marrakech.context().close();
    const ours = await items<DeadlineItem>(page.request, 'deadlines');
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.filter((item) => theirs.has(item.locator))).toEqual([]);
    await page.goto('/queues?limit=100');
    await expect(deadlineRows(page).first()).toBeVisible(LOAD);
    const shown = await deadlineRows(page).locator('td:first-child').allTextContents();
    expect(shown.filter((locator) => theirs.has(locator))).toEqual([]);
  });
});
