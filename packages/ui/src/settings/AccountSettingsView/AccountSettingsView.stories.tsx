import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectFailurePanel } from '../../kit/story-helpers/story-helpers';
import { AccountSettingsView } from './AccountSettingsView';
import { m } from '../../i18n/paraglide/messages.js';
import {
  casablancaInFull,
  casablancaOrganization,
  marrakechOrganization,
  newBackupCodes,
  ownerProfile,
} from './settings-fixtures';

const never = () => new Promise<never>(() => undefined);
const retryTeams = fn();
const retryOrganization = fn();

const meta = {
  title: 'Pages/AccountSettingsView',
  component: AccountSettingsView,
  args: {
    profile: ownerProfile,
    organizations: [casablancaOrganization, marrakechOrganization],
    activeOrganizationId: casablancaOrganization.id,
    teams: { status: 'success', data: [{ id: 'team_desk', name: 'Ticketing desk' }] },
    organization: { status: 'success', data: casablancaInFull },
    onSwitchOrganization: fn(() => Promise.resolve()),
    onRegenerateBackupCodes: fn(() => Promise.resolve(newBackupCodes)),
    onDisableTwoFactor: fn(() => Promise.resolve()),
    onSendOtp: fn(() => Promise.resolve()),
    onVerifyOtp: fn(() => Promise.resolve()),
    language: 'en',
    onChangeLanguage: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof AccountSettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner of Atlas Voyages Casablanca: profile, security, organizations, team and members. */
export const Loaded: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const profile = within(canvas.getByRole('region', { name: 'Profile' }));
    await expect(profile.getByText(ownerProfile.email)).toBeVisible();
    await expect(profile.getByText('Owner')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Your teams' })).toHaveTextContent('Ticketing desk');
    await expect(canvas.getByRole('table')).toHaveTextContent(casablancaInFull.members[0]?.email ?? '');
  },
};

/** The teams and the organization on their way. */
export const Loading: Story = {
  tags: ['phone-screenshot'],
  args: { teams: { status: 'pending' }, organization: { status: 'pending' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your teams…')).toBeVisible();
    await expect(canvas.getByText('Loading the organization…')).toBeVisible();
  },
};

/** No team and no active organization. */
export const Empty: Story = {
  tags: ['phone-screenshot'],
  args: {
    profile: { ...ownerProfile, organizationRole: null },
    organizations: [],
    activeOrganizationId: null,
    teams: { status: 'success', data: [] },
    organization: { status: 'success', data: null },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You belong to no team.')).toBeVisible();
    await expect(canvas.getByText('No active organization.')).toBeVisible();
  },
};

/** Both calls failed: each block says why and tries again on its own. */
export const Failed: Story = {
  tags: ['phone-screenshot'],
  args: {
    teams: { status: 'error', message: 'Internal server error', onRetry: retryTeams },
    organization: { status: 'error', message: 'Network Error', onRetry: retryOrganization },
  },
  play: async ({ canvas, userEvent }) => {
    const [teams, organization] = await canvas.findAllByRole('alert');
    const teamsRetry = await expectFailurePanel(teams, 'Internal server error', userEvent);
    const organizationRetry = await expectFailurePanel(organization, 'Network Error', userEvent);
    await userEvent.click(teamsRetry);
    await expect(retryTeams).toHaveBeenCalledTimes(1);
    await userEvent.click(organizationRetry);
    await expect(retryOrganization).toHaveBeenCalledTimes(1);
  },
};

/** New backup codes, shown once with copy and download. */
export const BackupCodesRegenerated: Story = {
  tags: ['phone-screenshot'],
  play: async ({ args, canvas, userEvent }) => {
    const form = within(canvas.getByRole('form', { name: 'Regenerate backup codes' }));
    await userEvent.type(form.getByLabelText('Current password'), 'Comptoir-Sandbox-2026');
    await userEvent.click(form.getByRole('button', { name: 'Regenerate backup codes' }));
    await expect(args.onRegenerateBackupCodes).toHaveBeenCalledTimes(1);
    await expect(args.onRegenerateBackupCodes).toHaveBeenCalledWith('Comptoir-Sandbox-2026');
    const codes = await canvas.findByRole('list', { name: 'New backup codes' });
    await expect(within(codes).getAllByRole('listitem')).toHaveLength(newBackupCodes.length);
    await expect(canvas.getByRole('button', { name: 'Copy codes' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Download as .txt' })).toBeEnabled();
  },
};

/** A wrong password: the server's refusal, the password kept to correct. */
export const BackupCodesRefused: Story = {
  args: { onRegenerateBackupCodes: fn(() => Promise.reject(new Error('Invalid password'))) },
  play: async ({ canvas, userEvent }) => {
    const form = within(canvas.getByRole('form', { name: 'Regenerate backup codes' }));
    await userEvent.type(form.getByLabelText('Current password'), 'wrong');
    await userEvent.click(form.getByRole('button', { name: 'Regenerate backup codes' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Invalid password');
    await expect(form.getByLabelText('Current password')).toHaveValue('wrong');
  },
};

/** Sent without a password: said at the field, nothing sent. */
export const PasswordMissing: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const form = within(canvas.getByRole('form', { name: 'Disable two-factor' }));
    await userEvent.click(form.getByRole('button', { name: 'Disable two-factor' }));
    await expect(form.getByText(m.settings_password_required())).toBeVisible();
    await expect(args.onDisableTwoFactor).not.toHaveBeenCalled();
  },
};

/** Turning two-factor off, double-clicked while on its way: sent once. */
export const DisablingTwoFactor: Story = {
  tags: ['phone-screenshot'],
  args: { onDisableTwoFactor: fn(never) },
  play: async ({ args, canvas, userEvent }) => {
    const form = within(canvas.getByRole('form', { name: 'Disable two-factor' }));
    await userEvent.type(form.getByLabelText('Current password'), 'Comptoir-Sandbox-2026');
    await userEvent.dblClick(form.getByRole('button', { name: 'Disable two-factor' }));
    await expect(args.onDisableTwoFactor).toHaveBeenCalledTimes(1);
    await expect(form.getByRole('button', { name: 'Disabling…' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** An e-mailed code sent, typed and checked. */
export const EmailCodeChecked: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send a code by e-mail' }));
    await expect(args.onSendOtp).toHaveBeenCalledTimes(1);
    await userEvent.type(await canvas.findByLabelText('Code from the e-mail'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Check code' }));
    await expect(args.onVerifyOtp).toHaveBeenCalledWith('123456');
    await expect(await canvas.findByText('The code works: e-mailed codes reach you.')).toBeVisible();
  },
};

/** A wrong e-mailed code: the server's refusal, the code kept. */
export const EmailCodeRefused: Story = {
  args: { onVerifyOtp: fn(() => Promise.reject(new Error('Invalid code'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send a code by e-mail' }));
    await userEvent.type(await canvas.findByLabelText('Code from the e-mail'), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Check code' }));
    await expect(await canvas.findByText('Invalid code')).toBeVisible();
    await expect(canvas.getByLabelText('Code from the e-mail')).toHaveValue('000000');
  },
};

/** Switching to another organization, double-clicked: asked once, the other buttons wait. */
export const SwitchingOrganization: Story = {
  tags: ['phone-screenshot'],
  args: { onSwitchOrganization: fn(never) },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.dblClick(canvas.getByRole('button', { name: `Switch to ${marrakechOrganization.name}` }));
    await expect(args.onSwitchOrganization).toHaveBeenCalledTimes(1);
    await expect(args.onSwitchOrganization).toHaveBeenCalledWith(marrakechOrganization.id);
  },
};

/** The interface's language chosen from the profile: saved once, under a double choice too. */
export const LanguageChosen: Story = {
  tags: ['no-screenshot'],
  parameters: {
    screenshot: {
      skipReason: "Ends as Loaded is drawn: the language is the callback's, the page unchanged.",
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    const language = canvas.getByRole('combobox', { name: 'Language' });
    await expect(language).toHaveTextContent('English');
    await userEvent.click(language);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Français' }));
    await expect(args.onChangeLanguage).toHaveBeenCalledTimes(1);
    await expect(args.onChangeLanguage).toHaveBeenCalledWith('fr');
  },
};

/** The page in French: headings, facts, roles and the language named in itself. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  args: { language: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
    const profile = within(canvas.getByRole('region', { name: 'Profil' }));
    await expect(profile.getByText('Propriétaire')).toBeVisible();
    await expect(profile.getByRole('combobox', { name: 'Langue' })).toHaveTextContent('Français');
    await expect(canvas.getByRole('region', { name: 'Sécurité' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Vos équipes' })).toHaveTextContent('Ticketing desk');
    await expect(canvas.getByRole('button', { name: 'Générer de nouveaux codes de secours' })).toBeVisible();
  },
};
