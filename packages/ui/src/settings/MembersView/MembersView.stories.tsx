import { INVALID_EMAIL_MESSAGE, ORGANIZATION_ID_REQUIRED_MESSAGE, pageOfList } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import {
  casablancaInFull,
  casablancaOrganization,
  marrakechOrganization,
} from '../AccountSettingsView/settings-fixtures';
import { useEffect, useState } from 'react';
import { expectFailurePanel } from '../../kit/story-helpers/story-helpers';
import { MembersView, type MembersViewProps } from './MembersView';

const never = () => new Promise<never>(() => undefined);
const query = { page: 1, limit: 10 };
const page = pageOfList(casablancaInFull.members, query, (member) => member.email);
const [, firstMember] = casablancaInFull.members;
const memberName = firstMember?.name ?? '';
const retryMembers = fn();

const meta = {
  title: 'Pages/MembersView',
  component: MembersView,
  args: {
    organizationName: casablancaInFull.name,
    viewerRole: 'owner',
    viewerIsPlatformAdmin: false,
    members: { status: 'success', page },
    query,
    onQueryChange: fn(),
    organizations: [casablancaOrganization, marrakechOrganization],
    defaultOrganizationId: casablancaOrganization.id,
    onInvite: fn(() => Promise.resolve()),
    onChangeRole: fn(() => Promise.resolve()),
    onRemove: fn(() => Promise.resolve()),
    invitations: {
      status: 'success',
      data: casablancaInFull.invitations.map(({ id, email, role }) => ({ id, email, role })),
    },
    onCancelInvitation: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof MembersView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's view: every member with a role select and removal, the invite form, one invitation. */
export const Loaded: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Members' })).toHaveTextContent(memberName);
    await expect(await canvas.findByRole('form', { name: 'Invite a member' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Pending invitations' })).toHaveTextContent(
      'new.agent@comptoir.test',
    );
  },
};

export const Loading: Story = {
  tags: ['phone-screenshot'],
  args: { members: { status: 'pending' }, invitations: { status: 'pending' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the invitations…')).toBeVisible();
  },
};

export const Empty: Story = {
  tags: ['phone-screenshot'],
  args: {
    members: { status: 'success', page: { items: [], page: 1, limit: 10, total: 0 } },
    invitations: { status: 'success', data: [] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing here yet.')).toBeVisible();
    await expect(canvas.getByText('No invitation is waiting.')).toBeVisible();
  },
};

/** The members call failed: SPEC §8's fallback panel, its message and a retry. */
export const Failed: Story = {
  tags: ['phone-screenshot'],
  args: { members: { status: 'error', message: 'Internal server error', onRetry: retryMembers } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await expectFailurePanel(await canvas.findByRole('alert'), 'Internal server error', userEvent),
    );
    await expect(retryMembers).toHaveBeenCalledTimes(1);
  },
};

/** A plain member reads (SPEC §6: read on access control only): no invite, no role change, no removal. */
export const ReadOnlyForAMember: Story = {
  tags: ['phone-screenshot'],
  args: { viewerRole: 'member' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('form', { name: 'Invite a member' })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: `Role of ${memberName}` })).toBeNull();
    await expect(canvas.queryByRole('button', { name: `Remove ${memberName}` })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Cancel invitation/ })).toBeNull();
  },
};

/** A custom role that may add members and nothing else: the invite form, but no role change or removal. */
export const CustomRoleViewer: Story = {
  tags: ['phone-screenshot'],
  args: {
    viewerRole: 'member,desk-lead',
    customRoles: [{ name: 'desk-lead', permissions: { member: ['create'] } }],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('form', { name: 'Invite a member' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: `Role of ${memberName}` })).toBeNull();
    await expect(canvas.queryByRole('button', { name: `Remove ${memberName}` })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Cancel invitation/ })).toBeNull();
  },
};

/** The organization's custom roles are offered after the built-in ones; choosing one sends its name. */
export const CustomRoleGiven: Story = {
  tags: ['no-screenshot'],
  parameters: {
    screenshot: { skipReason: "Ends as RoleChanged does: the role is the callback's, the list unchanged." },
  },
  args: { customRoles: [{ name: 'desk-lead', permissions: { member: ['create'] } }] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: `Role of ${memberName}` }));
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Admin',
      'Owner',
      'Member',
      'desk-lead',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'desk-lead' }));
    await expect(args.onChangeRole).toHaveBeenCalledTimes(1);
    await expect(args.onChangeRole).toHaveBeenCalledWith(firstMember, 'desk-lead');
  },
};

/** A bad e-mail and no organization: SPEC §5's messages at their fields, nothing sent, nothing lost. */
export const InviteInvalid: Story = {
  tags: ['phone-screenshot'],
  args: { defaultOrganizationId: null },
  play: async ({ args, canvas, userEvent }) => {
    const form = within(await canvas.findByRole('form', { name: 'Invite a member' }));
    await userEvent.type(form.getByLabelText('E-mail'), 'karim@agency');
    await userEvent.click(form.getByRole('button', { name: 'Invite' }));
    await expect(form.getByText(INVALID_EMAIL_MESSAGE)).toBeVisible();
    await expect(form.getByText(ORGANIZATION_ID_REQUIRED_MESSAGE)).toBeVisible();
    await expect(form.getByLabelText('E-mail')).toHaveValue('karim@agency');
    await expect(args.onInvite).not.toHaveBeenCalled();
  },
};

/** An invite with two roles, double-clicked while on its way: sent once. */
export const Inviting: Story = {
  tags: ['phone-screenshot'],
  args: { onInvite: fn(never) },
  play: async ({ args, canvas, userEvent }) => {
    const form = within(await canvas.findByRole('form', { name: 'Invite a member' }));
    await userEvent.type(form.getByLabelText('E-mail'), 'zoe@comptoir.test');
    await userEvent.click(form.getByRole('checkbox', { name: 'Admin' }));
    await userEvent.dblClick(form.getByRole('button', { name: 'Invite' }));
    await expect(args.onInvite).toHaveBeenCalledTimes(1);
    await expect(args.onInvite).toHaveBeenCalledWith({
      email: 'zoe@comptoir.test',
      role: ['admin', 'member'],
      organizationId: casablancaOrganization.id,
    });
  },
};

/** The server refused the invite: its message, the e-mail kept. */
export const InviteRefused: Story = {
  args: { onInvite: fn(() => Promise.reject(new Error('zoe@comptoir.test is already a member.'))) },
  play: async ({ canvas, userEvent }) => {
    const form = within(await canvas.findByRole('form', { name: 'Invite a member' }));
    await userEvent.type(form.getByLabelText('E-mail'), 'zoe@comptoir.test');
    await userEvent.click(form.getByRole('button', { name: 'Invite' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('already a member');
    await expect(form.getByLabelText('E-mail')).toHaveValue('zoe@comptoir.test');
  },
};

/** A member made admin: the change is sent once with the new role. */
export const RoleChanged: Story = {
  tags: ['phone-screenshot'],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: `Role of ${memberName}` }));
    await userEvent.click(await screen.findByRole('option', { name: 'Member' }));
    await expect(args.onChangeRole).toHaveBeenCalledTimes(1);
    await expect(args.onChangeRole).toHaveBeenCalledWith(firstMember, 'member');
  },
};

/**
 * The view rendered again and again while it is used, as the page renders it when a query answers: new
 * callbacks and a new list of custom roles each time.
 */
function RenderedAgain(args: MembersViewProps) {
  const [, setRenders] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setRenders((renders) => renders + 1), 40);
    return () => clearInterval(timer);
  }, []);
  return (
    <MembersView
      {...args}
      customRoles={[...(args.customRoles ?? [])]}
      onChangeRole={(member, role) => args.onChangeRole(member, role)}
      onRemove={(member) => args.onRemove(member)}
    />
  );
}

/**
 * While the page renders the view again (its queries answering), an open role select stays open and a
 * removal's confirmation stays asked: the cells are not mounted anew, so what they hold is kept.
 */
export const UsedWhileThePageRendersAgain: Story = {
  args: { customRoles: [{ name: 'desk-lead', permissions: { member: ['create'] } }] },
  render: (args) => <RenderedAgain {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const renders = () => new Promise((resolve) => setTimeout(resolve, 200));
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${memberName}` }));
    await userEvent.click(canvas.getByRole('combobox', { name: `Role of ${memberName}` }));
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await renders();
    await expect(screen.getByRole('listbox')).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: 'desk-lead' }));
    await expect(args.onChangeRole).toHaveBeenCalledTimes(1);
    await expect(args.onChangeRole).toHaveBeenCalledWith(firstMember, 'desk-lead');
    await renders();
    await expect(canvas.getByRole('button', { name: `Yes, remove ${memberName}` })).toBeVisible();
  },
};

/** Removing asks in the row, then sends once under a double click. */
export const Removing: Story = {
  tags: ['phone-screenshot'],
  args: { onRemove: fn(never) },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${memberName}` }));
    await userEvent.dblClick(canvas.getByRole('button', { name: `Yes, remove ${memberName}` }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** An invitation cancelled. */
export const InvitationCancelled: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Cancel invitation of new.agent@comptoir.test' }),
    );
    await expect(args.onCancelInvitation).toHaveBeenCalledTimes(1);
  },
};

/** The page in French: the table with its roles, the invite form's checks, the invitations. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Membres' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Membres' });
    await expect(within(table).getByRole('columnheader', { name: 'Rôle' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: `Rôle de ${memberName}` })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pages : Membres' })).toHaveTextContent(
      'Page 1 sur 1',
    );
    const form = within(await canvas.findByRole('form', { name: 'Inviter un membre' }));
    await userEvent.type(form.getByLabelText('E-mail'), 'karim');
    await userEvent.click(form.getByRole('button', { name: 'Inviter' }));
    await expect(form.getByText('Veuillez saisir une adresse e-mail valide.')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Invitations en attente' })).toBeVisible();
  },
};
