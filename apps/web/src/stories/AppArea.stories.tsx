import { authHandlers, seedActor, setSandboxActor } from '@comptoir/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AppAtPath } from './AppAtPath';
import { toastsGone } from './toasts';

/** The app area behind its guards, in the shell, over the better-auth stand-in of `@comptoir/api/mocks`. */
const meta = {
  title: 'Pages/App area',
  component: AppAtPath,
  args: { path: '/' },
  parameters: { msw: { handlers: authHandlers } },
  beforeEach: () => {
    setSandboxActor(seedActor('usr_casa_owner'));
  },
} satisfies Meta<typeof AppAtPath>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 5_000 };

/** An owner opens the members page: the shell offers the owner's pages and marks this one. */
export const OwnerOnMembers: Story = {
  args: { path: '/settings/members' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Members' }, slow)).toBeVisible();
    const navigation = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(navigation).getByRole('link', { name: 'Members' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(navigation).queryByRole('link', { name: 'Balance' })).toBeNull();
    await expect(await canvas.findByRole('combobox', { name: 'Organization' }, slow)).toHaveTextContent(
      'Atlas Voyages Casablanca',
    );
  },
};

/** A member may not open the balance: home instead. */
export const MemberSentHome: Story = {
  args: { path: '/balance' },
  beforeEach: () => {
    setSandboxActor(seedActor('usr_casa_member'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Comptoir' }, slow)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search flights' })).toBeVisible();
  },
};

/** Signed out, an app page leads to sign in with the page as redirect. */
export const SignedOutSentToSignIn: Story = {
  args: { path: '/tickets' },
  beforeEach: () => {
    setSandboxActor(null);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' }, slow)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password?redirect=%2Ftickets',
    );
  },
};

/** Signing out from the user menu ends on the sign-in page. */
export const SignsOut: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Youssef El Amrani' }, slow));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' }, slow)).toBeVisible();
    // Nothing the signed-out app asks for afterwards fails: no error toast.
    await expect(
      canvasElement.ownerDocument.querySelector('[data-slot="toast"][data-type="error"]'),
    ).toBeNull();
    await toastsGone(canvasElement);
  },
};

const stopImpersonating = fn();

/** While an admin impersonates the owner, the banner says so and offers the way back. */
export const Impersonating: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/auth/get-session', () =>
          HttpResponse.json({
            session: {
              id: 'ses_1',
              activeOrganizationId: 'org_casablanca',
              impersonatedBy: 'usr_platform_admin',
            },
            user: {
              id: 'usr_casa_owner',
              name: 'Youssef El Amrani',
              email: 'owner.casablanca@comptoir.test',
              role: 'user',
              twoFactorEnabled: true,
            },
          }),
        ),
        http.post('*/api/auth/admin/stop-impersonating', () => {
          stopImpersonating();
          return HttpResponse.json({ status: true });
        }),
        ...authHandlers,
      ],
    },
  },
  beforeEach: () => {
    stopImpersonating.mockClear();
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const banner = await canvas.findByText(/You are impersonating/, {}, slow);
    await expect(banner).toHaveTextContent('Youssef El Amrani');
    await userEvent.click(canvas.getByRole('button', { name: 'Stop impersonating' }));
    await waitFor(() => expect(stopImpersonating).toHaveBeenCalledOnce(), slow);
    await toastsGone(canvasElement);
  },
};

export const OwnerOnPhone: Story = {
  ...OwnerOnMembers,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Members' }, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  },
};
