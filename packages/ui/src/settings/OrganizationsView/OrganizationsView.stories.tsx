import {
  pageOfList,
  PERMISSION_MESSAGES,
  type Organization,
  type OrganizationDetails,
  type UploadResult,
  type User,
} from '@comptoir/flight-domain';
import { SEED_CREATED_AT, SEED_ORGANIZATIONS, SEED_USERS } from '@comptoir/mock-backend';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyLink } from '../../kit/story-helpers/story-link';
import { dialogClosed, expectFailurePanel, findOpenDialog } from '../../kit/story-helpers/story-helpers';
import type { UploadLogo } from './LogoUploadField';
import { OrganizationsView } from './OrganizationsView';

const never = () => new Promise<never>(() => undefined);
/** A write the server takes a moment to answer, as the sandbox does: a double click lands while it is on its way. */
const slowly = <Result,>(settle: () => Promise<Result>) =>
  fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300)).then(settle));
const query = { page: 1, limit: 10 };

/** A 2×2 PNG, as an upload answers and a logo shows. */
const LOGO_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR42mNk+M9QzwAEjDAGNwMDAwAe6QIBtLKN4wAAAABJRU5ErkJggg==';

const organizations: Organization[] = SEED_ORGANIZATIONS.map(({ id, name, slug, city }) => ({
  id,
  name,
  slug,
  city,
  createdAt: SEED_CREATED_AT,
}));
const [casablanca = organizations[0]] = organizations;
const users: User[] = SEED_USERS.map(({ id, name, email, role, twoFactorEnabled }) => ({
  id,
  name,
  email,
  role,
  twoFactorEnabled,
  banned: false,
  createdAt: SEED_CREATED_AT,
}));
const casablancaAdmin = SEED_USERS.find((user) => user.email === 'admin.casablanca@comptoir.test');
const casablancaMember = users.find((user) => user.email === 'member.casablanca@comptoir.test');
const platformAdmin = SEED_USERS.find((user) => user.role === 'admin');

/** Casablanca's details, `role` the viewer's role in it. */
function detailsOf(role: 'owner' | 'admin'): OrganizationDetails {
  if (casablanca === undefined || casablancaAdmin === undefined) throw new Error('No seed organization');
  return {
    organization: { ...casablanca, logo: LOGO_URL },
    members: [
      {
        id: 'mem_viewer',
        organizationId: casablanca.id,
        userId: casablancaAdmin.id,
        role,
        createdAt: SEED_CREATED_AT,
        user: { id: casablancaAdmin.id, name: casablancaAdmin.name, email: casablancaAdmin.email },
      },
    ],
    balance: 25_000_000,
    markups: [],
  };
}

/** Where the organizations' links were followed, instead of leaving the story. */
const follow = fn();

const meta = {
  title: 'Pages/OrganizationsView',
  component: OrganizationsView,
  args: {
    tab: 'organizations',
    onTabChange: fn(),
    viewer: { userId: casablancaAdmin?.id ?? '', isPlatformAdmin: false },
    organizations: { status: 'success', page: pageOfList(organizations, query, (row) => row.name) },
    users: { status: 'success', page: pageOfList(users, query, (row) => row.email) },
    query,
    onQueryChange: fn(),
    onOpen: fn(),
    organizationHref: (organization) => `/settings/organizations?organization=${organization.id}`,
    linkComponent: storyLink(follow),
    onCloseDetails: fn(),
    details: null,
    onCreate: fn(() => Promise.resolve()),
    onUpload: fn((file: File, onProgress: (fraction: number) => void) => {
      onProgress(1);
      return Promise.resolve<UploadResult>({
        success: true,
        url: LOGO_URL,
        filename: file.name,
        size: file.size,
        type: file.type,
      });
    }),
    onUpdate: fn(() => Promise.resolve()),
    onDelete: fn(() => Promise.resolve()),
    onChangeRole: fn(() => Promise.resolve()),
    onImpersonate: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof OrganizationsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const png = (bytes = 68) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });

async function dialogOf(canvasElement: HTMLElement) {
  return within(await findOpenDialog(canvasElement));
}

async function openCreateDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create organization' }));
  return dialogOf(canvasElement);
}

/**
 * An organization admin's view: every organization of theirs, each name a link to its details; a click
 * elsewhere on a row opens them too.
 */
export const Loaded: Story = {
  tags: ['phone-screenshot'],
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
    await expect(canvas.queryByRole('tab', { name: 'Platform users' })).toBeNull();
    const link = canvas.getByRole('link', { name: new RegExp(casablanca?.name ?? '') });
    const href = `/settings/organizations?organization=${casablanca?.id ?? ''}`;
    await expect(link).toHaveAttribute('href', href);
    await userEvent.click(link);
    await expect(follow).toHaveBeenCalledWith(href, { newTab: false });
    await expect(args.onOpen).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByText(casablanca?.slug ?? ''));
    await expect(args.onOpen).toHaveBeenCalledWith(casablanca);
  },
};

export const Loading: Story = {
  tags: ['phone-screenshot'],
  args: { organizations: { status: 'pending' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/Loading/);
  },
};

export const Empty: Story = {
  tags: ['phone-screenshot'],
  args: { organizations: { status: 'success', page: { items: [], page: 1, limit: 10, total: 0 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing here yet.')).toBeVisible();
  },
};

/** The list call failed: SPEC §8's fallback panel, its message and a retry. */
export const Failed: Story = {
  tags: ['phone-screenshot'],
  args: { organizations: { status: 'error', message: 'Internal server error', onRetry: fn() } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(
      await expectFailurePanel(await canvas.findByRole('alert'), 'Internal server error', userEvent),
    );
    if (args.organizations.status === 'error')
      await expect(args.organizations.onRetry).toHaveBeenCalledOnce();
  },
};

/** An organization's admin opens it: details and the edit form, and no deletion (SPEC §6: owner only). */
export const DetailsForAnAdmin: Story = {
  tags: ['phone-screenshot'],
  args: { details: { status: 'success', data: detailsOf('admin') } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('heading', { name: casablanca?.name ?? '' })).toBeVisible();
    await expect(dialog.getByRole('form', { name: 'Save changes' })).toBeVisible();
    await expect(dialog.getByText("Only the organization's owner may delete it.")).toBeVisible();
    await expect(dialog.queryByRole('button', { name: /^Delete / })).toBeNull();
  },
};

/** The details loading, then failed with a retry. */
export const DetailsFailed: Story = {
  args: {
    details: { status: 'error', message: PERMISSION_MESSAGES.notAuthorized, refused: true, onRetry: fn() },
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent(PERMISSION_MESSAGES.notAuthorized);
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    if (args.details?.status === 'error') await expect(args.details.onRetry).toHaveBeenCalledOnce();
  },
};

/** A city changed and saved: the update sent once with the form's body. */
export const EditSaved: Story = {
  args: {
    details: { status: 'success', data: detailsOf('admin') },
    onUpdate: slowly(() => Promise.resolve()),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const city = dialog.getByRole('textbox', { name: 'City' });
    await userEvent.clear(city);
    await userEvent.type(city, 'Mohammedia');
    await userEvent.dblClick(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(await dialog.findByText('Changes saved.')).toBeVisible();
    await expect(args.onUpdate).toHaveBeenCalledOnce();
    await expect(args.onUpdate).toHaveBeenCalledWith(
      expect.objectContaining({ id: casablanca?.id }),
      expect.objectContaining({ city: 'Mohammedia', logo: LOGO_URL }),
    );
  },
};

/** Its owner deletes it: the slug typed first, then sent once under a double click; a refusal shown. */
export const DeletedByTheOwner: Story = {
  tags: ['phone-screenshot'],
  args: {
    details: { status: 'success', data: detailsOf('owner') },
    onDelete: slowly(() => Promise.reject(new Error(PERMISSION_MESSAGES.unauthorized('organization')))),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const slug = casablanca?.slug ?? '';
    const remove = dialog.getByRole('button', { name: `Delete ${casablanca?.name ?? ''}` });
    await expect(remove).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: `Type ${slug} to confirm` }), slug);
    await userEvent.dblClick(remove);
    await expect(await dialog.findByText(PERMISSION_MESSAGES.unauthorized('organization'))).toBeVisible();
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

/** A new organization: the slug follows the name, the PNG logo uploaded and previewed, created once. */
export const CreateWithLogo: Story = {
  args: { onCreate: slowly(() => Promise.resolve()) },
  play: async ({ args, canvasElement }) => {
    const dialog = await openCreateDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Sahara Voyages Fès');
    await expect(dialog.getByRole('textbox', { name: 'Slug' })).toHaveValue('sahara-voyages-fes');
    await userEvent.type(dialog.getByRole('textbox', { name: 'City' }), 'Fès');
    await userEvent.upload(dialog.getByLabelText('Logo'), png());
    await expect(await dialog.findByRole('img', { name: 'Logo preview' })).toBeVisible();
    await userEvent.dblClick(dialog.getByRole('button', { name: 'Create organization' }));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledOnce());
    await expect(args.onCreate).toHaveBeenCalledWith({
      name: 'Sahara Voyages Fès',
      slug: 'sahara-voyages-fes',
      city: 'Fès',
      logo: LOGO_URL,
    });
    await dialogClosed(canvasElement);
  },
};

/** The upload on its way: its progress, and the create button waiting for it. */
export const LogoUploading: Story = {
  tags: ['phone-screenshot'],
  args: {
    onUpload: fn((_file: File, onProgress: (fraction: number) => void) => {
      onProgress(0.4);
      return never();
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openCreateDialog(canvasElement);
    await userEvent.upload(dialog.getByLabelText('Logo'), png());
    await expect(await dialog.findByRole('progressbar', { name: 'Logo upload' })).toBeVisible();
    await expect(dialog.getByText('Uploading… 40 %')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create organization' })).toBeDisabled();
  },
};

/** A GIF refused before sending; then the upload result's own error shown (SPEC §3). */
export const LogoRefused: Story = {
  args: {
    onUpload: fn<UploadLogo>(() =>
      Promise.resolve<UploadResult>({ success: false, error: 'logo.png: the storage is full, try later.' }),
    ),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await openCreateDialog(canvasElement);
    const input = dialog.getByLabelText('Logo');
    await userEvent.upload(input, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'logo.gif is not a PNG, JPEG or WebP picture.',
    );
    await expect(args.onUpload).not.toHaveBeenCalled();
    await userEvent.upload(input, png());
    await expect(await dialog.findByText('logo.png: the storage is full, try later.')).toBeVisible();
  },
};

/** A platform admin's second tab: the platform's users, a role set and an impersonation sent once. */
export const PlatformUsers: Story = {
  tags: ['phone-screenshot'],
  args: {
    tab: 'users',
    viewer: { userId: platformAdmin?.id ?? '', isPlatformAdmin: true },
    onImpersonate: fn(never),
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const name = casablancaMember?.name ?? '';
    await expect(canvas.getByRole('tab', { name: 'Platform users', selected: true })).toBeVisible();
    // The tab's code comes when it is first shown.
    await expect(await canvas.findByRole('table', { name: 'Users' })).toHaveTextContent(
      platformAdmin?.name ?? '',
    );
    await userEvent.click(canvas.getByRole('combobox', { name: `Platform role of ${name}` }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Admin' }),
    );
    await expect(args.onChangeRole).toHaveBeenCalledWith(casablancaMember, 'admin');
    await userEvent.dblClick(canvas.getByRole('button', { name: `Impersonate ${name}` }));
    await expect(args.onImpersonate).toHaveBeenCalledOnce();
    await expect(
      canvas.queryByRole('button', { name: `Impersonate ${platformAdmin?.name ?? ''}` }),
    ).toBeNull();
  },
};

/** The users call failed: its message and a retry, in the users' tab. */
export const PlatformUsersFailed: Story = {
  args: {
    tab: 'users',
    viewer: { userId: platformAdmin?.id ?? '', isPlatformAdmin: true },
    users: {
      status: 'error',
      message: PERMISSION_MESSAGES.unauthorized('user'),
      refused: true,
      onRetry: fn(),
    },
  },
  play: async ({ canvas }) => {
    // A refusal (SPEC §6): its message shown as it is.
    await expect(await canvas.findByText(PERMISSION_MESSAGES.unauthorized('user'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The page in French, as a platform admin sees it: the organizations' table, then the platform users'. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  args: { viewer: { userId: platformAdmin?.id ?? '', isPlatformAdmin: true } },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Organisations' })).toBeVisible();
    await expect(canvas.getByText('Les agences sur Comptoir et leurs utilisateurs.')).toBeVisible();
    const organizations = within(canvas.getByRole('table', { name: 'Organisations' }));
    await expect(organizations.getByRole('columnheader', { name: 'Ville' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Créer une organisation' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Utilisateurs de la plateforme' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('users');
    // The tab clicked keeps the focus, whose ring would otherwise be in the screenshot.
    const focused = canvasElement.ownerDocument.activeElement;
    if (focused instanceof HTMLElement) focused.blur();
  },
};

/** The platform users' table in French: its columns, a role's select, impersonation. */
export const PlatformUsersInFrench: Story = {
  ...PlatformUsers,
  tags: [],
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    const name = casablancaMember?.name ?? '';
    const users = within(await canvas.findByRole('table', { name: 'Utilisateurs' }));
    await expect(users.getByRole('columnheader', { name: 'Double authentification' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: `Rôle sur la plateforme de ${name}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Emprunter l'identité de ${name}` })).toBeVisible();
    await expect(users.getByText(/\(vous\)$/)).toBeVisible();
  },
};

/** The creation in French, opened with its button: its fields, and a name and a slug refused. */
export const CreateInFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Créer une organisation' }));
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('heading', { name: 'Créer une organisation' })).toBeVisible();
    await expect(dialog.getByText('Vous en devenez le propriétaire.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Identifiant' }), 'Sahara Fès');
    await userEvent.click(dialog.getByRole('button', { name: 'Créer une organisation' }));
    await expect(dialog.getByText("Saisissez le nom de l'organisation")).toBeVisible();
    await expect(
      dialog.getByText('Utilisez des minuscules, des chiffres et des tirets, par ex. atlas-voyages'),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Ville' })).toBeVisible();
    await expect(dialog.getByText('PNG, JPEG ou WebP, 1 Mo au plus.')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** An organization opened by its owner, in French: its summary, its edit form and its deletion. */
export const DetailsInFrench: Story = {
  globals: { locale: 'fr' },
  args: { details: { status: 'success', data: detailsOf('owner') } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('Détails, modifications et suppression.')).toBeVisible();
    await expect(dialog.getByText('Règles de majoration')).toBeVisible();
    await expect(dialog.getByRole('form', { name: 'Enregistrer les modifications' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Aperçu du logo' })).toBeVisible();
    const slug = casablanca?.slug ?? '';
    await expect(dialog.getByRole('textbox', { name: `Saisissez ${slug} pour confirmer` })).toBeVisible();
    await expect(dialog.getByRole('button', { name: `Supprimer ${casablanca?.name ?? ''}` })).toBeDisabled();
  },
};
