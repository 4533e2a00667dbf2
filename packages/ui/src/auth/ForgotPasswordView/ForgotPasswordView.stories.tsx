import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ForgotPasswordView } from './ForgotPasswordView';
import { showsAlert, waitsOnButton } from '../../kit/story-helpers/story-helpers';

const meta = {
  title: 'Auth/ForgotPasswordView',
  component: ForgotPasswordView,
  args: { onRequestReset: fn(), onResetPassword: fn(), signInHref: '/auth/login' },
} satisfies Meta<typeof ForgotPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a token: the e-mail to send the link to; a malformed one is refused. */
export const RequestLink: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('E-mail'), 'karim');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(canvas.getByText('Please enter a valid email address.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('E-mail'), '@comptoir.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(args.onRequestReset).toHaveBeenCalledWith('karim@comptoir.test');
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  },
};

export const LinkSent: Story = {
  args: { requestSent: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/a reset link is on its way/);
    await expect(canvas.getByRole('button', { name: 'Send another link' })).toBeEnabled();
  },
};

export const Sending: Story = {
  args: { isPending: true },
  play: waitsOnButton('Sending…'),
};

/** With a token: the new password, twice; too short or different is refused. */
export const SetNewPassword: Story = {
  tags: ['phone-screenshot'],
  args: { token: 'reset-token' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(canvas.getByText('Use at least 8 characters.')).toBeVisible();
    await expect(canvas.getByText('The passwords do not match.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('New password'), '-enough');
    await userEvent.type(canvas.getByLabelText('Repeat the new password'), 'short-enough');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(args.onResetPassword).toHaveBeenCalledWith('short-enough');
  },
};

export const InvalidToken: Story = {
  args: { token: 'expired-token', error: 'Invalid token' },
  play: showsAlert('Invalid token'),
};

/** The e-mailed link came back refused: the page says so over the request form, in French here. */
export const LinkExpiredInFrench: Story = {
  globals: { locale: 'fr' },
  args: { linkExpired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau ci-dessous.',
    );
    await expect(canvas.getByRole('button', { name: 'Envoyer le lien de réinitialisation' })).toBeVisible();
  },
};

export const PasswordChanged: Story = {
  args: { token: 'reset-token', passwordReset: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your password is changed.');
  },
};

/** The new password's form in French, with the messages of its checks. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  args: { token: 'reset-token' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Définir un nouveau mot de passe' }),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Nouveau mot de passe'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    await expect(canvas.getByText('Utilisez au moins 8 caractères.')).toBeVisible();
    await expect(canvas.getByText('Les mots de passe ne correspondent pas.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Retour à la connexion' })).toBeVisible();
    await expect(args.onResetPassword).not.toHaveBeenCalled();
  },
};
