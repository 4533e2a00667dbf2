import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOW_COST_PLUGIN_ROUTES } from '@comptoir/flight-domain';
import { LOW_COST_AIRLINE } from '@comptoir/plugin-low-cost/rules';
import { expect, test } from '@playwright/test';
import { APP_WITHOUT_PLUGIN_ORIGIN, paths } from './support/accounts';

/**
 * SPEC §1, §2: the low-cost airline plugin is in the app only when built with
 * VITE_LOW_COST_PLUGIN=true. The run serves two builds (playwright.config.ts, docs/decisions/0023): the
 * one every test uses, with the plugin, and one without it, whose plugin paths all send to /.
 */
const PLUGIN_PATHS = [
  ...Object.values(LOW_COST_PLUGIN_ROUTES),
  `${LOW_COST_PLUGIN_ROUTES.results}/deeper/unknown`,
];

/** Texts only the plugin's package holds: the airline's name and a sentence of its home view. */
const PLUGIN_TEXTS = [
  LOW_COST_AIRLINE.name,
  'Low-cost flights between Morocco and Europe, booked with the airline directly.',
];

function builtFilesContaining(distDir: string, text: string): string[] {
  const dir = fileURLToPath(new URL(`../${distDir}/`, import.meta.url));
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|css|html)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => readFileSync(path, 'utf8').includes(text));
}

test("the plugin's code is in the build with the flag and absent from the build without it", () => {
  for (const text of PLUGIN_TEXTS) {
    expect(builtFilesContaining('dist-e2e', text), `with the plugin: ${text}`).not.toEqual([]);
    expect(builtFilesContaining('dist-e2e-off', text), `without the plugin: ${text}`).toEqual([]);
  }
});

test.describe('as a member', () => {
  test.use({ storageState: paths.storageState('member') });

  test('without the plugin, every plugin path sends to / and the navigation has no plugin entry', async ({
    page,
  }) => {
    for (const path of PLUGIN_PATHS) {
      await page.goto(`${APP_WITHOUT_PLUGIN_ORIGIN}${path}`);
      await expect(page, path).toHaveURL(`${APP_WITHOUT_PLUGIN_ORIGIN}/`);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Comptoir' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Low-cost airline' }),
    ).toHaveCount(0);
  });

  test("with the plugin, its entry opens the airline's page, an unknown plugin path is not found, and a link whose search breaks the airline's rules says which without asking the airline", async ({
    page,
  }) => {
    // The route guards read the links' fields; the pages' loaders hold them to the airline's rules.
    let airlineRequests = 0;
    page.on('request', (request) => {
      if (request.postData()?.includes('<OTA_') === true) airlineRequests += 1;
    });
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Low-cost airline' })
      .click();
    await expect(page).toHaveURL(LOW_COST_PLUGIN_ROUTES.root);
    await expect(page.getByRole('heading', { level: 1, name: LOW_COST_AIRLINE.name })).toBeVisible();
    await expect(
      page.getByRole('region', { name: /^Network \(\d+ routes\)$/ }).getByRole('row'),
    ).not.toHaveCount(0);
    await page.goto(`${LOW_COST_PLUGIN_ROUTES.results}/deeper/unknown`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();

    const search = 'date=2027-03-15&adt=1&cnn=0&inf=0&unn=0';
    const asked = airlineRequests;
    await page.goto(`${LOW_COST_PLUGIN_ROUTES.results}?from=ORY&to=MAD&${search}`);
    await expect(page.getByText(`${LOW_COST_AIRLINE.name} does not fly this route.`)).toBeVisible();
    const outbound = encodeURIComponent(
      JSON.stringify({ flightNumber: 'R9 1060', departure: '2027-03-15T09:10', bundle: 'BASIC' }),
    );
    await page.goto(
      `${LOW_COST_PLUGIN_ROUTES.booking}?from=RAK&to=ORY&${search}&returnDate=2027-03-10&outbound=${outbound}`,
    );
    await expect(
      page.getByText('The return cannot be before the departure. Pick a return flight for a return search.'),
    ).toBeVisible();
    expect(airlineRequests).toBe(asked);
  });
});
