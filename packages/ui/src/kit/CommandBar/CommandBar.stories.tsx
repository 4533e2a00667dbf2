import { generateOffers } from '@comptoir/mock-backend';
import { LOCATOR_INPUT_MESSAGE, NO_MARKUP } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { confirmAction } from '../ConfirmDialog/ConfirmDialog';
import { pageWithGlobalDialog } from '../story-helpers/global-dialog-stories';
import { animationsSettled, findOpenDialog } from '../story-helpers/story-helpers';
import { recordListFixtures } from '../story-helpers/record-list-fixtures';
import { CommandBar, type CommandBarProps, type RecordMatches } from './CommandBar';
import type { PageCommand } from './page-commands';

/* Reservations and tickets booked from the sandbox's generated offers (deterministic). */
const { reservations, tickets } = recordListFixtures((search) =>
  generateOffers(search, () => NO_MARKUP, 'org_casablanca'),
);
const [reservation] = reservations;
if (reservation === undefined) throw new Error('the sandbox booked no reservation');

/** The sandbox's list search: the locator, the ticket number or a traveler's name holds the text. */
function findRecords(text: string): Promise<RecordMatches> {
  const needle = text.toLowerCase();
  return Promise.resolve({
    reservations: reservations
      .filter((row) => `${row.locator} ${row.leadTraveler}`.toLowerCase().includes(needle))
      .slice(0, 5),
    tickets: tickets
      .filter((row) => `${row.number} ${row.locator} ${row.travelerName}`.toLowerCase().includes(needle))
      .slice(0, 5),
  });
}

const issueTickets = fn<() => Promise<void>>(() => Promise.resolve());

/** A reservation page's commands, as its view declares them: TTP and XI run the buttons' own path. */
const RESERVATION_COMMANDS: readonly PageCommand[] = [
  {
    id: 'ticket',
    label: 'Issue tickets',
    shortcut: { key: 't' },
    entry: 'ticket',
    run: () =>
      confirmAction({
        title: `Issue tickets for ${reservation.locator}`,
        description: 'The fare will be debited from the balance.',
        confirmLabel: 'Issue tickets',
        onConfirm: issueTickets,
      }),
  },
  {
    id: 'cancel',
    label: 'Cancel reservation',
    shortcut: { key: 'x' },
    entry: 'cancel',
    unavailable: `${reservation.locator} has issued tickets: void them before cancelling.`,
    run: fn(),
  },
];

/** The bar open, as Ctrl+K leaves it; closing it shows a note where the page would be. */
function OpenCommandBar(
  props: Omit<CommandBarProps, 'open' | 'onOpenChange'> & Pick<CommandBarProps, 'onOpenChange'>,
) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'The page under the bar.' : 'The bar is closed.'}</p>
      <CommandBar
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/CommandBar',
  component: OpenCommandBar,
  parameters: { layout: 'padded' },
  tags: ['phone-screenshot'],
  ...pageWithGlobalDialog,
  args: {
    role: 'user,admin',
    today: '2026-11-28',
    commands: RESERVATION_COMMANDS,
    findRecords,
    onOpenChange: fn(),
    onNavigate: fn(),
    onSearch: fn(),
    onRetrieve: fn<(locator: string) => Promise<void>>(() => Promise.resolve()),
  },
} satisfies Meta<typeof OpenCommandBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bar and its field, once its opening animation is over. */
async function openBar(canvasElement: HTMLElement) {
  const bar = await findOpenDialog(canvasElement);
  const field = within(bar).getByRole('combobox', { name: 'Command bar' });
  await expect(field).toHaveFocus();
  return { bar: within(bar), field };
}

/**
 * Opened with nothing typed: the cryptic entries to try, the page's actions with their keys (a refused
 * one greyed with its reason) and every page the role may open; the arrows move, Enter opens.
 */
export const Empty: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const { bar } = await openBar(canvasElement);
    await expect(bar.getByRole('option', { name: /Open the booking RWBAUM/ })).toBeVisible();
    const ticket = bar.getByRole('option', { name: /Issue tickets/ });
    await expect(ticket).toHaveTextContent('T');
    await expect(bar.getByRole('option', { name: /Cancel reservation/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    for (const page of ['Home', 'Reservations', 'Tickets', 'Balance', 'Members'])
      await expect(bar.getByRole('option', { name: new RegExp(`^${page}`) })).toBeInTheDocument();
    // The arrows move through the list, from its end back to its start.
    await userEvent.keyboard('{ArrowUp}');
    await expect(bar.getByRole('option', { name: /^Members/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(bar.getByRole('option', { name: /Open the booking RWBAUM/ })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await animationsSettled(canvasElement);
  },
};

/** Typing filters the pages and actions, and looks the records up (here by a traveler's name). */
export const Matches: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const { bar, field } = await openBar(canvasElement);
    await userEvent.type(field, reservation.locator);
    const found = await bar.findByRole('option', { name: new RegExp(`Reservation ${reservation.locator}`) });
    await expect(bar.queryByRole('option', { name: /^Balance/ })).toBeNull();
    await waitFor(() => expect(found).toHaveAttribute('aria-selected', 'true'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith(
        `/reservations/${reservation.id}/${reservation.contentKind.toLowerCase()}`,
      ),
    );
    await expect(found).not.toBeInTheDocument();
  },
  tags: ['!phone-screenshot', 'no-screenshot'],
  parameters: { screenshot: { skipReason: 'it ends closed: MatchesShown is its picture' } },
};

/** Records found for a name, under the pages and actions that match it. */
export const MatchesShown: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const { bar, field } = await openBar(canvasElement);
    await userEvent.type(field, 'res');
    await expect(bar.getByRole('option', { name: /^Reservations/ })).toBeVisible();
    await expect(bar.queryByRole('option', { name: /^Balance/ })).toBeNull();
    await userEvent.clear(field);
    await userEvent.type(field, 'amina');
    await expect(await bar.findAllByRole('option', { name: /^Reservation [A-Z0-9]{6}/ })).not.toHaveLength(0);
    await expect(bar.getAllByRole('option', { name: /^Ticket \d{13}/ })).not.toHaveLength(0);
    await animationsSettled(canvasElement);
  },
};

/** A cryptic entry says what Enter will do before it is pressed; Enter opens the one-way results. */
export const CrypticPreview: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const { bar, field } = await openBar(canvasElement);
    await userEvent.type(field, 'an15deccmncdg/aat');
    const preview = bar.getByRole('option', {
      name: /One-way flights CMN → CDG on 15\/12\/2026, 1 ADT on AT only/,
    });
    await expect(preview).toHaveAttribute('aria-selected', 'true');
    await expect(bar.queryByRole('option', { name: /^Reservations/ })).toBeNull();
    await animationsSettled(canvasElement);
  },
};

/** Enter on the preview runs it: the bar closes, then the results open with the search typed. */
export const CrypticRuns: Story = {
  tags: ['!phone-screenshot', 'no-screenshot'],
  parameters: { screenshot: { skipReason: 'it ends closed, on the page under it' } },
  play: async ({ args, canvasElement, userEvent }) => {
    const { field } = await openBar(canvasElement);
    await userEvent.type(field, 'cmn cdg 15/12 2 adt{Enter}');
    await waitFor(() =>
      expect(args.onSearch).toHaveBeenCalledWith({
        from: 'CMN',
        to: 'CDG',
        date: '2026-12-15',
        adt: 2,
        cnn: 0,
        inf: 0,
        unn: 0,
      }),
    );
    await expect(args.onSearch).toHaveBeenCalledOnce();
  },
};

/** `TTP` on a reservation asks in the same confirmation dialog as its "Issue tickets" button. */
export const TicketThroughTheConfirmation: Story = {
  play: async ({ canvasElement, userEvent }) => {
    issueTickets.mockClear();
    const { field } = await openBar(canvasElement);
    await userEvent.type(field, 'TTP');
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const confirmation = await body.findByRole('dialog', {
      name: `Issue tickets for ${reservation.locator}`,
    });
    await expect(body.queryByRole('dialog', { name: 'Command bar' })).toBeNull();
    await expect(issueTickets).not.toHaveBeenCalled();
    // The confirmation's buttons come with its code, fetched when it first opens.
    await userEvent.click(await within(confirmation).findByRole('button', { name: 'Issue tickets' }));
    await waitFor(() => expect(issueTickets).toHaveBeenCalledOnce());
  },
  tags: ['!phone-screenshot', 'no-screenshot'],
  parameters: { screenshot: { skipReason: 'its last frame is the ConfirmDialog stories’ picture' } },
};

/** A bad entry says what is wrong, keeps the text and does nothing on Enter. */
export const BadEntry: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const { bar, field } = await openBar(canvasElement);
    await userEvent.type(field, 'AN31APRCMNCDG{Enter}');
    await expect(bar.getByRole('alert')).toHaveTextContent('31 APR does not exist.');
    await expect(field).toHaveValue('AN31APRCMNCDG');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('31 APR does not exist.');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'RTRWB{Enter}');
    await expect(bar.getByRole('alert')).toHaveTextContent(`RT takes a locator. ${LOCATOR_INPUT_MESSAGE}`);
    await expect(args.onRetrieve).not.toHaveBeenCalled();
    await animationsSettled(canvasElement);
  },
};

/**
 * The bar in French: its field, its groups and entries' help, the pages by their French names; a cryptic
 * entry's preview and a bad one's message in French too (the page's own actions are named by the page).
 */
export const InFrench: Story = {
  tags: ['!phone-screenshot'],
  globals: { locale: 'fr' },
  play: async ({ canvasElement, userEvent }) => {
    const bar = within(await findOpenDialog(canvasElement));
    const field = bar.getByRole('combobox', { name: 'Barre de commande' });
    await expect(bar.getByRole('option', { name: /Ouvrir la réservation RWBAUM/ })).toBeVisible();
    await expect(bar.getByRole('option', { name: /^Réservations/ })).toBeInTheDocument();
    await userEvent.type(field, 'cmn cdg 15/12 2 adt');
    await expect(
      bar.getByRole('option', { name: /Vols aller simple CMN → CDG le 15\/12\/2026, 2 ADT/ }),
    ).toHaveAttribute('aria-selected', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, 'AN31APRCMNCDG');
    await expect(bar.getByRole('alert')).toHaveTextContent("Le 31 APR n'existe pas.");
    await expect(field).toHaveValue('AN31APRCMNCDG');
    await animationsSettled(canvasElement);
  },
};

/** An unknown locator: the retrieval's message is shown, the text kept, the bar left open. */
export const RetrieveFails: Story = {
  tags: ['!phone-screenshot', 'no-screenshot'],
  parameters: { screenshot: { skipReason: 'the BadEntry story pictures the message under the field' } },
  args: {
    onRetrieve: fn<(locator: string) => Promise<void>>(() =>
      Promise.reject(new Error('No booking has the locator ZZZZZZ.')),
    ),
  },
  play: async ({ args, canvasElement, userEvent }) => {
    const { bar, field } = await openBar(canvasElement);
    await userEvent.type(field, 'RTZZZZZZ{Enter}');
    await expect(await bar.findByRole('alert')).toHaveTextContent('No booking has the locator ZZZZZZ.');
    await expect(args.onRetrieve).toHaveBeenCalledOnce();
    await expect(args.onRetrieve).toHaveBeenCalledWith('ZZZZZZ');
    await expect(field).toHaveValue('RTZZZZZZ');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/**
 * A member: Balance and the admin's settings are not offered, and `TTP` off a reservation, or an action
 * the rules refuse, says why instead of running.
 */
export const NoPermission: Story = {
  args: { role: 'user,member', commands: [] },
  play: async ({ canvasElement, userEvent }) => {
    const { bar, field } = await openBar(canvasElement);
    await expect(bar.queryByRole('option', { name: /^Members/ })).toBeNull();
    await userEvent.type(field, 'balance');
    await expect(await bar.findByText('No page, action or record matches “balance”.')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'ttp');
    await expect(bar.getByRole('alert')).toHaveTextContent(
      'TTP issues the tickets of the reservation shown: this page has no "Issue tickets" to run.',
    );
    await animationsSettled(canvasElement);
  },
};

/** `XI` where the page's rules refuse the cancellation: their reason, nothing run. */
export const RefusedAction: Story = {
  tags: ['!phone-screenshot', 'no-screenshot'],
  parameters: { screenshot: { skipReason: 'the NoPermission story pictures a refusal' } },
  play: async ({ canvasElement, userEvent }) => {
    const { bar, field } = await openBar(canvasElement);
    await userEvent.type(field, 'XI{Enter}');
    await expect(bar.getByRole('alert')).toHaveTextContent(
      `${reservation.locator} has issued tickets: void them before cancelling.`,
    );
    await expect(RESERVATION_COMMANDS[1]?.run).not.toHaveBeenCalled();
  },
};
