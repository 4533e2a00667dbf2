import { Heading, Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyLink } from '../story-helpers/story-link';
import { animationsSettled, dialogClosed, phone } from '../story-helpers/story-helpers';
import { AppShell } from './AppShell';
import { NavigationCount } from './NavigationCount';
import { OrganizationSwitcher } from './OrganizationSwitcher';
import type { AppShellUser } from './types';

const organizations = [
  { id: 'org_atlas', name: 'Atlas Voyages' },
  { id: 'org_sahara', name: 'Sahara Travel' },
  { id: 'org_rif', name: 'Rif Tours' },
];

const admin: AppShellUser = {
  name: 'Zineb Alaoui',
  email: 'zineb@atlas-voyages.ma',
  role: 'admin',
  twoFactorEnabled: true,
};
const owner: AppShellUser = {
  name: 'Karim Bennani',
  email: 'karim@atlas-voyages.ma',
  role: 'user,owner',
  twoFactorEnabled: true,
};
const member: AppShellUser = {
  name: 'Salma Idrissi',
  email: 'salma@atlas-voyages.ma',
  role: 'user,member',
  twoFactorEnabled: true,
};

const switchOrganization = fn();
/** The switcher the app hands the shell, over these organizations. */
const switcher = (props: Partial<Parameters<typeof OrganizationSwitcher>[0]>) => (
  <OrganizationSwitcher
    organizations={organizations}
    activeOrganizationId="org_atlas"
    onSwitchOrganization={switchOrganization}
    {...props}
  />
);

/** Stands in for the router: records where a link leads instead of leaving the story. */
const navigate = fn();
const RouterLink = storyLink((href) => {
  navigate(href);
});

const meta = {
  title: 'App/AppShell',
  component: AppShell,
  args: {
    user: admin,
    organizationSwitcher: switcher({}),
    currentPath: '/reservations/42/gds',
    onSignOut: fn(),
    onStopImpersonating: fn(),
    linkComponent: RouterLink,
    children: (
      <>
        <Heading as="h1" size="6" mb="2">
          Reservations
        </Heading>
        <Text as="p" size="2" color="gray">
          Reservation ABC123, Casablanca → Paris, 07/03/2025.
        </Text>
      </>
    ),
  },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

function portal(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** Everything an admin may open, in the navigation's order. */
const ADMIN_NAVIGATION = [
  'Home',
  'Search',
  'Reservations',
  'Tickets',
  'Queues',
  'Balance',
  'Markups',
  'Settings',
  'Roles & permissions',
  'Organizations',
  'Members',
];

/** Asserts the main navigation's links, in order, and which one is the current page. */
async function expectNavigation(
  scope: Pick<PlayContext['canvas'], 'getByRole'>,
  links: readonly string[],
  current: string,
) {
  const navigation = scope.getByRole('navigation', { name: 'Main' });
  const names = within(navigation)
    .getAllByRole('link')
    .map((link) => link.textContent);
  await expect(names).toEqual(links);
  await expect(within(navigation).getByRole('link', { name: current })).toHaveAttribute(
    'aria-current',
    'page',
  );
  return navigation;
}

async function openUserMenu({ canvas, canvasElement, userEvent }: PlayContext, name: string) {
  await userEvent.click(canvas.getByRole('button', { name }));
  const menu = await portal(canvasElement).findByRole('menu');
  await animationsSettled(canvasElement);
  return menu;
}

async function openDrawer({ canvas, canvasElement, userEvent }: PlayContext) {
  await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
  const drawer = await portal(canvasElement).findByRole('dialog');
  await animationsSettled(canvasElement);
  return drawer;
}

/** An admin sees every page, Balance and Organizations included; the current page is marked. */
export const AdminOnDesktop: Story = {
  play: async ({ canvas, userEvent }) => {
    const navigation = await expectNavigation(canvas, ADMIN_NAVIGATION, 'Reservations');
    await expect(within(navigation).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('button', { name: 'Zineb Alaoui' })).toHaveTextContent('Zineb Alaoui');
    await expect(canvas.getByRole('combobox', { name: 'Organization' })).toHaveTextContent('Atlas Voyages');
    await expect(canvas.queryByRole('button', { name: 'Open navigation' })).toBeNull();
    await userEvent.click(within(navigation).getByRole('link', { name: 'Tickets' }));
    await expect(navigate).toHaveBeenCalledWith('/tickets');
  },
};

/** An owner manages roles and members, but neither the balance nor the organizations. */
export const OwnerOnDesktop: Story = {
  args: { user: owner, currentPath: '/settings/members' },
  play: async ({ canvas }) => {
    const navigation = await expectNavigation(
      canvas,
      [
        'Home',
        'Search',
        'Reservations',
        'Tickets',
        'Queues',
        'Markups',
        'Settings',
        'Roles & permissions',
        'Members',
      ],
      'Members',
    );
    await expect(within(navigation).getByRole('link', { name: 'Settings' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** A member keeps the settings index only. */
export const MemberOnDesktop: Story = {
  args: { user: member, currentPath: '/' },
  play: async ({ canvas }) => {
    await expectNavigation(
      canvas,
      ['Home', 'Search', 'Reservations', 'Tickets', 'Queues', 'Markups', 'Settings'],
      'Home',
    );
  },
};

/** The queues' count at the end of their link, saying to assistive technology what it counts. */
export const WithQueuesCount: Story = {
  args: {
    user: member,
    currentPath: '/',
    navigationBadges: { '/queues': <NavigationCount count={7} of="items in the queues" /> },
  },
  play: async ({ canvas }) => {
    const navigation = canvas.getByRole('navigation', { name: 'Main' });
    const queues = within(navigation).getByRole('link', { name: 'Queues 7 items in the queues' });
    await expect(queues.querySelector('[data-slot="navigation-count"]')).toHaveTextContent('7');
    await expect(within(navigation).getAllByRole('link')).toHaveLength(7);
  },
};

/** With the low-cost airline plugin on, its pages join the navigation. */
export const WithLowCostPlugin: Story = {
  args: { user: member, lowCostPluginEnabled: true, currentPath: '/low-cost/results' },
  play: async ({ canvas }) => {
    await expectNavigation(
      canvas,
      ['Home', 'Search', 'Reservations', 'Tickets', 'Queues', 'Markups', 'Low-cost airline', 'Settings'],
      'Low-cost airline',
    );
  },
};

/** The user menu: name, e-mail, role, two-factor state, and signing out (no impersonation here). */
export const UserMenuOpen: Story = {
  play: async (context) => {
    const menu = await openUserMenu(context, 'Zineb Alaoui');
    await expect(menu).toHaveTextContent('zineb@atlas-voyages.ma');
    await expect(within(menu).getByText('Admin')).toBeVisible();
    await expect(within(menu).getByText('Enabled')).toBeVisible();
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(items).toEqual(['Sign out']);
  },
};

export const SignsOut: Story = {
  play: async (context) => {
    const menu = await openUserMenu(context, 'Zineb Alaoui');
    await context.userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await expect(context.args.onSignOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(portal(context.canvasElement).queryByRole('menu')).toBeNull());
  },
};

/** An owner's role reads 'Owner'; without two-factor the menu says so. */
export const UserMenuWithoutTwoFactor: Story = {
  args: { user: { ...owner, twoFactorEnabled: false } },
  play: async (context) => {
    const menu = await openUserMenu(context, 'Karim Bennani');
    await expect(menu.querySelector('[data-slot="user-role"]')).toHaveTextContent('Owner');
    await expect(menu.querySelector('[data-slot="user-two-factor"]')).toHaveTextContent('Disabled');
  },
};

export const SwitchesOrganization: Story = {
  beforeEach: () => {
    switchOrganization.mockClear();
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Organization' }));
    const listbox = await portal(canvasElement).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Sahara Travel' }));
    await expect(switchOrganization).toHaveBeenCalledOnce();
    await expect(switchOrganization).toHaveBeenCalledWith('org_sahara');
    await waitFor(() => expect(portal(canvasElement).queryByRole('listbox')).toBeNull());
  },
};

export const NoActiveOrganization: Story = {
  args: { organizationSwitcher: switcher({ activeOrganizationId: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Organization' })).toHaveTextContent(
      'Choose an organization',
    );
  },
};

/** The user belongs to no organization (their last one was deleted): the header says so. */
export const WithoutOrganization: Story = {
  args: { organizationSwitcher: switcher({ organizations: [], activeOrganizationId: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox', { name: 'Organization' })).toBeNull();
    await expect(canvas.getByText('No organization')).toBeVisible();
  },
};

/** The organizations still on their way: the switcher holds its place, and says nothing of having none. */
export const OrganizationsLoading: Story = {
  args: { organizationSwitcher: switcher({ organizations: undefined }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('combobox', { name: 'Organization' })).toBeNull();
    await expect(canvas.queryByText('No organization')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="organizations-loading"]')).toBeVisible();
  },
};

/** While impersonating: a banner above everything, and 'Stop impersonating' in the menu. */
export const ImpersonatingOnDesktop: Story = {
  args: { user: owner, isImpersonating: true },
  play: async (context) => {
    const banner = context.canvas.getByRole('status');
    await expect(banner).toHaveTextContent('You are impersonating Karim Bennani.');
    const menu = await openUserMenu(context, 'Karim Bennani');
    await context.userEvent.click(within(menu).getByRole('menuitem', { name: 'Stop impersonating' }));
    await expect(context.args.onStopImpersonating).toHaveBeenCalledOnce();
    await waitFor(() => expect(portal(context.canvasElement).queryByRole('menu')).toBeNull());
  },
};

/**
 * The shell in French: the navigation, the header's fields, the banner and the account menu (its role in
 * French, "Propriétaire"); the page's own words are the page's.
 */
export const ImpersonatingInFrench: Story = {
  args: { user: owner, isImpersonating: true },
  globals: { locale: 'fr' },
  play: async (context) => {
    const { canvas } = context;
    const navigation = canvas.getByRole('navigation', { name: 'Principale' });
    await expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Accueil',
      'Recherche',
      'Réservations',
      'Billets',
      'Files de travail',
      'Majorations',
      'Paramètres',
      'Rôles et autorisations',
      'Membres',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Vous agissez en tant que Karim Bennani. Ce que vous faites est fait en son nom.',
    );
    await expect(canvas.getByRole('combobox', { name: 'Organisation' })).toHaveTextContent('Atlas Voyages');
    const menu = await openUserMenu(context, 'Karim Bennani');
    await expect(menu.querySelector('[data-slot="user-role"]')).toHaveTextContent('Propriétaire');
    await expect(menu.querySelector('[data-slot="user-two-factor"]')).toHaveTextContent('Activée');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(["Cesser d'emprunter l'identité", 'Se déconnecter']);
  },
};

export const ImpersonatingOnPhone: Story = {
  args: { user: owner, isImpersonating: true },
  globals: phone,
  play: async ({ canvas, args, userEvent }) => {
    const banner = canvas.getByRole('status');
    await userEvent.click(within(banner).getByRole('button', { name: 'Stop impersonating' }));
    await expect(args.onStopImpersonating).toHaveBeenCalledOnce();
  },
};

/** Below 768 px: no side navigation, a button that opens it in a drawer. */
export const MemberOnPhone: Story = {
  args: { user: member, currentPath: '/tickets' },
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('combobox', { name: 'Organization' })).toBeNull();
    // The name hides on phones; the avatar's button keeps it as its accessible name.
    const account = canvas.getByRole('button', { name: 'Salma Idrissi' });
    await expect(account.querySelector('[data-slot="user-name"]')).toBeNull();
  },
};

export const NavigationDrawerOnPhone: Story = {
  args: { currentPath: '/balance' },
  globals: phone,
  play: async (context) => {
    const drawer = await openDrawer(context);
    await expectNavigation(within(drawer), ADMIN_NAVIGATION, 'Balance');
    await expect(within(drawer).getByRole('combobox', { name: 'Organization' })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Close' })).toBeVisible();
    const rect = drawer.getBoundingClientRect();
    await expect(rect.left).toBe(0);
    await expect(rect.top).toBe(0);
  },
};

/** No organization on a phone: the drawer, where the switcher would be, says so. */
export const WithoutOrganizationOnPhone: Story = {
  args: { organizationSwitcher: switcher({ organizations: [], activeOrganizationId: null }) },
  globals: phone,
  play: async (context) => {
    const drawer = await openDrawer(context);
    await expect(within(drawer).getByText('No organization')).toBeVisible();
  },
};

export const DrawerClosesOnNavigation: Story = {
  globals: phone,
  play: async (context) => {
    const drawer = await openDrawer(context);
    await context.userEvent.click(within(drawer).getByRole('link', { name: 'Search' }));
    await expect(navigate).toHaveBeenCalledWith('/search');
    await dialogClosed(context.canvasElement);
    await waitFor(() =>
      expect(context.canvas.getByRole('button', { name: 'Open navigation' })).toHaveFocus(),
    );
  },
};

export const DrawerClosesWithItsCloseButton: Story = {
  tags: ['no-screenshot'],
  parameters: {
    screenshot: { skipReason: 'Ends with the drawer closed, as DrawerClosesOnNavigation pictures it.' },
  },
  globals: phone,
  play: async (context) => {
    const drawer = await openDrawer(context);
    await context.userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await dialogClosed(context.canvasElement);
  },
};

export const UserMenuOnPhone: Story = {
  globals: phone,
  play: async (context) => {
    const menu = await openUserMenu(context, 'Zineb Alaoui');
    await expect(menu).toHaveTextContent('Zineb Alaoui');
    await expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  },
};
