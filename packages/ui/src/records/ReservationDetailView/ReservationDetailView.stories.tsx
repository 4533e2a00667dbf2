import { formatMoney, MEAL_CODES, ticketingAmount } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  cancelledReservation,
  gdsReservation,
  gdsReservationPartiallyTicketed,
  ndcReservation,
} from '../../kit/story-helpers/record-fixtures';
import {
  deferred,
  playAsksFirst,
  recordSectionsDrawn,
  RESERVATION_SECTION_TITLES,
} from '../RecordSections/story-play';
import { ReservationDetailView } from './ReservationDetailView';
import { dialogClosed, findConfirmation } from '../../kit/story-helpers/story-helpers';
import { drawnInTurn } from '../../kit/story-helpers/drawn-in-turn';
import { countRenders } from '../../kit/story-helpers/render-counts';
import { pageWithGlobalDialog } from '../../kit/story-helpers/global-dialog-stories';
import { listenToPageKeys } from '../../kit/CommandBar/keyboard';
import { pageCommands } from '../../kit/CommandBar/page-commands';

const meta = {
  title: 'Pages/ReservationDetailView',
  component: ReservationDetailView,
  args: {
    reservation: gdsReservation,
    onTicket: fn(),
    onCancel: fn(),
    onReprice: fn(),
    onDownloadPdf: fn(),
    onViewPdf: fn(),
    onFareRules: fn(),
    ticketHref: (ticket) => `/tickets/${ticket.id}/gds`,
  },
  ...pageWithGlobalDialog,
  afterEach: recordSectionsDrawn,
} satisfies Meta<typeof ReservationDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A booked GDS reservation edited earlier: OSI remarks, meals, a wheelchair request and bags. */
export const GdsBooked: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    await recordSectionsDrawn({ canvasElement });
    await expect(
      canvas.getByRole('heading', { level: 1, name: `Reservation ${gdsReservation.locator}` }),
    ).toBeVisible();
    for (const name of [...RESERVATION_SECTION_TITLES, 'Travelers'])
      await expect(canvas.getByRole('region', { name })).toBeVisible();
    const services = canvas.getByRole('region', { name: 'Special services' });
    await expect(within(services).getByText(`Meal CHML: ${MEAL_CODES.CHML}`)).toBeVisible();
    await expect(within(services).getByText('Assistance WCHR: Wheelchair for the ramp')).toBeVisible();
    for (const name of [
      'Issue tickets',
      'Reprice',
      'Download PDF',
      'View PDF',
      'Fare rules',
      'Cancel reservation',
    ])
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
  },
};

/** What each batch of the page's DOM changes left drawn, from the story's first render (`HeaderAndItineraryFirst`). */
const itineraryThenRest = drawnInTurn({
  itinerary: '[data-slot="itinerary-section"]',
  rest: '[data-slot="travelers-section"], [data-slot="price-summary-section"]',
});

/**
 * The header and the itinerary are painted before the other sections, not in the same commit: the
 * travelers, contacts, services, price, tickets and fare rules come in a render of their own right after,
 * so that the page's first paint does not wait for them.
 */
export const HeaderAndItineraryFirst: Story = {
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: "GdsBooked's picture shows the same page, every section drawn." } },
  beforeEach: itineraryThenRest.beforeEach,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Price summary' })).toBeVisible();
    await itineraryThenRest.expectDrawnBefore('itinerary', 'rest');
  },
};

/** Every action calls its callback; while one runs, its button is busy and the others wait. */
export const ActionsCallTheirCallbacks: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const ticketing = deferred();
    args.onTicket.mockImplementation(() => ticketing.promise);
    await userEvent.click(canvas.getByRole('button', { name: 'Issue tickets' }));
    const dialog = await findConfirmation(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue tickets' }));
    await expect(args.onTicket).toHaveBeenCalledTimes(1);
    // The page behind the open dialog is hidden from assistive technologies: query it as such.
    const page = (name: string) => canvas.getByRole('button', { name, hidden: true });
    await expect(page('Issue tickets')).toHaveAttribute('aria-busy', 'true');
    await expect(page('Reprice')).toBeDisabled();
    await expect(page('Cancel reservation')).toBeDisabled();
    ticketing.resolve();
    await dialogClosed(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Reprice' })).toBeEnabled());

    await userEvent.click(canvas.getByRole('button', { name: 'Download PDF' }));
    await expect(args.onDownloadPdf).toHaveBeenCalledTimes(1);
    await expect(args.onViewPdf).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'View PDF' }));
    await expect(args.onViewPdf).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Fare rules' }));
    await expect(args.onDownloadPdf).toHaveBeenCalledTimes(1);
    await expect(args.onFareRules).toHaveBeenCalledTimes(1);
    await expect(args.onReprice).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/**
 * An action's click renders the header (its button busy, the others waiting) and none of the sections:
 * the record's call leaves once that render is done (docs/decisions/0093).
 */
export const AnActionRendersNoSection: Story = {
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: "GdsBooked's picture: the same page, no action under way." } },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await recordSectionsDrawn({ canvasElement });
    const rules = deferred();
    args.onFareRules.mockImplementation(() => rules.promise);
    const renders = countRenders();
    await userEvent.click(canvas.getByRole('button', { name: 'Fare rules' }));
    await expect(canvas.getByRole('button', { name: 'Fare rules' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Reprice' })).toBeDisabled();
    for (const section of ['ItinerarySection', 'TravelersSection', 'ContactsSection', 'AncillariesSection'])
      await expect({ section, renders: renders.of(section) }).toEqual({ section, renders: 0 });
    rules.resolve();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Reprice' })).toBeEnabled());
  },
};

/** Ticketing asks first and says the amount the balance is debited; backing out issues nothing. */
export const TicketAsksWithTheAmount: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Issue tickets' }));
    const dialog = await findConfirmation(canvasElement);
    await expect(dialog).toHaveAccessibleName(`Issue tickets for ${gdsReservation.locator}`);
    await expect(dialog).toHaveAccessibleDescription(
      `${formatMoney(ticketingAmount(gdsReservation))} will be debited from the organization's balance and ${String(gdsReservation.travelerCount)} tickets issued, one per traveler.`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await dialogClosed(canvasElement);
    await expect(args.onTicket).not.toHaveBeenCalled();
  },
};

/**
 * Each action's key is in its button's tooltip and runs it the way a click does: `t` asks to issue the
 * tickets in the same confirmation. The command bar reads the same commands from the page, with the
 * cryptic entries (`TTP`, `XI`) and why a refused one cannot run.
 */
export const ActionsByTheirKeys: Story = {
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: 'its last frame is the GdsBooked story’s picture' } },
  beforeEach: listenToPageKeys,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const ticket = canvas.getByRole('button', { name: 'Issue tickets' });
    await expect(ticket).toHaveAttribute('title', 'Issue tickets (T)');
    await userEvent.keyboard('t');
    const dialog = await findConfirmation(canvasElement);
    await expect(dialog).toHaveAccessibleName(`Issue tickets for ${gdsReservation.locator}`);
    // Under the dialog, the page's keys wait.
    await userEvent.keyboard('d');
    await expect(args.onDownloadPdf).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await dialogClosed(canvasElement);
    await userEvent.keyboard('d');
    await expect(args.onDownloadPdf).toHaveBeenCalledOnce();
    const commands = pageCommands(canvasElement);
    await expect(commands.map(({ label, shortcut, entry }) => [label, shortcut?.key, entry])).toEqual([
      ['Issue tickets', 't', 'ticket'],
      ['Reprice', 'r', undefined],
      ['Download PDF', 'd', undefined],
      ['View PDF', 'v', undefined],
      ['Fare rules', 'f', undefined],
      ['Cancel reservation', 'x', 'cancel'],
    ]);
    await expect(args.onTicket).not.toHaveBeenCalled();
  },
};

/** A refused action is listed with why, and its key does nothing. */
export const RefusedActionKeys: Story = {
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: 'its last frame is the Cancelled story’s picture' } },
  beforeEach: listenToPageKeys,
  args: { reservation: cancelledReservation },
  play: async ({ args, canvasElement, userEvent }) => {
    await userEvent.keyboard('x');
    await expect(canvasElement.ownerDocument.querySelector('[role="dialog"]')).toBeNull();
    await expect(args.onCancel).not.toHaveBeenCalled();
    const cancel = pageCommands(canvasElement).find((command) => command.entry === 'cancel');
    await expect(cancel?.unavailable).toBe('Cancel reservation is not available now.');
  },
};

type ConfirmedAction = 'ticket' | 'reprice' | 'cancel';
const CONFIRMED: Record<
  ConfirmedAction,
  { button: string; backOut: string; callback: 'onTicket' | 'onReprice' | 'onCancel' }
> = {
  ticket: { button: 'Issue tickets', backOut: 'Not now', callback: 'onTicket' },
  reprice: { button: 'Reprice', backOut: 'Keep the price', callback: 'onReprice' },
  cancel: { button: 'Cancel reservation', backOut: 'Keep reservation', callback: 'onCancel' },
};
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/**
 * Clicks the action, then its confirmation (double-clicked while the action runs: it still runs once;
 * a failed action may be confirmed again, so a failure is confirmed with one click).
 */
async function confirmFromPage(
  { args, canvas, canvasElement, userEvent }: PlayContext,
  action: ConfirmedAction,
  confirm: 'click' | 'dblClick',
): Promise<HTMLElement> {
  const { button, callback } = CONFIRMED[action];
  await userEvent.click(canvas.getByRole('button', { name: button }));
  const dialog = await findConfirmation(canvasElement);
  await userEvent[confirm](within(dialog).getByRole('button', { name: button }));
  await expect(args[callback]).toHaveBeenCalledTimes(1);
  return dialog;
}

/** The action confirmed and under way (it never ends here): its button is busy, every other waits. */
function pendingStory(action: ConfirmedAction): Story {
  const { button, callback } = CONFIRMED[action];
  return {
    args: { [callback]: fn(() => new Promise<void>(() => undefined)) },
    play: async (context) => {
      const dialog = await confirmFromPage(context, action, 'dblClick');
      await expect(within(dialog).getByRole('button', { name: button })).toHaveAttribute('aria-busy', 'true');
      // The page behind the open dialog is hidden from assistive technologies: query it as such.
      const page = (name: string) => context.canvas.getByRole('button', { name, hidden: true });
      await expect(page(button)).toHaveAttribute('aria-busy', 'true');
      for (const other of Object.values(CONFIRMED).filter((entry) => entry.button !== button))
        await expect(page(other.button)).toBeDisabled();
    },
  };
}

/** The action confirmed and refused by the server: its message on the page, the buttons usable again. */
function failedStory(action: ConfirmedAction, message: string): Story {
  const { button, backOut, callback } = CONFIRMED[action];
  return {
    args: { [callback]: fn(() => Promise.reject(new Error(message))) },
    play: async (context) => {
      const dialog = await confirmFromPage(context, action, 'click');
      await expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
      await context.userEvent.click(within(dialog).getByRole('button', { name: backOut }));
      await dialogClosed(context.canvasElement);
      const { canvas } = context;
      await expect(canvas.getByRole('alert')).toHaveTextContent(message);
      await expect(canvas.getByRole('button', { name: button })).toBeEnabled();
    },
  };
}

const locator = gdsReservation.locator;

export const TicketPending: Story = { ...pendingStory('ticket'), tags: ['phone-screenshot'] };
export const TicketFailed: Story = {
  ...failedStory('ticket', `Insufficient balance to ticket ${locator}.`),
  tags: ['phone-screenshot'],
};
export const RepricePending: Story = { ...pendingStory('reprice'), tags: ['phone-screenshot'] };
export const RepriceFailed: Story = {
  ...failedStory('reprice', `Reservation ${locator} could not be repriced: the fare is no longer available.`),
  tags: ['phone-screenshot'],
};
export const CancelPending: Story = { ...pendingStory('cancel'), tags: ['phone-screenshot'] };
export const CancelFailed: Story = {
  ...failedStory('cancel', `Reservation ${locator} is already cancelled.`),
  tags: ['phone-screenshot'],
};

/** Cancelling asks first: backing out does nothing, confirming calls `onCancel` once. */
export const CancelAsksForConfirmation: Story = {
  play: (context) =>
    playAsksFirst(context, {
      button: 'Cancel reservation',
      dialogName: `Cancel reservation ${gdsReservation.locator}`,
      keep: 'Keep reservation',
      spy: context.args.onCancel,
    }),
};

/** Ticketed, with one ticket voided since: ticketing, repricing and cancelling are refused, with why. */
export const GdsPartiallyTicketed: Story = {
  tags: ['phone-screenshot'],
  args: { reservation: gdsReservationPartiallyTicketed },
  play: async ({ canvas, canvasElement }) => {
    await recordSectionsDrawn({ canvasElement });
    await expect(canvas.getByText('Partially ticketed')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Issue tickets' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reprice' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel reservation' })).toBeDisabled();
    await expect(
      canvas.getByText(`${gdsReservation.locator} has issued tickets: void them before cancelling.`),
    ).toBeVisible();
    const tickets = within(canvas.getByRole('region', { name: 'Tickets' }));
    await expect(tickets.getAllByText('Ticketed')).toHaveLength(2);
    await expect(tickets.getByText('Voided')).toBeVisible();
    const [first] = gdsReservationPartiallyTicketed.tickets;
    await expect(tickets.getByRole('link', { name: `Ticket ${first?.number ?? ''}` })).toHaveAttribute(
      'href',
      `/tickets/${first?.id ?? ''}/gds`,
    );
  },
};

/** The NDC variant: an order, no OSI remarks nor fare basis (GDS notions). */
export const Ndc: Story = {
  tags: ['phone-screenshot'],
  args: { reservation: ndcReservation, ticketHref: (ticket) => `/tickets/${ticket.id}/ndc` },
  play: async ({ canvas, canvasElement }) => {
    await recordSectionsDrawn({ canvasElement });
    await expect(canvas.getByText('Order ID')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'OSI remarks' })).toBeNull();
    await expect(canvas.getByText('Not ticketed yet.')).toBeVisible();
  },
};

/** A cancelled reservation: only the PDF and the fare rules remain. */
export const Cancelled: Story = {
  args: { reservation: cancelledReservation },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cancelled')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Issue tickets' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel reservation' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  },
};

/**
 * The page in French: its title, facts, sections, actions and a refusal's reason, and the confirmation
 * a press asks.
 */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  args: { reservation: gdsReservationPartiallyTicketed },
  play: async ({ canvas, canvasElement }) => {
    await recordSectionsDrawn({ canvasElement });
    const { locator } = gdsReservationPartiallyTicketed;
    await expect(canvas.getByRole('heading', { level: 1, name: `Réservation ${locator}` })).toBeVisible();
    await expect(canvas.getByText('Référence du dossier (PNR)')).toBeVisible();
    await expect(canvas.getByText('Partiellement émis')).toBeVisible();
    for (const name of ['Itinéraire', 'Voyageurs', 'Services spéciaux', 'Récapitulatif du prix', 'Billets'])
      await expect(canvas.getByRole('region', { name })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Actions' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Émettre les billets' })).toBeDisabled();
    await expect(
      canvas.getByText(`${locator} a des billets émis : annulez-les (void) avant d'annuler la réservation.`),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Recalculer le prix' })).toBeDisabled();
    for (const name of ['Télécharger le PDF', 'Voir le PDF', 'Règles tarifaires'])
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    await expect(canvas.getByRole('region', { name: 'Itinéraire' })).toHaveTextContent('Aller');
  },
};
