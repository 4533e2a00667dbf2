import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LoginView } from './LoginView';
import { waitsOnButton } from '../../kit/story-helpers/story-helpers';

const meta = {
  title: 'Auth/LoginView',
  component: LoginView,
  args: { onSubmit: fn(), forgotPasswordHref: '/auth/forgot-password' },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  },
};

/** Sending an empty or malformed form names what is missing and sends nothing. */
export const ValidationMessages: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByText('Enter your e-mail address.')).toBeVisible();
    await expect(canvas.getByText('Enter your password.')).toBeVisible();
    await expect(canvas.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(canvas.getByLabelText('E-mail'), 'karim');
    await expect(canvas.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A valid form sends the trimmed e-mail and the password. */
export const Submits: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('E-mail'), ' owner.casablanca@comptoir.test ');
    await userEvent.type(canvas.getByLabelText('Password'), 'Comptoir-Sandbox-2026');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'owner.casablanca@comptoir.test',
      password: 'Comptoir-Sandbox-2026',
    });
  },
};

/** While signing in the button says so and cannot be pressed again. */
export const Pending: Story = {
  args: { isPending: true, defaultEmail: 'owner.casablanca@comptoir.test' },
  play: waitsOnButton('Signing in…'),
};

/** The server's refusal is shown; what was typed stays. */
export const ServerError: Story = {
  tags: ['phone-screenshot'],
  args: { error: 'Invalid email or password', defaultEmail: 'owner.casablanca@comptoir.test' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid email or password');
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('owner.casablanca@comptoir.test');
  },
};

/** The page in French: the form, its link and the messages of its checks. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(canvas.getByText('Saisissez votre adresse e-mail.')).toBeVisible();
    await expect(canvas.getByText('Saisissez votre mot de passe.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('E-mail'), 'karim');
    await expect(canvas.getByText('Veuillez saisir une adresse e-mail valide.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
