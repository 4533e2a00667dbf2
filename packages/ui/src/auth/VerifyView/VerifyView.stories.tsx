import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { VerifyView } from './VerifyView';
import { atViewport, phone, showsAlert, waitsOnButton } from '../../kit/story-helpers/story-helpers';

const meta = {
  title: 'Auth/VerifyView',
  component: VerifyView,
  args: { onVerify: fn(), onSendEmailCode: fn(), signInHref: '/auth/login' },
} satisfies Meta<typeof VerifyView>;

export default meta;
type Story = StoryObj<typeof meta>;

const tablet = atViewport('tablet');

/**
 * The method switch lies within the card's content, and each method's label within its own segment:
 * nothing sticks out or is cut.
 */
async function expectMethodSwitchToFit(canvasElement: HTMLElement) {
  const methods = within(canvasElement).getByRole('radiogroup');
  const content = methods.parentElement;
  if (content === null) throw new Error('The method switch has no container');
  const bounds = methods.getBoundingClientRect();
  const inside = content.getBoundingClientRect();
  await expect(bounds.left).toBeGreaterThanOrEqual(inside.left - 0.5);
  await expect(bounds.right).toBeLessThanOrEqual(inside.right + 0.5);
  for (const method of within(methods).getAllByRole('radio')) {
    await expect(method.scrollWidth, method.textContent).toBeLessThanOrEqual(method.clientWidth);
    await expect(method.getBoundingClientRect().right).toBeLessThanOrEqual(bounds.right + 0.5);
  }
}

/** The three methods fit the card at each width staff use: phone 375, tablet 768 and desktop 1280 px. */
export const MethodsFitOnPhone: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await expectMethodSwitchToFit(canvasElement);
  },
};

export const MethodsFitOnTablet: Story = { ...MethodsFitOnPhone, globals: tablet };

export const MethodsFitOnDesktop: Story = {
  ...MethodsFitOnPhone,
  globals: {},
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: 'At 1280 px the page is the one Default pictures.' } },
};

/** The authenticator-app code, the default method. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Two-factor verification' })).toBeVisible();
    await expect(canvas.getByLabelText('Code from your authenticator app')).toBeVisible();
  },
};

/** A short code is refused with a message; six digits are sent. */
export const VerifiesTotpCode: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByLabelText('Code from your authenticator app');
    await userEvent.type(input, '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(canvas.getByText('Enter the 6-digit code.')).toBeVisible();
    await expect(args.onVerify).not.toHaveBeenCalled();
    await userEvent.type(input, 'ab456');
    await expect(input).toHaveValue('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onVerify).toHaveBeenCalledWith({ method: 'totp', code: '123456' });
  },
};

/** The e-mail code: a button sends it, then the code is verified with the `otp` method. */
export const EmailCode: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'E-mail code' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSendEmailCode).toHaveBeenCalledOnce();
    await userEvent.type(canvas.getByLabelText('Code from the e-mail'), '654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onVerify).toHaveBeenCalledWith({ method: 'otp', code: '654321' });
  },
};

/** After sending, the page says so and offers another code. */
export const EmailCodeSent: Story = {
  tags: ['phone-screenshot'],
  args: { defaultMethod: 'otp', emailCodeSent: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/We sent a code to your e-mail address/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
  },
};

/** While the e-mail is being sent its button waits. */
export const SendingEmailCode: Story = {
  args: { defaultMethod: 'otp', isSendingEmailCode: true },
  play: waitsOnButton('Sending…'),
};

/** A backup code in better-auth's format; a malformed one is refused. */
export const BackupCode: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Backup code' }));
    const input = canvas.getByLabelText('Backup code');
    await userEvent.type(input, 'mnxw2');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(canvas.getByText('Enter a backup code like abcde-12345.')).toBeVisible();
    await userEvent.type(input, '-bk000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onVerify).toHaveBeenCalledWith({ method: 'backup', code: 'mnxw2-bk000' });
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: waitsOnButton('Verifying…'),
};

/** The server's refusal is shown above the form. */
export const ServerError: Story = {
  args: { error: 'Invalid code' },
  play: showsAlert('Invalid code'),
};

/** The e-mail method in French; the three methods still fit the card. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Double authentification' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'E-mail' }));
    await expect(canvas.getByRole('button', { name: 'Envoyer le code' })).toBeVisible();
    await expect(canvas.getByLabelText('Code reçu par e-mail')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Utiliser un autre compte' })).toBeVisible();
    await expectMethodSwitchToFit(canvasElement);
  },
};
