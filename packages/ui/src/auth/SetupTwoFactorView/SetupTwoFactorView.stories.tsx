import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SetupTwoFactorView } from './SetupTwoFactorView';
import { showsAlert, waitsOnButton } from '../../kit/story-helpers/story-helpers';

const setup = {
  totpUri:
    'otpauth://totp/Comptoir%20Sandbox:new.agent%40comptoir.test?secret=JBSWY3DPEHPK3PXP&issuer=Comptoir%20Sandbox&digits=6&period=30',
  backupCodes: Array.from({ length: 10 }, (_, index) => `jbswy-bk${String(index).padStart(3, '0')}`),
};

const meta = {
  title: 'Auth/SetupTwoFactorView',
  component: SetupTwoFactorView,
  args: { onEnable: fn(), onConfirm: fn() },
} satisfies Meta<typeof SetupTwoFactorView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the password enables two-factor; an empty one is refused. */
export const PasswordStep: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Enter your password.')).toBeVisible();
    await expect(args.onEnable).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Password'), 'Comptoir-Sandbox-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onEnable).toHaveBeenCalledWith('Comptoir-Sandbox-2026');
  },
};

export const Enabling: Story = {
  args: { isPending: true },
  play: waitsOnButton('Enabling…'),
};

export const WrongPassword: Story = {
  args: { error: 'Invalid password' },
  play: showsAlert('Invalid password'),
};

/** Step 2: the QR code, the key, the backup codes, then a first code confirms. */
export const ConfirmStep: Story = {
  tags: ['phone-screenshot'],
  args: { setup },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expect(canvas.getByText('JBSWY3DPEHPK3PXP')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and finish' }));
    await expect(canvas.getByText('Enter the 6-digit code.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Code from your authenticator app'), '246810');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and finish' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('246810');
  },
};

export const WrongCode: Story = {
  args: { setup, error: 'Invalid code' },
  play: showsAlert('Invalid code'),
};

/** The second step in French: the QR code, the backup codes and the code's check. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  args: { setup },
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Configurer la double authentification' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: "QR code pour votre application d'authentification" }),
    ).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Codes de secours' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmer et terminer' }));
    await expect(canvas.getByText('Saisissez le code à 6 chiffres.')).toBeVisible();
  },
};
