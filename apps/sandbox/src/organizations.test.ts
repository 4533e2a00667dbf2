import { PERMISSION_MESSAGES, uploadResultSchema } from '@comptoir/flight-domain';
import { db } from '@comptoir/mock-backend';
import { describe, expect, it } from 'vitest';
import { APP_ORIGIN, browserClient } from './test-client';
import { useTestSandbox } from './test-sandbox';

const sandbox = useTestSandbox('organizations');

/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='),
  (character) => character.charCodeAt(0),
);

describe("the sandbox's organizations and platform users", () => {
  it("creates an organization with an uploaded logo in better-auth's table, its creator owner; edits it; only the owner deletes", async () => {
    const admin = await sandbox.signIn('admin.casablanca@comptoir.test');
    const form = new FormData();
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'logo.png');
    const uploaded = await fetch(`${sandbox.url()}/api/upload/single`, {
      method: 'POST',
      headers: { origin: APP_ORIGIN, cookie: admin.cookieHeader() },
      body: form,
    });
    const upload = uploadResultSchema.parse(await uploaded.json());
    if (!upload.success) throw new Error(upload.error);
    const served = await fetch(upload.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    const created = await admin('POST', '/api/organization/create', {
      name: 'Sahara Voyages Agadir',
      slug: 'sahara-voyages-agadir',
      city: 'Agadir',
      logo: upload.url,
    });
    expect(created).toMatchObject({
      status: 200,
      data: { slug: 'sahara-voyages-agadir', city: 'Agadir', logo: upload.url },
    });
    const { id } = created.data as { id: string };
    expect(db.organizations.some((organization) => organization.id === id)).toBe(true);
    const mine = (await admin('GET', '/api/auth/organization/list')).data as { id: string }[];
    expect(mine.map((organization) => organization.id)).toContain(id);
    expect((await admin('GET', `/api/organization/${id}/details`)).data).toMatchObject({
      members: [{ role: 'owner', user: { email: 'admin.casablanca@comptoir.test' } }],
      balance: 0,
    });
    expect(
      await admin('POST', '/api/organization/create', { name: 'Again', slug: 'sahara-voyages-agadir' }),
    ).toMatchObject({ status: 409 });

    expect(await admin('PUT', `/api/organization/${id}/update`, { city: 'Taroudant' })).toMatchObject({
      status: 200,
      data: { city: 'Taroudant', name: 'Sahara Voyages Agadir' },
    });

    const denied = { message: PERMISSION_MESSAGES.unauthorized('organization') };
    expect(
      await admin('POST', '/api/auth/organization/delete', { organizationId: 'org_casablanca' }),
    ).toMatchObject({ status: 403, data: denied });
    const platformAdmin = await sandbox.signIn('admin@comptoir.test');
    expect(
      await platformAdmin('POST', '/api/auth/organization/delete', { organizationId: id }),
    ).toMatchObject({ status: 403, data: { message: PERMISSION_MESSAGES.notAuthorized } });
    expect((await admin('POST', '/api/auth/organization/delete', { organizationId: id })).status).toBe(200);
    expect(db.organizations.some((organization) => organization.id === id)).toBe(false);
    expect((await admin('GET', `/api/organization/${id}/details`)).status).toBe(404);
  });

  it("moves every session that had a deleted organization active to the user's next organization, or to none", async () => {
    const activeOrganization = async (client: ReturnType<typeof browserClient>) =>
      (
        (await client('GET', '/api/auth/get-session')).data as {
          session: { activeOrganizationId: string | null };
        }
      ).session.activeOrganizationId;
    const admin = await sandbox.signIn('admin.casablanca@comptoir.test');
    const elsewhere = await sandbox.signIn('admin.casablanca@comptoir.test');
    const created = await admin('POST', '/api/organization/create', {
      name: 'Oasis Voyages',
      slug: 'oasis-voyages',
    });
    const { id } = created.data as { id: string };
    // A colleague whose only organization it is, signed in (no two-factor yet) after joining it.
    const email = 'oasis.only@comptoir.test';
    const colleague = browserClient(sandbox.url);
    const password = 'Oasis-Voyages-2026';
    expect(
      (await colleague('POST', '/api/auth/sign-up/email', { email, password, name: 'Oasis Only' })).status,
    ).toBe(200);
    expect(
      (await admin('POST', '/api/organization/add-member', { email, role: 'member', organizationId: id }))
        .status,
    ).toBe(200);
    await colleague('POST', '/api/auth/sign-out', {});
    expect((await colleague('POST', '/api/auth/sign-in/email', { email, password })).status).toBe(200);
    for (const client of [admin, elsewhere])
      expect((await client('POST', '/api/auth/organization/set-active', { organizationId: id })).status).toBe(
        200,
      );
    expect(await activeOrganization(colleague)).toBe(id);

    expect((await admin('POST', '/api/auth/organization/delete', { organizationId: id })).status).toBe(200);
    expect(await activeOrganization(admin)).toBe('org_casablanca');
    expect(await activeOrganization(elsewhere)).toBe('org_casablanca');
    expect(await activeOrganization(colleague)).toBeNull();
    // The application calls act in the organization the session moved to.
    expect((await admin('GET', '/api/organization/active-organization')).data).toMatchObject({
      id: 'org_casablanca',
    });
  });

  it('refuses to create for someone who is no admin, and lists all organizations to a platform admin only', async () => {
    const owner = await sandbox.signIn('owner.marrakech@comptoir.test');
    expect(await owner('POST', '/api/organization/create', { name: 'Nope', slug: 'nope' })).toMatchObject({
      status: 403,
      data: { message: PERMISSION_MESSAGES.notAuthorized },
    });
    expect(((await owner('GET', '/api/organization/list')).data as unknown[]).length).toBe(1);
    const platformAdmin = await sandbox.signIn('admin@comptoir.test');
    expect(((await platformAdmin('GET', '/api/organization/list')).data as unknown[]).length).toBeGreaterThan(
      2,
    );
  });

  it("pages the platform's users, sets a role through better-auth, and impersonates a member and back", async () => {
    const platformAdmin = await sandbox.signIn('admin@comptoir.test');
    const page = (await platformAdmin('GET', '/api/admin/users?page=1&limit=2&search=casablanca')).data;
    expect(page).toMatchObject({ page: 1, limit: 2, total: 3 });
    expect(
      await platformAdmin('PUT', '/api/admin/update-user-role', {
        userId: 'usr_paris_member',
        role: 'admin',
      }),
    ).toMatchObject({
      status: 200,
    });
    const promoted = (await platformAdmin('GET', '/api/admin/users?search=member.paris')).data as {
      items: { role: string }[];
    };
    expect(promoted.items[0]?.role).toBe('admin');
    await platformAdmin('PUT', '/api/admin/update-user-role', { userId: 'usr_paris_member', role: 'user' });
    const member = await sandbox.signIn('member.casablanca@comptoir.test');
    expect(await member('GET', '/api/admin/users')).toMatchObject({
      status: 403,
      data: { message: PERMISSION_MESSAGES.unauthorized('user') },
    });

    const memberId = 'usr_casa_member';
    expect(
      (await platformAdmin('POST', '/api/auth/admin/impersonate-user', { userId: memberId })).status,
    ).toBe(200);
    const session = (await platformAdmin('GET', '/api/auth/get-session')).data as {
      user: { email: string };
      session: { impersonatedBy: string };
    };
    expect(session.user.email).toBe('member.casablanca@comptoir.test');
    expect((await platformAdmin('GET', '/api/admin/users')).status).toBe(403);
    expect((await platformAdmin('POST', '/api/auth/admin/stop-impersonating')).status).toBe(200);
    const back = (await platformAdmin('GET', '/api/auth/get-session')).data as { user: { email: string } };
    expect(back.user.email).toBe('admin@comptoir.test');
  });
});
