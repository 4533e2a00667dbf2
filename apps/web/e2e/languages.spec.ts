import { type Browser, expect, test } from '@playwright/test';
import { SANDBOX_PASSWORD, signedInContext, storedContext, totpCode } from './support/accounts';
import { freshUser } from './support/fresh-user';
import { expectNoEnglishLeft } from './support/languages';
import { bookThroughApi, DEPARTURE } from './support/booking';
import { ticketDetailPath, ticketThroughApi } from './support/tickets';
import { LOAD, SEARCH } from './support/waits';

/**
 * The interface's language end to end: chosen in account settings, saved with the user in the sandbox,
 * applied without a reload and again at the next sign-in. A user of its own, so that no other spec's
 * pages turn French.
 */
async function signedInAsFreshUser(browser: Browser) {
  const admin = await storedContext(browser, 'platform-admin');
  const owner = await signedInContext(browser, 'owner');
  const context = await browser.newContext();
  const user = await freshUser(
    context.request,
    admin.request,
    // An admin of the organization: the settings pages an admin opens are walked too.
    [{ request: owner.request, organizationId: 'org_casablanca', role: 'admin' }],
    'language',
  );
  await Promise.all([admin.close(), owner.close()]);
  return { context, user };
}

test('a user switches to French in account settings without a reload, keeps it across sign-out and sign-in, and switches back to English', async ({
  browser,
}) => {
  test.slow();
  const { context, user } = await signedInAsFreshUser(browser);
  const page = await context.newPage();
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible(LOAD);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // A mark on the window that a reload would lose.
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = 'yes';
  });

  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible(LOAD);
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveText('Français');
  await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes');
  await expect(page.getByRole('region', { name: 'Organisation' })).toContainText('Administrateur', LOAD);
  // Every page of the navigation is walked below: the paths its links lead to, and those scanned.
  const navigation = await page
    .getByRole('navigation', { name: 'Principale' })
    .first()
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  const walked = new Set<string>();
  const scan = async (options?: Parameters<typeof expectNoEnglishLeft>[1]) => {
    await expectNoEnglishLeft(page, options);
    walked.add(new URL(page.url()).pathname);
  };
  await scan();
  // The home page once its four blocks are drawn, and the balance page once its organizations are listed.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Recherche rapide' })).toBeVisible(LOAD);
  for (const loading of [
    'Chargement du solde…',
    'Chargement des files de travail…',
    'Chargement des réservations…',
    'Chargement des billets…',
  ])
    await expect(page.getByText(loading)).toBeHidden(LOAD);
  await scan();
  await page.goto('/balance');
  await expect(page.getByRole('heading', { level: 1, name: 'Solde' })).toBeVisible(LOAD);
  await expect(page.getByText('Chargement des soldes…')).toBeHidden(LOAD);
  // The ledger's descriptions are the sandbox's: an exchange's 'Fare difference of exchange of ticket …'.
  await scan({ backendWords: ['Fare difference'] });
  for (const [path, heading] of [
    ['/reservations', 'Réservations'],
    ['/tickets', 'Billets'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(LOAD);
    await expect(page.getByRole('table', { name: heading }).locator('tbody tr').first()).not.toBeEmpty(LOAD);
    await scan();
  }
  // A ticket's page, then its reservation's (ticketed: its refused actions say why).
  const ticket = await ticketThroughApi(context.request, { lastName: 'Langue' });
  await page.goto(ticketDetailPath(ticket));
  await expect(page.getByRole('heading', { level: 1, name: `Billet ${ticket.number}` })).toBeVisible(LOAD);
  await expect(page.getByRole('region', { name: 'Coupons' })).toContainText('Ouvert');
  await scan();
  await page.getByRole('link', { name: `Réservation ${ticket.locator}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Réservation ${ticket.locator}` })).toBeVisible(
    LOAD,
  );
  await expect(page.getByText(`${ticket.locator} est déjà émise.`)).toBeVisible();
  // The fare's rules are the airline's text, in English.
  await scan({ backendText: '[data-slot="fare-rule"]' });
  // An admin's settings and the work queues (the plugin's holds among them): each page once its tables are drawn.
  for (const [path, heading, table] of [
    ['/settings/members', 'Membres', 'Membres'],
    ['/settings/organizations', 'Organisations', 'Organisations'],
    ['/settings/roles-permissions', 'Rôles et autorisations', 'Matrice des autorisations'],
    ['/queues', 'Files de travail', "Échéances d'émission"],
    ['/low-cost/holds', 'Files de travail', 'Options low-cost'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(LOAD);
    await expect(page.getByRole('table', { name: table }).locator('tbody tr').first()).not.toBeEmpty(LOAD);
    await scan();
  }
  await page.goto('/markups');
  await expect(page.getByRole('heading', { level: 1, name: 'Majorations' })).toBeVisible(LOAD);
  await expect(page.getByText('Chargement des majorations…')).toBeHidden(LOAD);
  await scan();
  // The search form with the messages of a search sent empty, then a search's results.
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Rechercher des vols' })).toBeVisible(LOAD);
  await page.getByRole('button', { name: 'Rechercher des vols' }).click();
  await expect(page.getByText('Choisissez une date de départ')).toBeVisible();
  await scan();
  for (const path of ['/search/round-trip', '/search/multi-city']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Rechercher des vols' })).toBeVisible(LOAD);
    await scan();
  }
  await page.goto(`/result?adt=1&cnn=0&inf=0&unn=0&from=CMN&to=CDG&date=${DEPARTURE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vols aller simple' })).toBeVisible(LOAD);
  await expect(page.locator('[data-slot="offer-product"]').first()).toBeVisible(SEARCH);
  await scan();
  // An offer's booking page, from its first fare.
  await page
    .locator('[data-slot="offer-card"]')
    .first()
    .getByRole('button', { name: /^Réserver / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Réserver ce vol' })).toBeVisible(LOAD);
  await scan();
  // The low-cost plugin's pages that open without a search (the e2e app is built with the plugin), each
  // once what it loads is drawn. Not its support page: the airline desk's answers to other specs'
  // requests are the backend's text, in English, quoting the policies' English words.
  for (const [path, heading, loading] of [
    ['/low-cost', 'Argana Air', null],
    ['/low-cost/xml-support', 'Support XML', 'Chargement des messages XML…'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(LOAD);
    if (loading !== null) await expect(page.getByText(loading)).toBeHidden(LOAD);
    await scan();
  }
  expect(navigation.length).toBeGreaterThan(8);
  expect(navigation.filter((path) => !walked.has(path))).toEqual([]);

  // Signed out, the browser's language (English here) decides; signed in again, the user's.
  await page.getByRole('button', { name: user.name }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(SANDBOX_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/verify/);
  await page.getByLabel('Code from your authenticator app').fill(totpCode(user.totp));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible(LOAD);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.getByRole('combobox', { name: 'Langue' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible(LOAD);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('in French, a reservation’s workbench: its editors, their messages, a pending change, the question before leaving and the ignore’s', async ({
  browser,
}) => {
  test.slow();
  const { context } = await signedInAsFreshUser(browser);
  const page = await context.newPage();
  await page.goto('/settings');
  await page.getByRole('combobox', { name: 'Language' }).click(LOAD);
  await page.getByRole('option', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible(LOAD);
  const booked = await bookThroughApi(page.request, { lastName: 'Tazi' });
  await page.goto(`/reservations/${booked.reservationId}/gds`);
  // The workbench, then its editors once open (the rest of the record's page is another screen's).
  const workbench = page.locator('[data-slot="workbench"]');
  const start = workbench.getByRole('button', { name: 'Commencer les modifications' });
  await expect(start).toBeEnabled(LOAD);
  await expectNoEnglishLeft(page, { scope: workbench });

  await start.click();
  await expect(workbench.getByText('Aucune modification en attente')).toBeVisible(LOAD);
  await expect(workbench.getByRole('heading', { name: 'Changer les sièges' })).toBeVisible(LOAD);
  await workbench.getByRole('button', { name: 'Ajouter le contact principal' }).click();
  await expect(workbench.getByText('Saisissez le nom du contact')).toBeVisible();
  await workbench.getByRole('button', { name: 'Ajouter la remarque' }).click();
  await expect(workbench.getByText('Saisissez la remarque')).toBeVisible();
  await workbench.getByRole('textbox', { name: 'Remarque 1' }).fill('VIP PASSENGER');
  await workbench.getByRole('button', { name: 'Ajouter la remarque' }).click();
  const pending = workbench.getByRole('list', { name: '1 modification en attente' });
  await expect(pending.getByRole('listitem')).toHaveText(['Ajout de remarques OSI : VIP PASSENGER'], LOAD);
  await expect(workbench.locator('[data-slot="seat-map"]')).toBeVisible(LOAD);
  await expect(workbench.getByText('Chargement des services annexes proposés…')).toBeHidden(LOAD);
  // Each part but the ancillaries on offer, whose names are the airline's, as the backend sends them.
  const parts = page.locator(
    '[data-slot="workbench"] > :not([data-slot="ancillaries-editor"]), [data-slot="ancillaries-total"]',
  );
  await expect(parts).toHaveCount(10);
  for (const part of await parts.all()) await expectNoEnglishLeft(page, { scope: part });

  await page.getByRole('navigation').first().getByRole('link', { name: 'Réservations' }).click();
  const leave = page.getByRole('dialog', { name: 'Quitter avec des modifications non validées ?' });
  await expect(leave).toBeVisible(LOAD);
  await expectNoEnglishLeft(page, { scope: leave });
  await leave.getByRole('button', { name: 'Rester et continuer' }).click();
  await expect(leave).toBeHidden();
  await workbench.getByRole('button', { name: 'Ignorer les modifications' }).click();
  const ignore = page.getByRole('dialog', { name: 'Ignorer 1 modification en attente ?' });
  await expect(ignore).toBeVisible(LOAD);
  await expectNoEnglishLeft(page, { scope: ignore });
  await ignore.getByRole('button', { name: 'Ignorer les modifications' }).click();
  await expect(start).toBeEnabled(LOAD);
  await context.close();
});

test('before sign-in, the browser’s preferred language decides', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible(LOAD);
  await expectNoEnglishLeft(page);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Saisissez votre adresse e-mail.')).toBeVisible();
  await context.close();
});

test('the tab’s title follows the language: in French on each page, and back in English after switching back without a reload', async ({
  browser,
}) => {
  const { context } = await signedInAsFreshUser(browser);
  const page = await context.newPage();
  await page.goto('/settings');
  await expect(page).toHaveTitle('Settings · Comptoir', LOAD);
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Français' }).click();
  await expect(page).toHaveTitle('Paramètres · Comptoir', LOAD);
  for (const [path, title] of [
    ['/tickets', 'Billets · Comptoir'],
    ['/search/round-trip', 'Recherche aller-retour · Comptoir'],
    [`/result?from=CMN&to=CDG&date=${DEPARTURE}&adt=1&cnn=0&inf=0&unn=0`, 'Résultats CMN → CDG · Comptoir'],
    ['/', 'Comptoir'],
    ['/settings', 'Paramètres · Comptoir'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title, SEARCH);
  }
  await expect(page.locator('head > title')).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Langue' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page).toHaveTitle('Settings · Comptoir', LOAD);
  await context.close();

  // Before sign-in, in the browser's language.
  const visitor = await browser.newContext({ locale: 'fr-FR' });
  const login = await visitor.newPage();
  await login.goto('/auth/login');
  await expect(login).toHaveTitle('Connexion · Comptoir', LOAD);
  await visitor.close();
});
