import {
  authHandlers,
  browserHandlers,
  resetSandboxDatabase,
  seedActor,
  setSandboxActor,
} from '@comptoir/mock-backend';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { AppAtPath } from './AppAtPath';
import { toastsGone } from './toasts';

/** The auth pages of the app at their URLs, over the better-auth stand-in of `@comptoir/mock-backend`. */
const meta = {
  title: 'Pages/Auth',
  component: AppAtPath,
  args: { path: '/auth/login' },
  parameters: { msw: { handlers: authHandlers } },
  beforeEach: () => {
    setSandboxActor(null);
  },
} satisfies Meta<typeof AppAtPath>;

export default meta;
type Story = StoryObj<typeof meta>;

const AUTH = '*/api/auth';
/** Pages load through guards and a fake network: give them time on a busy machine. */
const slow = { timeout: 5_000 };

/** The password of the sandbox's seed accounts. */
const SANDBOX_PASSWORD = 'Comptoir-Sandbox-2026';

/** Fills the sign-in form, once it has loaded, as `email`, and sends it. */
async function signIn(
  { canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>,
  email: string,
  password = SANDBOX_PASSWORD,
) {
  await userEvent.type(await canvas.findByLabelText('E-mail', {}, slow), email);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
}

function refuse(path: string, code: string, message: string) {
  return http.post(`${AUTH}${path}`, () => HttpResponse.json({ code, message }, { status: 401 }));
}

/** Signed out: the sign-in form. */
export const Login: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' }, slow)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  },
};

/** The password step of a two-factor user leads to /auth/verify, keeping the redirect. */
export const LoginLeadsToVerify: Story = {
  args: { path: '/auth/login?redirect=%2Ftickets' },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await signIn(context, 'owner.casablanca@comptoir.test');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Two-factor verification' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Use another account' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Ftickets',
    );
    await toastsGone(canvasElement);
  },
};

/** A refused password: the server's message, the e-mail kept. */
export const LoginRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        refuse('/sign-in/email', 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'),
        ...authHandlers,
      ],
    },
  },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await signIn(context, 'owner.casablanca@comptoir.test', 'wrong-password');
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('Invalid email or password');
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('owner.casablanca@comptoir.test');
    // SPEC §8: a failed authentication call is also toasted.
    await waitFor(() =>
      expect(
        canvasElement.ownerDocument.querySelector('[data-slot="toast"][data-type="error"]'),
      ).toHaveTextContent('Invalid email or password'),
    );
    await toastsGone(canvasElement);
  },
};

/** A signed-in user with two-factor does not stay on the sign-in page: on to the redirect. */
export const SignedInUserIsSentOn: Story = {
  tags: ['no-screenshot'],
  args: { path: '/auth/login?redirect=%2Fsettings%2Fmembers' },
  // The members page asks the application API for the members.
  parameters: {
    screenshot: {
      skipReason: "Ends on the members page as the owner, which the App area's OwnerOnMembers pictures.",
    },
    msw: { handlers: browserHandlers },
  },
  beforeEach: () => {
    resetSandboxDatabase();
    setSandboxActor(seedActor('usr_casa_owner'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Members' }, slow)).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Members' }, slow)).toHaveTextContent(
      'member.casablanca@comptoir.test',
    );
    // The invitation form's code comes apart from the page's (decision 0037).
    await expect(await canvas.findByRole('form', { name: 'Invite a member' }, slow)).toBeVisible();
  },
};

/** The whole sign-in: password, then the authenticator code, then the page asked for. */
export const VerifyWithAuthenticator: Story = {
  tags: ['no-screenshot'],
  args: { path: '/auth/login?redirect=%2Ftickets' },
  // The tickets page asks the application API for the tickets.
  parameters: {
    msw: { handlers: browserHandlers },
    screenshot: {
      skipReason:
        "Ends on the tickets list, which TicketsListView's stories picture (here its dates follow the day it runs).",
    },
  },
  beforeEach: () => {
    resetSandboxDatabase();
  },
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    await signIn(context, 'member.casablanca@comptoir.test');
    await userEvent.type(
      await canvas.findByLabelText('Code from your authenticator app', {}, slow),
      '123456',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tickets' }, slow)).toBeVisible();
    // Its tickets, answered by the sandbox: ticket numbers are 13 digits.
    await expect((await canvas.findAllByText(/^\d{13}$/, {}, slow))[0]).toBeVisible();
    // The shell's queue count, asked in the idle moment after the page, has come: its call is not left
    // to meet the next story's backend.
    await expect(await canvas.findByText('items in the queues', {}, slow)).toBeInTheDocument();
    await toastsGone(canvasElement);
  },
};

/** A wrong code: the server's message, and another try is possible. */
export const VerifyRefused: Story = {
  args: { path: '/auth/verify' },
  parameters: {
    msw: { handlers: [refuse('/two-factor/verify-totp', 'INVALID_CODE', 'Invalid code'), ...authHandlers] },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(
      await canvas.findByLabelText('Code from your authenticator app', {}, slow),
      '000000',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('Invalid code');
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeEnabled();
    await toastsGone(canvasElement);
  },
};

/** The e-mail code: sent on request, then the page says so. */
export const VerifyEmailCodeSent: Story = {
  tags: ['phone-screenshot'],
  args: { path: '/auth/verify' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'E-mail code' }, slow));
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText(/We sent a code to your e-mail address/, {}, slow)).toBeVisible();
    await toastsGone(canvasElement);
  },
};

/** A user without two-factor is sent to its set-up; the password shows the QR code and backup codes. */
export const SetupTwoFactor: Story = {
  args: { path: '/auth/login?redirect=%2Ftickets' },
  beforeEach: () => {
    setSandboxActor(seedActor('usr_no_2fa'));
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Set up two-factor authentication' }, slow),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Password'), SANDBOX_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByRole('img', { name: 'QR code for your authenticator app' }, slow),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    await toastsGone(canvasElement);
  },
};

/** A wrong password when enabling: the server's message. */
export const SetupTwoFactorRefused: Story = {
  args: { path: '/auth/setup-2fa' },
  beforeEach: () => {
    setSandboxActor(seedActor('usr_no_2fa'));
  },
  parameters: {
    msw: {
      handlers: [refuse('/two-factor/enable', 'INVALID_PASSWORD', 'Invalid password'), ...authHandlers],
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Password', {}, slow), 'not-it');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('Invalid password');
    await toastsGone(canvasElement);
  },
};

/** Anonymous visitors of the set-up page go to sign in, carrying the redirect. */
export const SetupTwoFactorSignedOut: Story = {
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: 'Ends on the sign-in page, which Login pictures.' } },
  args: { path: '/auth/setup-2fa?redirect=%2Fbalance' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' }, slow)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password?redirect=%2Fbalance',
    );
  },
};

/** Asking for a reset link. */
export const ForgotPassword: Story = {
  args: { path: '/auth/forgot-password' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('E-mail', {}, slow), 'member.casablanca@comptoir.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByText(/a reset link is on its way/, {}, slow)).toBeVisible();
    await toastsGone(canvasElement);
  },
};

/** Back from the e-mailed link: the new password is set with its token. */
export const ResetPassword: Story = {
  args: { path: '/auth/forgot-password?token=reset-token-42' },
  parameters: {
    msw: {
      handlers: [
        http.post(`${AUTH}/reset-password`, async ({ request }) => {
          const body = (await request.json()) as { token?: string };
          return body.token === 'reset-token-42'
            ? HttpResponse.json({ status: true })
            : HttpResponse.json({ code: 'INVALID_TOKEN', message: 'Invalid token' }, { status: 400 });
        }),
        ...authHandlers,
      ],
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('New password', {}, slow), 'Nouveau-Mot-2026');
    await userEvent.type(canvas.getByLabelText('Repeat the new password'), 'Nouveau-Mot-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await waitFor(
      () => expect(canvas.getByRole('status')).toHaveTextContent('Your password is changed.'),
      slow,
    );
    await toastsGone(canvasElement);
  },
};

/** A spent link: better-auth comes back with an error instead of a token. */
export const ResetLinkExpired: Story = {
  tags: ['phone-screenshot'],
  args: { path: '/auth/forgot-password?error=INVALID_TOKEN' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(
      'This reset link is invalid or has expired. Ask for a new one below.',
    );
  },
};

/**
 * While the server thinks, the button says so. Last in the file on purpose: its sign-in never answers, and
 * the auth client gives up on it after 30 s with a time-out toast, which would land in whichever story of
 * this file runs then; after the last story the file's frame is gone, and its timer with it.
 */
export const LoginPending: Story = {
  parameters: {
    msw: { handlers: [http.post(`${AUTH}/sign-in/email`, () => delay('infinite')), ...authHandlers] },
  },
  play: async (context) => {
    await signIn(context, 'owner.casablanca@comptoir.test');
    await expect(await context.canvas.findByRole('button', { name: 'Signing in…' }, slow)).toBeDisabled();
  },
};
