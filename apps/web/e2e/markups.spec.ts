import { toCentimes } from '@comptoir/flight-domain';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { APP_ORIGIN, SANDBOX_URL, signedInContext, storedContext } from './support/accounts';
import { DEPARTURE } from './support/booking';
import { answerSlowly } from './support/requests';
import { LOAD } from './support/waits';

/**
 * Markups end to end: the platform admin adds a 5 % NDC rule for Menara Travel Marrakech on
 * /markups; a Marrakech agent's next NDC search prices its offers with it (the markup line is 5 % of
 * base + taxes), Casablanca's do not change, and Marrakech's owner reads the rule without being able to
 * change it. The rule is deleted afterwards, so the prices other specs see are the seed's.
 */

const headers = { origin: APP_ORIGIN };

interface Line {
  base: number;
  taxes: number;
  markup: number;
  total: number;
}

/** The first NDC offer's first product, CMN → CDG, as the signed-in organization sees it. */
async function firstNdcPrice(request: APIRequestContext): Promise<{ offerId: string; line: Line }> {
  const answer = await request.post(`${SANDBOX_URL}/api/flight/search/one-way`, {
    headers,
    data: { from: 'CMN', to: 'CDG', date: DEPARTURE, adt: 1, cnn: 0, inf: 0, unn: 0, isNDC: true },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { offers } = (await answer.json()) as {
    offers: { offerId: string; products: { pricing: { total: Line } }[] }[];
  };
  const offer = offers[0];
  const line = offer?.products[0]?.pricing.total;
  if (offer === undefined || line === undefined) throw new Error('No NDC offer CMN → CDG');
  return { offerId: offer.offerId, line };
}

test('a 5 % NDC markup for Menara Travel Marrakech raises its agents’ NDC prices only', async ({
  browser,
}) => {
  const admin = await storedContext(browser, 'platform-admin');
  const owner = await signedInContext(browser, 'ownerMarrakech');
  const name = `E2E NDC 5 % ${String(Date.now())}`;
  const casablancaBefore = await firstNdcPrice(admin.request);
  try {
    const page = await admin.newPage();
    await page.goto('/markups?organization=org_marrakech');
    await expect(page.getByRole('table', { name: 'Markups of Menara Travel Marrakech' })).toBeVisible(LOAD);
    await page.getByRole('button', { name: 'Add markup' }).click();
    const form = page.getByRole('form', { name: 'Add markup' });
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Value (%)' }).fill('5');
    await form.getByRole('combobox', { name: 'Content' }).click();
    await page.getByRole('option', { name: 'NDC', exact: true }).click();
    await form.getByRole('textbox', { name: 'Priority' }).fill('90');
    await answerSlowly(page, 'POST', '/api/markup');
    await form.getByRole('button', { name: 'Add markup' }).dblclick();
    await expect(form).toBeHidden(LOAD);
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1, LOAD);

    const marrakech = await firstNdcPrice(owner.request);
    const subtotal = toCentimes(marrakech.line.base) + toCentimes(marrakech.line.taxes);
    expect(toCentimes(marrakech.line.markup)).toBe(Math.round(subtotal * 0.05));
    expect(toCentimes(marrakech.line.total)).toBe(subtotal + toCentimes(marrakech.line.markup));
    expect(await firstNdcPrice(admin.request)).toEqual(casablancaBefore);

    const ownerPage = await owner.newPage();
    // The app shell's navigation leads there.
    await ownerPage.goto('/');
    await ownerPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Markups' }).click();
    await expect(ownerPage).toHaveURL('/markups');
    await expect(ownerPage.getByRole('row').filter({ hasText: name })).toHaveCount(1, LOAD);
    await expect(ownerPage.getByRole('button', { name: 'Add markup' })).toHaveCount(0);
  } finally {
    const rules = await admin.request.get(
      `${SANDBOX_URL}/api/organization/markups?organizationId=org_marrakech`,
      {
        headers,
      },
    );
    for (const rule of (await rules.json()) as { id: string; name: string }[])
      if (rule.name === name)
        expect(
          (await admin.request.delete(`${SANDBOX_URL}/api/markup/${rule.id}`, { headers })).status(),
        ).toBe(200);
    await Promise.all([admin.close(), owner.close()]);
  }
});
