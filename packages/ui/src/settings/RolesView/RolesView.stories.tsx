import { db, SEED_CREATED_AT, SEED_ORGANIZATIONS } from '@comptoir/mock-backend';
import type { Role } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { expectFailurePanel } from '../../kit/story-helpers/story-helpers';
import { RolesView } from './RolesView';

const never = () => new Promise<never>(() => undefined);
const [casablanca] = SEED_ORGANIZATIONS;

/** The sandbox's built-in roles (seeded from flight-domain's statements) and one custom role. */
const builtIn: Role[] = structuredClone(db.roles.filter((role) => role.organizationId === null));
const teamLead: Role = {
  id: 'role-000001',
  name: 'team-lead',
  description: 'Runs the teams, invites',
  organizationId: casablanca.id,
  permissions: { invitation: ['create'], team: ['create', 'update'] },
  createdAt: SEED_CREATED_AT,
};
const roles = [...builtIn, teamLead];
const retryRoles = fn();

const meta = {
  title: 'Pages/RolesView',
  component: RolesView,
  args: {
    viewer: { role: 'owner', isPlatformAdmin: false },
    roles: { status: 'success', data: roles },
    onEdit: fn(),
    onCreate: fn(() => Promise.resolve()),
    onUpdate: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof RolesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's view: the roles, the matrix of every role, the checker. */
export const Loaded: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Roles & permissions' })).toBeVisible();
    const matrix = within(canvas.getByRole('table', { name: 'Permission matrix' }));
    await expect(matrix.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Resource',
      'Action',
      'owner',
      'admin',
      'member',
      'team-lead',
    ]);
    // Organization · delete: the owner only (SPEC §6).
    const deleting = matrix
      .getAllByRole('row')
      .find((row) => row.textContent.startsWith('Organizationdelete'));
    await expect(
      [...(deleting?.querySelectorAll('[data-granted]') ?? [])].map((cell) =>
        cell.getAttribute('data-granted'),
      ),
    ).toEqual(['true', 'false', 'false', 'false']);
    await expect(canvas.getByRole('button', { name: 'Edit team-lead' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit owner' })).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['phone-screenshot'],
  args: { roles: { status: 'pending' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the roles…')).toBeVisible();
  },
};

/** The roles call failed: SPEC §8's fallback panel, its message and a retry. */
export const Failed: Story = {
  tags: ['phone-screenshot'],
  args: { roles: { status: 'error', message: 'Internal server error', onRetry: retryRoles } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await expectFailurePanel(await canvas.findByRole('alert'), 'Internal server error', userEvent),
    );
    await expect(retryRoles).toHaveBeenCalledTimes(1);
  },
};

/** A member (SPEC §6: read on access control only) is refused every change: no new role, no edit. */
export const ForbiddenForAMember: Story = {
  tags: ['phone-screenshot'],
  args: { viewer: { role: 'member', isPlatformAdmin: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/only reads access control/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'New role' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Edit team-lead' })).toBeNull();
  },
};

/** "Can role X do Y?": member,admin may add members (admin does); member alone is refused; OR. */
export const CheckerInUse: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas, userEvent }) => {
    const checker = within(canvas.getByRole('form', { name: 'Check a permission' }));
    await userEvent.click(checker.getByRole('button', { name: 'Check' }));
    await expect(checker.getByText('Enter one role or several, separated by commas')).toBeVisible();
    await userEvent.type(checker.getByLabelText('Roles'), 'member,admin');
    await userEvent.click(checker.getByRole('combobox', { name: 'Resource' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Members' }));
    const actions = await checker.findByRole('group', { name: 'Actions' });
    await userEvent.click(within(actions).getByLabelText('create'));
    await userEvent.click(checker.getByRole('button', { name: 'Check' }));
    await expect(checker.getByRole('status')).toHaveTextContent(
      'Allowed: the role admin grants every one of these actions.',
    );
    await userEvent.clear(checker.getByLabelText('Roles'));
    await userEvent.type(checker.getByLabelText('Roles'), 'member');
    await userEvent.click(checker.getByRole('button', { name: 'Check' }));
    await expect(checker.getByRole('status')).toHaveTextContent(
      'Refused: unauthorized to access resource "member"',
    );
    await expect(checker.getByLabelText('Roles')).toHaveValue('member');
  },
};

/** A new role: what is missing said at its field, then sent once under a double click. */
export const CreatingRole: Story = {
  args: { onCreate: fn(never) },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New role' }));
    const form = within(await canvas.findByRole('form', { name: 'Create role' }));
    await userEvent.type(form.getByLabelText('Name'), 'auditor');
    await userEvent.click(form.getByRole('button', { name: 'Create role' }));
    await expect(form.getByText('Choose at least one permission')).toBeVisible();
    await expect(form.getByLabelText('Name')).toHaveValue('auditor');
    await userEvent.click(within(form.getByRole('group', { name: 'Access control' })).getByLabelText('read'));
    await userEvent.dblClick(form.getByRole('button', { name: 'Create role' }));
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
    await expect(args.onCreate).toHaveBeenCalledWith({ name: 'auditor', permissions: { ac: ['read'] } });
  },
};

/** A custom role opened (GET /roles/{id}) and saved with one more permission. */
export const EditingRole: Story = {
  args: { edited: { status: 'success', data: teamLead } },
  play: async ({ args, canvas, userEvent }) => {
    const form = within(await canvas.findByRole('form', { name: 'Save team-lead' }));
    await expect(form.getByLabelText('Name')).toHaveValue('team-lead');
    await userEvent.click(within(form.getByRole('group', { name: 'Teams' })).getByLabelText('delete'));
    await userEvent.click(form.getByRole('button', { name: 'Save team-lead' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(teamLead.id, {
      name: 'team-lead',
      description: 'Runs the teams, invites',
      permissions: { invitation: ['create'], team: ['create', 'update', 'delete'] },
    });
    await expect(args.onEdit).toHaveBeenCalledWith(null);
  },
};

/** The page in French: the roles, the matrix's resources, the checker's answer and its own checks. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rôles et autorisations' })).toBeVisible();
    const matrix = within(canvas.getByRole('table', { name: 'Matrice des autorisations' }));
    await expect(matrix.getByRole('columnheader', { name: 'Ressource' })).toBeVisible();
    await expect(matrix.getAllByRole('cell', { name: "Contrôle d'accès" }).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Modifier team-lead' })).toBeVisible();
    const checker = within(canvas.getByRole('form', { name: 'Vérifier une autorisation' }));
    await userEvent.click(checker.getByRole('button', { name: 'Vérifier' }));
    await expect(checker.getByText('Saisissez un rôle ou plusieurs, séparés par des virgules')).toBeVisible();
    await userEvent.type(checker.getByLabelText('Rôles'), 'member');
    await userEvent.click(checker.getByRole('button', { name: 'Vérifier' }));
    await expect(checker.getByText('Choisissez au moins une action')).toBeVisible();
  },
};
