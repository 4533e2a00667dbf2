import { SEED_ORGANIZATIONS, searchLocations, storyQueues } from '@comptoir/mock-backend';
import { balanceEntitySchema } from '@comptoir/flight-domain';
import { queueSummarySchema } from '@comptoir/flight-domain/queues';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { OneWaySearchForm, type OneWaySearchFormProps } from '../../search/SearchForm/OneWaySearchForm';
import { EMPTY_SEARCH_DRAFTS, type OneWaySearchDraft } from '../../search/SearchForm/search-draft';
import { chosenFrom, pickAirportAndTypeDateInOneTask } from '../../search/SearchForm/story-controls';
import { useReportedState } from '../../kit/story-helpers/use-reported-state';
import { latestReservations, latestTickets } from './home-fixtures';
import { HomeView, type HomeViewProps } from './HomeView';
import { expectFailurePanel, phone } from '../../kit/story-helpers/story-helpers';
import { loadSandboxLocations } from '../../kit/story-helpers/sandbox-locations';

const [casablanca] = SEED_ORGANIZATIONS;

/**
 * Atlas Voyages Casablanca's balance once the fixtures' tickets were issued and the child's voided:
 * 250 000 − 2 × 2 525,52 MAD.
 */
const organizationBalance = balanceEntitySchema.parse({
  entityType: 'organization',
  entityId: casablanca.id,
  name: casablanca.name,
  balance: 244_948.96,
  updatedAt: '2026-11-20T10:20:00+00:00',
});

/**
 * The one-way form holding its draft, as the app's quick search does (without the form stories' frame),
 * reporting each draft to `onDraftChange`.
 */
function QuickSearch({
  onDraftChange,
  ...props
}: Omit<OneWaySearchFormProps, 'onChange'> & { onDraftChange: (draft: OneWaySearchDraft) => void }) {
  const [value, setValue] = useReportedState(props.value, onDraftChange);
  return <OneWaySearchForm {...props} value={value} onChange={setValue} />;
}
const searched = fn();
const searchDraftChanged = fn<(draft: OneWaySearchDraft) => void>();
const retryReservations = fn();
const retryTickets = fn();
const retryBalance = fn();
/** Each block's call failed (SPEC §8's fallback panel) or was refused, with its own message and retry. */
const failures = {
  reservations: {
    status: 'error',
    message: 'The reservations service is unavailable',
    onRetry: retryReservations,
  },
  // Refused (SPEC §6): its message shown as it is.
  tickets: { status: 'error', message: 'Not authorized', refused: true, onRetry: retryTickets },
  balance: { status: 'error', message: 'The balance could not be read', onRetry: retryBalance },
} as const;

const meta = {
  title: 'Pages/HomeView',
  component: HomeView,
  args: {
    quickSearch: (
      <QuickSearch
        value={EMPTY_SEARCH_DRAFTS.oneway}
        onDraftChange={searchDraftChanged}
        onSubmit={searched}
        loadLocations={loadSandboxLocations}
      />
    ),
    reservations: { status: 'success', data: latestReservations },
    tickets: { status: 'success', data: latestTickets },
    balance: { status: 'success', data: organizationBalance },
    balanceHistoryLinked: true,
  },
  beforeEach: () => {
    for (const spy of [searched, searchDraftChanged, retryReservations, retryTickets, retryBalance])
      spy.mockClear();
  },
} satisfies Meta<typeof HomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

const pending = { status: 'pending' } as const;

/** Takes focus off the button last clicked, whose focus ring would otherwise be in the screenshot. */
function blurActiveElement(canvasElement: HTMLElement) {
  const focused = canvasElement.ownerDocument.activeElement;
  if (focused instanceof HTMLElement) focused.blur();
}

/** An admin's home: the balance, the quick search and the latest reservations and tickets, newest first. */
export const Admin: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Comptoir' })).toBeVisible();
    const balance = canvas.getByRole('region', { name: 'Balance' });
    // What a block shows once loaded comes with its data (HomeBlockContents): found, not got.
    await expect(await within(balance).findByText('Atlas Voyages Casablanca')).toBeVisible();
    await expect(balance.querySelector('[data-slot="money"]')).toHaveTextContent(/^244\s948,96\sMAD$/);
    await expect(within(balance).getByRole('link', { name: 'Balance history' })).toHaveAttribute(
      'href',
      '/balance',
    );
    await expect(canvas.getByRole('form', { name: 'One-way flight search' })).toBeVisible();

    const reservations = canvas.getByRole('region', { name: 'Latest reservations' });
    const reservationLinks = await within(reservations).findAllByRole('link', { name: /^Reservation / });
    await expect(reservationLinks.map((link) => link.textContent)).toEqual(
      latestReservations.map((reservation) => reservation.locator),
    );
    await expect(reservationLinks[0]).toHaveAttribute('href', '/reservations/RES-000003/ndc');
    await expect(reservationLinks[2]).toHaveAttribute('href', '/reservations/RES-000001/gds');
    await expect(within(reservations).getByText('Partially ticketed')).toBeVisible();
    await expect(within(reservations).getByRole('link', { name: 'All reservations' })).toHaveAttribute(
      'href',
      '/reservations',
    );

    const tickets = canvas.getByRole('region', { name: 'Latest tickets' });
    await expect(await within(tickets).findByRole('link', { name: 'Ticket 1192400000003' })).toHaveAttribute(
      'href',
      '/tickets/TKT-000003/gds',
    );
    await expect(within(tickets).getByText('Voided')).toHaveAttribute('data-tone', 'error');
    // Every line lays out alike, a voided ticket's too: the link and the status on the first row, the
    // amount under them.
    for (const line of tickets.querySelectorAll<HTMLElement>('[data-slot="home-list-item"]')) {
      const top = (selector: string) => line.querySelector(selector)?.getBoundingClientRect().top ?? NaN;
      await expect(top('[data-tone]')).toBeLessThan(top('[data-slot="money"]'));
      await expect(top('a')).toBeLessThan(top('[data-slot="money"]'));
    }
    await expect(within(tickets).getByRole('link', { name: 'All tickets' })).toHaveAttribute(
      'href',
      '/tickets',
    );
  },
};

export const AdminOnPhone: Story = { ...Admin, globals: phone };

/** The work queues' counts as the sandbox answers Casablanca's owner (`storyQueues`). */
const queueSummary = queueSummarySchema.parse((await storyQueues()).summary);

/**
 * The work queues' counts for the organization and the user, each a link to its queue (the user's with
 * the "mine" filter).
 */
export const WithQueues: Story = {
  args: { queues: { status: 'success', data: queueSummary } },
  tags: ['phone-screenshot'],
  play: async ({ canvas }) => {
    const block = canvas.getByRole('region', { name: 'Queues' });
    const deadlines = String(queueSummary.deadlines.organization);
    await expect(
      await within(block).findByRole('link', { name: `${deadlines} in the organization` }),
    ).toHaveAttribute('href', '/queues?queue=deadlines');
    const mine = within(block).getAllByRole('link', { name: '0 mine' });
    await expect(mine).toHaveLength(3);
    await expect(mine[1]).toHaveAttribute('href', '/queues?queue=schedule-changes&mine=true');
    await expect(within(block).getByRole('link', { name: 'All queues' })).toHaveAttribute('href', '/queues');
  },
};

/**
 * With the low-cost plugin, the summary counts the airline's holds too (the sandbox's shape; counts of
 * the story's own): a line after the agency's queues, linked to the holds' page and its "mine" filter.
 */
export const WithLowCostHolds: Story = {
  args: {
    queues: {
      status: 'success',
      data: { ...queueSummary, 'low-cost-holds': { organization: 2, mine: 1 } },
    },
  },
  tags: ['phone-screenshot'],
  play: async ({ canvas }) => {
    const block = within(canvas.getByRole('region', { name: 'Queues' }));
    const label = await block.findByText('Low-cost holds');
    await expect(label).toBeVisible();
    const line = within(label.closest('li') ?? canvas.getByRole('region', { name: 'Queues' }));
    await expect(line.getByRole('link', { name: '2 in the organization' })).toHaveAttribute(
      'href',
      '/low-cost/holds',
    );
    await expect(line.getByRole('link', { name: '1 mine' })).toHaveAttribute(
      'href',
      '/low-cost/holds?mine=true',
    );
  },
};

/** A member or owner: their organization's balance, read-only, without the history only admins open. */
export const ReadOnlyBalance: Story = {
  args: { balanceHistoryLinked: false },
  play: async ({ canvas }) => {
    const balance = canvas.getByRole('region', { name: 'Balance' });
    await waitFor(() =>
      expect(balance.querySelector('[data-slot="money"]')).toHaveTextContent(/^244\s948,96\sMAD$/),
    );
    await expect(within(balance).queryByRole('link')).toBeNull();
    await expect(within(balance).queryByRole('button')).toBeNull();
  },
};

export const ReadOnlyBalanceOnPhone: Story = { ...ReadOnlyBalance, globals: phone };

/**
 * Every block says it is loading, on its own; the quick search can be used at once. Each spinner turns as
 * one animation, not one per leaf (styles.css).
 */
export const Loading: Story = {
  args: { reservations: pending, tickets: pending, balance: pending },
  play: async ({ canvas }) => {
    for (const [region, text] of [
      ['Balance', 'Loading the balance…'],
      ['Latest reservations', 'Loading reservations…'],
      ['Latest tickets', 'Loading tickets…'],
    ] as const) {
      const status = within(canvas.getByRole('region', { name: region })).getByRole('status');
      await expect(status).toHaveTextContent(text);
      const animations = status
        .getAnimations({ subtree: true })
        .map((animation) => (animation instanceof CSSAnimation ? animation.animationName : animation.id));
      await expect(animations).toEqual(['spinner-turn']);
    }
    await expect(canvas.getByRole('button', { name: 'Search flights' })).toBeEnabled();
  },
};

export const LoadingOnPhone: Story = { ...Loading, globals: phone };

/** Nothing booked or ticketed yet. */
export const Empty: Story = {
  args: { reservations: { status: 'success', data: [] }, tickets: { status: 'success', data: [] } },
  play: async ({ canvas }) => {
    await expect(
      await within(canvas.getByRole('region', { name: 'Latest reservations' })).findByText(
        'No reservations yet.',
      ),
    ).toBeVisible();
    await expect(
      await within(canvas.getByRole('region', { name: 'Latest tickets' })).findByText('No tickets yet.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Reservation / })).toBeNull();
  },
};

export const EmptyOnPhone: Story = { ...Empty, globals: phone };

/** Every call failed: each block shows its own message and tries again on its own. */
export const Failed: Story = {
  args: failures,
  play: async ({ canvas, canvasElement, userEvent }) => {
    // Each block's retry calls its own call only: a retry that also ran a later block's call would
    // leave that block's spy called twice when its own turn comes.
    for (const [region, state] of [
      ['Latest reservations', failures.reservations],
      ['Latest tickets', failures.tickets],
      ['Balance', failures.balance],
    ] as const) {
      const block = within(canvas.getByRole('region', { name: region }));
      if ('refused' in state) {
        await expect(block.getByRole('alert')).toHaveTextContent(state.message);
        await expect(block.queryByRole('button', { name: 'Show Error' })).toBeNull();
        await userEvent.click(block.getByRole('button', { name: 'Try again' }));
      } else
        await userEvent.click(
          await expectFailurePanel(await block.findByRole('alert'), state.message, userEvent),
        );
      await expect(state.onRetry).toHaveBeenCalledOnce();
    }
    blurActiveElement(canvasElement);
  },
};

export const FailedOnPhone: Story = { ...Failed, globals: phone };

/** One block failing leaves the others as they are. */
export const ReservationsFailed: Story = {
  args: { reservations: failures.reservations },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('region', { name: 'Latest reservations' })).getByRole('alert'),
    ).toBeVisible();
    await expect(
      await within(canvas.getByRole('region', { name: 'Latest tickets' })).findAllByRole('link', {
        name: /^Ticket /,
      }),
    ).toHaveLength(latestTickets.length);
    await expect(within(canvas.getByRole('region', { name: 'Balance' })).queryByRole('alert')).toBeNull();
  },
};

/** The quick search submits the search parsed by flight-domain's schema, as /search does. */
export const QuickSearchSubmits: Story = {
  args: {
    quickSearch: (
      <QuickSearch
        value={{
          ...EMPTY_SEARCH_DRAFTS.oneway,
          from: chosenFrom(searchLocations, 'CMN'),
          to: chosenFrom(searchLocations, 'CDG'),
          date: '2027-03-15',
        }}
        onDraftChange={searchDraftChanged}
        onSubmit={searched}
        loadLocations={loadSandboxLocations}
      />
    ),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const form = canvas.getByRole('form', { name: 'One-way flight search' });
    await userEvent.click(within(form).getByRole('button', { name: 'More: Adult' }));
    await waitFor(() => expect(searchDraftChanged.mock.lastCall?.[0].passengers).toMatchObject({ adt: 2 }));
    await userEvent.click(within(form).getByRole('button', { name: 'Search flights' }));
    await expect(searched).toHaveBeenCalledOnce();
    await expect(searched).toHaveBeenCalledWith(
      expect.objectContaining({ from: 'CMN', to: 'CDG', date: '2027-03-15', adt: 2 }),
    );
    blurActiveElement(canvasElement);
  },
};

/**
 * A chosen airport is never lost: in the quick search, the destination picked and the date typed in the
 * same task, before React renders the pick. Both land in the search.
 */
export const QuickSearchPickAndDateInOneTask: Story = {
  tags: ['no-screenshot'],
  parameters: {
    screenshot: { skipReason: 'Behaviour only: it ends on a filled form, as QuickSearchSubmits does.' },
  },
  args: {
    quickSearch: (
      <QuickSearch
        value={{ ...EMPTY_SEARCH_DRAFTS.oneway, from: chosenFrom(searchLocations, 'CMN') }}
        onDraftChange={searchDraftChanged}
        onSubmit={searched}
        loadLocations={loadSandboxLocations}
      />
    ),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const form = canvas.getByRole('form', { name: 'One-way flight search' });
    await pickAirportAndTypeDateInOneTask(form, userEvent, {
      airport: 'To',
      pick: chosenFrom(searchLocations, 'CDG'),
      dateField: 'Departure',
      date: '15/03/2027',
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Search flights' }));
    await expect(searched).toHaveBeenCalledWith(
      expect.objectContaining({ from: 'CMN', to: 'CDG', date: '2027-03-15' }),
    );
    blurActiveElement(canvasElement);
  },
};

/** The event {@link BlocksArriving} waits for before it shows the blocks' answers. */
const ANSWERS_ARRIVE = 'answers-arrive';

/** The home page with its blocks loading until the story's `answers-arrive` event, then loaded. */
function BlocksArriving(props: HomeViewProps) {
  const [arrived, setArrived] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    const arrive = () => {
      setArrived(true);
    };
    element?.addEventListener(ANSWERS_ARRIVE, arrive);
    return () => element?.removeEventListener(ANSWERS_ARRIVE, arrive);
  }, []);
  return (
    <div ref={root} data-slot="blocks-arriving">
      {arrived ? (
        <HomeView {...props} />
      ) : (
        <HomeView {...props} reservations={pending} tickets={pending} balance={pending} queues={pending} />
      )}
    </div>
  );
}

/**
 * The blocks above the quick search keep their place as their answers arrive: loading, each takes the
 * height it has once loaded, so the search form does not move (no layout shift), at 1280 and 375 px.
 */
export const BlocksKeepTheirPlace: Story = {
  args: { queues: { status: 'success', data: queueSummary } },
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: 'Ends on the WithQueues picture.' } },
  render: (args) => <BlocksArriving {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const search = canvas.getByRole('region', { name: 'Quick search' });
    await expect(within(canvas.getByRole('region', { name: 'Queues' })).getByRole('status')).toBeVisible();
    const loadingTop = search.getBoundingClientRect().top;
    canvasElement.querySelector('[data-slot="blocks-arriving"]')?.dispatchEvent(new Event(ANSWERS_ARRIVE));
    const balance = canvas.getByRole('region', { name: 'Balance' });
    await waitFor(() => expect(balance.querySelector('[data-slot="money"]')).not.toBeNull());
    await expect(search.getBoundingClientRect().top).toBe(loadingTop);
  },
};

export const BlocksKeepTheirPlaceOnPhone: Story = { ...BlocksKeepTheirPlace, globals: phone };

/** The home page in French: the blocks' titles, links and lines, the queues' counts. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  args: { queues: { status: 'success', data: queueSummary } },
  play: async ({ canvas }) => {
    const balance = canvas.getByRole('region', { name: 'Solde' });
    await expect(await within(balance).findByText(/^Mis à jour le/)).toBeVisible();
    await expect(within(balance).getByRole('link', { name: 'Historique du solde' })).toBeVisible();
    const queues = canvas.getByRole('region', { name: 'Files de travail' });
    await expect(await within(queues).findByText("Échéances d'émission")).toBeVisible();
    await expect(within(queues).getAllByRole('link', { name: '0 à moi' })).toHaveLength(3);
    const reservations = canvas.getByRole('region', { name: 'Dernières réservations' });
    await expect(
      await within(reservations).findByRole('link', {
        name: `Réservation ${latestReservations[0]?.locator ?? ''}`,
      }),
    ).toBeVisible();
    await expect(within(reservations).getByText('Partiellement émis')).toBeVisible();
    const tickets = canvas.getByRole('region', { name: 'Derniers billets' });
    await expect(await within(tickets).findByRole('link', { name: 'Billet 1192400000003' })).toBeVisible();
    await expect(within(tickets).getByRole('link', { name: 'Tous les billets' })).toBeVisible();
  },
};
