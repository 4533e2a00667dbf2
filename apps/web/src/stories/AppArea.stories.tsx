import {
  authHandlers,
  browserHandlers,
  db,
  resetSandboxDatabase,
  seedActor,
  setSandboxActor,
  setSandboxClock,
} from '@comptoir/mock-backend';
import { countRenders } from '@comptoir/ui/testing/render-counts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AppAtPath } from './AppAtPath';
import { toastsGone } from './toasts';

/** The app area behind its guards, in the shell, over the better-auth stand-in of `@comptoir/mock-backend`. */
const meta = {
  title: 'Pages/App area',
  component: AppAtPath,
  args: { path: '/' },
  parameters: { msw: { handlers: authHandlers } },
  beforeEach: () => {
    setSandboxActor(seedActor('usr_casa_owner'));
    return () => {
      setSandboxClock(undefined);
    };
  },
} satisfies Meta<typeof AppAtPath>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 5_000 };

/**
 * The home page asks the application API (latest reservations and tickets, the organization's balance): the
 * sandbox handlers answer, from the seed and its history on a fixed day (so the dates shown are stable),
 * with the quick search's draft forgotten.
 */
const homeHandlers = { msw: { handlers: browserHandlers } };
const SEED_DAY = Date.parse('2026-11-20T09:30:00Z');
function startHomeFromSeed(actor: Parameters<typeof seedActor>[0]) {
  setSandboxClock(() => SEED_DAY);
  resetSandboxDatabase();
  setSandboxActor(seedActor(actor));
  localStorage.clear();
}

/** Every request to the balance calls, recorded and then answered by the sandbox. */
const balanceRequested = fn();
const balanceSpy = http.get('*/api/balance*', ({ request }) => {
  balanceRequested(new URL(request.url).pathname);
});

/** The newest seeded reservation and ticket of Casablanca, as the home page lists them first. */
function newestOfCasablanca() {
  const reservations = db.reservations
    .filter((reservation) => reservation.organizationId === 'org_casablanca')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const ids = new Set(reservations.map((reservation) => reservation.id));
  const tickets = db.tickets
    .filter((ticket) => ids.has(ticket.reservationId))
    .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt));
  return { reservation: reservations[0]?.locator ?? '', ticket: tickets[0]?.number ?? '' };
}

/** The first record link of a home block ('Reservation ABCDEF', 'Ticket 147…'). */
function firstLink(canvasElement: HTMLElement, region: string) {
  return within(within(canvasElement).getByRole('region', { name: region })).getAllByRole('link', {
    name: /^(Reservation|Ticket) /,
  })[0];
}

/** The home blocks have loaded: their lists or their messages are shown. */
async function homeLoaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  for (const region of ['Latest reservations', 'Latest tickets'])
    await waitFor(
      () => expect(within(canvas.getByRole('region', { name: region })).queryByRole('status')).toBeNull(),
      slow,
    );
  // The blocks a role may not see, each answered by a call of its own.
  for (const region of ['Balance', 'Queues'])
    await waitFor(async () => {
      const block = canvas.queryByRole('region', { name: region });
      if (block !== null) await expect(within(block).queryByRole('status')).toBeNull();
    }, slow);
}

/** An owner opens the members page: the shell offers the owner's pages and marks this one. */
export const OwnerOnMembers: Story = {
  tags: ['phone-screenshot'],
  args: { path: '/settings/members' },
  parameters: homeHandlers,
  beforeEach: () => {
    startHomeFromSeed('usr_casa_owner');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Members' }, slow)).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Members' }, slow)).toHaveTextContent(
      'member.casablanca@comptoir.test',
    );
    // The invitation form's code comes apart from the page's (decision 0037).
    await expect(await canvas.findByRole('form', { name: 'Invite a member' }, slow)).toBeVisible();
    // The pending invitations are asked for as the page renders: the picture waits for their answer.
    await expect(await canvas.findByText('No invitation is waiting.', undefined, slow)).toBeVisible();
    const navigation = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(navigation).getByRole('link', { name: 'Members' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(navigation).queryByRole('link', { name: 'Balance' })).toBeNull();
    await expect(await canvas.findByRole('combobox', { name: 'Organization' }, slow)).toHaveTextContent(
      'Atlas Voyages Casablanca',
    );
  },
};

/**
 * A member may not open /balance: home instead, with the quick search, the latest records and the
 * organization's balance read-only — its amount asked for, neither the ledger nor a link to it.
 */
export const MemberSentHome: Story = {
  args: { path: '/balance' },
  parameters: { msw: { handlers: [balanceSpy, ...browserHandlers] } },
  beforeEach: () => {
    startHomeFromSeed('usr_casa_member');
    balanceRequested.mockClear();
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Comptoir' }, slow)).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'One-way flight search' })).toBeVisible();
    await homeLoaded(canvasElement);
    // The organization's seeded history: its newest reservation and ticket come first.
    const newest = newestOfCasablanca();
    await expect(firstLink(canvasElement, 'Latest reservations')).toHaveAccessibleName(
      `Reservation ${newest.reservation}`,
    );
    await expect(firstLink(canvasElement, 'Latest tickets')).toHaveAccessibleName(`Ticket ${newest.ticket}`);
    const balance = await canvas.findByRole('region', { name: 'Balance' }, slow);
    await expect(await within(balance).findByText(/^250\s000,00\sMAD$/, {}, slow)).toBeVisible();
    await expect(within(balance).queryByRole('link')).toBeNull();
    await expect(balanceRequested.mock.calls).toEqual([['/api/balance/entity/organization/org_casablanca']]);
  },
};

/** An admin of the organization sees its balance on the home page, beside the latest records. */
export const AdminHome: Story = {
  tags: ['phone-screenshot'],
  parameters: { msw: { handlers: [balanceSpy, ...browserHandlers] } },
  beforeEach: () => {
    startHomeFromSeed('usr_casa_admin');
    balanceRequested.mockClear();
  },
  play: async ({ canvas, canvasElement }) => {
    const balance = await canvas.findByRole('region', { name: 'Balance' }, slow);
    await expect(await within(balance).findByText('Atlas Voyages Casablanca', {}, slow)).toBeVisible();
    await expect(within(balance).getByText(/^250\s000,00\sMAD$/)).toBeVisible();
    await expect(balanceRequested).toHaveBeenCalledWith('/api/balance/entity/organization/org_casablanca');
    await homeLoaded(canvasElement);
  },
};

/** Answers of the backend held back until a play lets them through, then answered by the sandbox. */
const held = { organizations: Promise.resolve(), blocks: Promise.resolve() };
const release = { organizations: () => undefined, blocks: () => undefined } satisfies Record<
  keyof typeof held,
  () => void
>;
function hold(answers: keyof typeof held) {
  held[answers] = new Promise((resolve) => {
    release[answers] = () => {
      resolve();
    };
  });
}
const holdingHandlers = [
  http.get('*/api/auth/organization/list', () => held.organizations),
  ...['*/api/reservations', '*/api/tickets', '*/api/balance/*', '*/api/queues/summary'].map((path) =>
    http.get(path, () => held.blocks),
  ),
];

/**
 * Data arriving renders what shows it: the organizations' list the switcher, not the shell; the home
 * blocks' answers their blocks, each once, with their contents, and not the search form.
 */
export const DataRendersWhatShowsIt: Story = {
  tags: ['no-screenshot'],
  parameters: {
    msw: { handlers: [...holdingHandlers, ...browserHandlers] },
    screenshot: { skipReason: "Ends on AdminHome's picture." },
  },
  beforeEach: () => {
    startHomeFromSeed('usr_casa_admin');
    hold('organizations');
    hold('blocks');
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('form', { name: 'One-way flight search' }, slow)).toBeVisible();
    let renders = countRenders();
    release.organizations();
    await expect(await canvas.findByRole('combobox', { name: 'Organization' }, slow)).toHaveTextContent(
      'Atlas Voyages Casablanca',
    );
    await expect(renders.of('OrganizationSwitcher')).toBe(1);
    await expect(renders.of('AppShell')).toBe(0);
    await expect(renders.of('HomeView')).toBe(0);

    renders = countRenders();
    release.blocks();
    await homeLoaded(canvasElement);
    const balance = canvas.getByRole('region', { name: 'Balance' });
    await expect(await within(balance).findByText(/^250\s000,00\sMAD$/, {}, slow)).toBeVisible();
    for (const contents of ['BalanceSummary', 'LatestReservations', 'LatestTickets', 'QueueCounts'])
      await expect(renders.of(contents), contents).toBe(1);
    await expect(renders.of('OneWaySearchForm')).toBe(0);
    await expect(renders.of('AppShell')).toBe(0);
  },
};

/**
 * A record's write renders none of its page: pressing "Fare rules" busies its button, and the rules open in
 * the side panel, but the reservation's page (its view and the editors it holds) does not render again as
 * the write starts and as it ends; only a change of the record would.
 */
export const RecordWriteRendersNoPage: Story = {
  tags: ['no-screenshot'],
  parameters: { ...homeHandlers, screenshot: { skipReason: 'A record page with a side panel over it.' } },
  beforeEach: () => {
    startHomeFromSeed('usr_casa_admin');
  },
  args: { path: '/' },
  render: () => {
    const booked = db.reservations.find(
      (reservation) => reservation.organizationId === 'org_casablanca' && reservation.status === 'booked',
    );
    if (booked === undefined) throw new Error('The seed has no booked reservation in Casablanca');
    return <AppAtPath path={`/reservations/${booked.id}/${booked.contentKind.toLowerCase()}`} />;
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Reservation / }, slow)).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Price summary' }, slow)).toBeVisible();
    const renders = countRenders();
    await userEvent.click(canvas.getByRole('button', { name: 'Fare rules' }));
    await expect(
      await within(document.body).findByRole('dialog', { name: /^Fare rules of / }, slow),
    ).toBeVisible();
    await expect(renders.of('ReservationDetailPage')).toBe(0);
    await expect(renders.of('ReservationDetailView')).toBe(0);
    // The panel is one store for the whole file's stories: closed, as the agent would.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), slow);
  },
};

/** The latest reservations cannot be read: that block says so, the rest of the page is there. */
export const HomeReservationsFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/reservations', () =>
          HttpResponse.json({ message: 'The reservations service is unavailable' }, { status: 503 }),
        ),
        ...browserHandlers,
      ],
    },
  },
  beforeEach: () => {
    startHomeFromSeed('usr_casa_owner');
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const reservations = await canvas.findByRole('region', { name: 'Latest reservations' }, slow);
    const panel = await within(reservations).findByRole('alert', {}, slow);
    await expect(panel).toHaveTextContent('Something went wrong!');
    await userEvent.click(within(panel).getByRole('button', { name: 'Show Error' }));
    await expect(panel).toHaveTextContent('The reservations service is unavailable');
    const tickets = canvas.getByRole('region', { name: 'Latest tickets' });
    await expect(
      await within(tickets).findByRole('link', { name: `Ticket ${newestOfCasablanca().ticket}` }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'One-way flight search' })).toBeVisible();
    // The failed call is also toasted (SPEC §8), once react-hot-toast has loaded (it is not in the first load).
    await waitFor(() =>
      expect(
        canvasElement.ownerDocument.querySelector('[data-slot="toast"][data-type="error"]'),
      ).toHaveTextContent('The reservations service is unavailable'),
    );
    await toastsGone(canvasElement);
  },
};

/** Signed out, an app page leads to sign in with the page as redirect. */
export const SignedOutSentToSignIn: Story = {
  tags: ['no-screenshot'],
  parameters: {
    screenshot: { skipReason: "Ends on the sign-in page, which the Auth pages' Login story pictures." },
  },
  args: { path: '/tickets' },
  beforeEach: () => {
    setSandboxActor(null);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' }, slow)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password?redirect=%2Ftickets',
    );
  },
};

/** Signing out from the user menu ends on the sign-in page. */
export const SignsOut: Story = {
  tags: ['no-screenshot'],
  parameters: {
    ...homeHandlers,
    screenshot: { skipReason: "Ends on the sign-in page, which the Auth pages' Login story pictures." },
  },
  beforeEach: () => {
    startHomeFromSeed('usr_casa_owner');
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Youssef El Amrani' }, slow));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' }, slow)).toBeVisible();
    // Nothing the signed-out app asks for afterwards fails: no error toast.
    await expect(
      canvasElement.ownerDocument.querySelector('[data-slot="toast"][data-type="error"]'),
    ).toBeNull();
    await toastsGone(canvasElement);
  },
};

const stopImpersonating = fn();
const reservationsListed = fn();

/** While an admin impersonates the owner, the banner says so and offers the way back. */
export const Impersonating: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/auth/get-session', () =>
          HttpResponse.json({
            session: {
              id: 'ses_1',
              activeOrganizationId: 'org_casablanca',
              impersonatedBy: 'usr_platform_admin',
            },
            user: {
              id: 'usr_casa_owner',
              name: 'Youssef El Amrani',
              email: 'owner.casablanca@comptoir.test',
              role: 'user',
              twoFactorEnabled: true,
            },
          }),
        ),
        http.post('*/api/auth/admin/stop-impersonating', () => {
          stopImpersonating();
          return HttpResponse.json({ status: true });
        }),
        http.get('*/api/reservations', () => {
          reservationsListed();
        }),
        ...browserHandlers,
      ],
    },
  },
  beforeEach: () => {
    startHomeFromSeed('usr_casa_owner');
    stopImpersonating.mockClear();
    reservationsListed.mockClear();
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const banner = await canvas.findByText(/You are impersonating/, {}, slow);
    await expect(banner).toHaveTextContent('Youssef El Amrani');
    await homeLoaded(canvasElement);
    const listedBefore = reservationsListed.mock.calls.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Stop impersonating' }));
    await waitFor(() => expect(stopImpersonating).toHaveBeenCalledOnce(), slow);
    // Back home with every cached answer dropped, the page loads again: wait for it before the screenshot.
    await waitFor(() => expect(reservationsListed.mock.calls.length).toBeGreaterThan(listedBefore), slow);
    await homeLoaded(canvasElement);
    await toastsGone(canvasElement);
  },
};
