import { formatMoney, LEDGER_CSV_HEADER, LEDGER_KIND_LABELS, toCentimes } from '@comptoir/flight-domain';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { ACCOUNTS, APP_ORIGIN, SANDBOX_URL, signedInContext, storedContext } from './support/accounts';
import { bookThroughApi } from './support/booking';
import { countSlowCalls } from './support/requests';
import { LOAD } from './support/waits';

/**
 * The balance end to end against the sandbox: the platform admin tops up an organization from /balance (the
 * card surcharge shown, the new balance confirmed, one request under a double click, the entry in the
 * ledger once, with its author), the ledger's CSV export, a member's ticketing debit shown to the admin
 * with its locator and the member as its author, and an organization whose balance is short refused a
 * ticket with the reason. The top-up is taken back through the API afterwards, so the balances other specs
 * read move only by what they do. The page's error state and retry: fault-matrix.spec.ts.
 */

const headers = { origin: APP_ORIGIN };

/** An organization's balance in centimes, as the sandbox answers it. */
async function balanceOf(request: APIRequestContext, organizationId: string): Promise<number> {
  const answer = await request.get(`${SANDBOX_URL}/api/balance/entity/organization/${organizationId}`, {
    headers,
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return toCentimes(((await answer.json()) as { balance: number }).balance);
}

test('the platform admin tops up Menara Travel Marrakech by 1 234,56 MAD by local bank card, once', async ({
  browser,
}) => {
  const context = await storedContext(browser, 'platform-admin');
  const page = await context.newPage();
  const reference = `E2E-${String(Date.now())}`;
  const before = await balanceOf(context.request, 'org_marrakech');
  try {
    await page.goto('/balance');
    await expect(page.getByRole('heading', { level: 1, name: 'Balance' })).toBeVisible();
    await page.getByRole('link', { name: 'Menara Travel Marrakech ledger' }).click();
    await expect(page).toHaveURL(/organization=org_marrakech/);
    await expect(page.getByRole('table', { name: 'Ledger' })).toBeVisible(LOAD);

    await page.getByRole('button', { name: 'Top up' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Amount (MAD)' }).fill('1 234,56');
    await dialog.getByRole('combobox', { name: 'Payment method' }).click();
    await page.getByRole('option', { name: 'Local bank card' }).click();
    await expect(dialog.locator('[data-slot="top-up-surcharge"]')).toContainText(formatMoney(2839));
    await dialog.getByRole('textbox', { name: 'Payment reference' }).fill(reference);
    await dialog.getByRole('button', { name: 'Review top-up' }).click();
    await expect(dialog.locator('[data-slot="top-up-summary"]')).toContainText(formatMoney(before + 123456));

    const posts = await countSlowCalls(page, 'POST', '/api/balance');
    await dialog.getByRole('button', { name: 'Confirm top-up' }).dblclick();
    await expect(dialog).toBeHidden(LOAD);
    expect(posts()).toBe(1);
    expect(await balanceOf(context.request, 'org_marrakech')).toBe(before + 123456);

    const ledger = page.getByRole('table', { name: 'Ledger' });
    await expect(ledger.locator('tbody tr').filter({ hasText: reference })).toHaveCount(1, LOAD);
    await expect(ledger.locator('tbody tr').filter({ hasText: reference })).toContainText(
      ACCOUNTS.platformAdmin.name,
    );
    await expect(ledger.locator('tbody tr').first()).toContainText(formatMoney(123456));
    await expect(page.locator('[data-slot="ledger-balance"]')).toContainText(formatMoney(before + 123456));
    await expect(
      page
        .getByRole('table', { name: 'Balances of the organizations' })
        .getByRole('row')
        .filter({ hasText: 'Menara Travel Marrakech' }),
    ).toContainText(formatMoney(before + 123456));
  } finally {
    const current = await balanceOf(context.request, 'org_marrakech');
    if (current > before) {
      const undo = await context.request.post(`${SANDBOX_URL}/api/balance`, {
        headers,
        data: {
          organizationId: 'org_marrakech',
          kind: 'debit',
          amount: (current - before) / 100,
          description: 'E2E top-up taken back',
          reference,
        },
      });
      expect(undo.status(), await undo.text()).toBe(200);
    }
    await context.close();
  }
});

test("the ledger's CSV export keeps the filter, is named after the organization and the day, and holds every page; a failed one says why", async ({
  browser,
}) => {
  const context = await storedContext(browser, 'platform-admin');
  const page = await context.newPage();
  // A page of 10 top-ups at most: the export still holds all of them (it asks for every page).
  await page.goto('/balance?organization=org_marrakech&kind=credit&limit=10');
  const ledger = page.getByRole('table', { name: 'Ledger' });
  await expect(ledger.locator('tbody tr').first()).toBeVisible(LOAD);
  const total = Number(
    /of (\d+)/.exec((await page.locator('[data-slot="data-table-range"]').textContent()) ?? '')?.[1],
  );

  expect(total).toBeGreaterThan(10);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  const today = new Date().toISOString().slice(0, 10);
  expect(download.suggestedFilename()).toBe(`ledger-menara-travel-marrakech-${today}.csv`);
  const [header, ...entries] = (await readFile(await download.path(), 'utf8')).split('\r\n').filter(Boolean);
  expect(header).toBe(LEDGER_CSV_HEADER.join(';'));
  // At least the top-ups counted before the export: the top-up test may add one meanwhile (its undo is a
  // debit, which the filter leaves out), and the export holds it too.
  expect(entries.length).toBeGreaterThanOrEqual(total);
  for (const entry of entries) expect(entry.split(';')[1]).toBe(LEDGER_KIND_LABELS.credit);

  // The ledger service down: the export says why under the filters, and nothing is downloaded.
  await page.route(
    (url) => url.pathname === '/api/balance',
    (route) => route.fulfill({ status: 500, json: { message: 'The ledger service is down.' } }),
  );
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.locator('[data-slot="ledger-export-failure"]')).toHaveText('The ledger service is down.');
  await context.close();
});

test("a member's ticketing debit reaches the admin's ledger with its locator and the member as author, and opens in the side panel", async ({
  browser,
}) => {
  const member = await storedContext(browser, 'member');
  const booked = await bookThroughApi(member.request, { lastName: 'Auteur' });
  const ticketed = await member.request.post(
    `${SANDBOX_URL}/api/reservations/${booked.reservationId}/ticket`,
    {
      headers,
    },
  );
  expect(ticketed.status(), await ticketed.text()).toBe(200);
  const admin = await storedContext(browser, 'platform-admin');
  try {
    const page = await admin.newPage();
    await page.goto(`/balance?organization=org_casablanca&search=${booked.locator}`);
    const debit = page
      .getByRole('table', { name: 'Ledger' })
      .locator('tbody tr')
      .filter({ hasText: booked.locator });
    await expect(debit).toHaveCount(1, LOAD);
    await expect(debit).toContainText(ACCOUNTS.member.name);

    // The entry opens in the side panel, as GET /balance/{id} answers it.
    await debit.click();
    const panel = page.getByRole('dialog');
    const details = panel.locator('[data-slot="balance-entry-details"]');
    await expect(details).toBeVisible(LOAD);
    await expect(details).toContainText(booked.locator);
    await expect(details).toContainText(ACCOUNTS.member.name);
    await expect(details).toContainText('Debit');
  } finally {
    // The member voids what they ticketed, so Casablanca's balance is as it was.
    const detail = await member.request.get(`${SANDBOX_URL}/api/reservations/${booked.reservationId}`, {
      headers,
    });
    const { tickets } = (await detail.json()) as { tickets: { id: string }[] };
    for (const ticket of tickets)
      expect(
        (await member.request.post(`${SANDBOX_URL}/api/tickets/${ticket.id}/void`, { headers })).status(),
      ).toBe(200);
    await Promise.all([member.close(), admin.close()]);
  }
});

test('an organization whose balance is short cannot ticket, and is told why', async ({ browser }) => {
  const context = await signedInContext(browser, 'ownerParis');
  const booked = await bookThroughApi(context.request, { lastName: 'Courte' });
  const detail = await context.request.get(`${SANDBOX_URL}/api/reservations/${booked.reservationId}`, {
    headers,
  });
  const fare = toCentimes(
    ((await detail.json()) as { pricing: { total: { total: number } } }).pricing.total.total,
  );
  // The platform admin takes from Paris's balance what leaves it 1 MAD short, and gives it back after.
  const admin = await storedContext(browser, 'platform-admin');
  const balance = await balanceOf(admin.request, 'org_paris');
  const taken = Math.max(0, balance - fare + 100);
  const move = (kind: 'debit' | 'credit') =>
    admin.request.post(`${SANDBOX_URL}/api/balance`, {
      headers,
      data: {
        organizationId: 'org_paris',
        kind,
        amount: taken / 100,
        description: `E2E short balance (${kind})`,
        reference: booked.locator,
      },
    });
  if (taken > 0) expect((await move('debit')).status()).toBe(200);
  try {
    const page = await context.newPage();
    await page.goto(`/reservations/${booked.reservationId}/gds`);
    await expect(page.getByRole('heading', { level: 1, name: `Reservation ${booked.locator}` })).toBeVisible(
      LOAD,
    );
    await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Issue tickets' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Issue tickets' }).click();
    const refusal = page
      .getByRole('alert')
      .filter({ hasText: 'Insufficient balance: Comptoir Voyages Paris has' })
      .first();
    await expect(refusal).toBeVisible(LOAD);
    await expect(refusal).toContainText('Top up the balance and try again.');
    expect(await balanceOf(admin.request, 'org_paris')).toBe(balance - taken);
  } finally {
    if (taken > 0) expect((await move('credit')).status()).toBe(200);
    await Promise.all([context.close(), admin.close()]);
  }
});
