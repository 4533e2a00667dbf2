import { GENERIC_SUCCESS_MESSAGE } from '@comptoir/api';
import { INVALID_EMAIL_MESSAGE } from '@comptoir/flight-domain';
import { expect, test } from '@playwright/test';
import { APP_ORIGIN, paths, SANDBOX_URL } from './support/accounts';
import { watchSuccessToast } from './support/faults';
import { countRequests, countSlowCalls } from './support/requests';
import { LOAD } from './support/waits';

/**
 * /settings/members end to end, as Atlas Voyages Casablanca's owner. The test invites addresses of
 * its own and removes or cancels them, so the organization ends as it began for the other specs. Each
 * write shows its success toast (SPEC §4), better-auth's as the application API's. The list's error state
 * and retry: fault-matrix.spec.ts.
 */
test.use({ storageState: paths.storageState('owner') });

test('the owner cancels a pending invitation, invites a member (a bad e-mail refused first, kept), changes the role, removes the member, each with its toast', async ({
  page,
}) => {
  const pending = `e2e.pending.${Date.now()}@comptoir.test`;
  const invited = await page.request.post(`${SANDBOX_URL}/api/auth/organization/invite-member`, {
    headers: { origin: APP_ORIGIN },
    data: { email: pending, role: 'member', organizationId: 'org_casablanca' },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  await page.goto('/settings/members');
  const invitations = page.getByRole('list', { name: 'Pending invitations' });
  await expect(invitations).toContainText(pending, LOAD);
  const cancelToast = await watchSuccessToast(page, GENERIC_SUCCESS_MESSAGE);
  await page.getByRole('button', { name: `Cancel invitation of ${pending}` }).click();
  await expect(page.getByText(pending)).toBeHidden(LOAD);
  await cancelToast();

  const email = `e2e.invited.${Date.now()}@comptoir.test`;
  const form = page.getByRole('form', { name: 'Invite a member' });
  await form.getByLabel('E-mail').fill('zoe@agency');
  await form.getByRole('button', { name: 'Invite' }).click();
  await expect(form.getByText(INVALID_EMAIL_MESSAGE)).toBeVisible();
  await expect(form.getByLabel('E-mail')).toHaveValue('zoe@agency');

  await form.getByLabel('E-mail').fill(email);
  const invites = await countSlowCalls(page, 'POST', '/api/organization/add-member');
  const inviteToast = await watchSuccessToast(page, `${email} added to Atlas Voyages Casablanca as member.`);
  await form.getByRole('button', { name: 'Invite' }).dblclick();
  await expect(form.getByRole('status')).toHaveText(`${email} was added.`, LOAD);
  expect(invites()).toBe(1);
  await inviteToast();

  await page.getByRole('searchbox', { name: 'Search members' }).fill(email);
  const table = page.getByRole('table', { name: 'Members' });
  await expect(table.locator('tbody tr')).toHaveCount(1, LOAD);
  await expect(table).toContainText(email);
  await expect(page).toHaveURL(/search=/);

  const name = email.split('@')[0] ?? email;
  const roleChanges = countRequests(page, 'POST', '/organization/update-member-role');
  const roleToast = await watchSuccessToast(page, GENERIC_SUCCESS_MESSAGE);
  await page.getByRole('combobox', { name: `Role of ${name}` }).click();
  await page.getByRole('option', { name: 'Admin' }).click();
  await expect(page.getByRole('combobox', { name: `Role of ${name}` })).toHaveText('Admin', LOAD);
  expect(roleChanges()).toBe(1);
  await roleToast();

  const removals = await countSlowCalls(page, 'POST', '/organization/remove-member');
  const removalToast = await watchSuccessToast(page, GENERIC_SUCCESS_MESSAGE);
  await page.getByRole('button', { name: `Remove ${name}` }).click();
  await page.getByRole('button', { name: `Yes, remove ${name}` }).dblclick();
  await expect(table).toContainText(`No results for “${email}”.`, LOAD);
  expect(removals()).toBe(1);
  await removalToast();
});
