import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { deferred, playAsksFirst, recordSectionsDrawn } from '../RecordSections/story-play';
import {
  DAY_AFTER_CAPTURE,
  gdsExchangeOffers,
  gdsTicket,
  gdsTicketEligibility,
  ndcTicket,
  TICKETS_CAPTURED_AT,
  voidedGdsTicket,
} from '../RecordSections/ticket-fixtures';
import { TicketExchange } from '../TicketExchange/TicketExchange';
import { TicketDetailView } from './TicketDetailView';
import { dialogClosed, findConfirmation } from '../../kit/story-helpers/story-helpers';
import { pageWithGlobalDialog } from '../../kit/story-helpers/global-dialog-stories';

const meta = {
  title: 'Pages/TicketDetailView',
  component: TicketDetailView,
  args: {
    ticket: gdsTicket,
    now: TICKETS_CAPTURED_AT,
    onVoid: fn(),
    onDownloadPdf: fn(),
    onViewPdf: fn(),
    onExchange: fn(),
    reservationHref: `/reservations/${gdsTicket.reservationId}/gds`,
  },
  ...pageWithGlobalDialog,
  afterEach: recordSectionsDrawn,
} satisfies Meta<typeof TicketDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A ticketed GDS ticket on the day of issue: void, exchange and PDF are all offered. */
export const Gds: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    await recordSectionsDrawn({ canvasElement });
    await expect(canvas.getByRole('heading', { level: 1, name: `Ticket ${gdsTicket.number}` })).toBeVisible();
    await expect(canvas.getByText('Ticketed')).toBeVisible();
    await expect(canvas.getByRole('link', { name: `Reservation ${gdsTicket.locator}` })).toHaveAttribute(
      'href',
      `/reservations/${gdsTicket.reservationId}/gds`,
    );
    await expect(canvas.getByText('ALAOUI/AMINA')).toBeVisible();
    await expect(canvas.getByText('Void before')).toBeVisible();
    for (const name of [
      'Itinerary',
      'Traveler',
      'Contacts',
      'OSI remarks',
      'Fare and taxes',
      'Coupons',
      'History',
    ])
      await expect(canvas.getByRole('region', { name })).toBeVisible();
    await expect(canvas.getByText('Form of payment')).toBeVisible();
    await expect(canvas.getByText('Cash')).toBeVisible();
    const history = within(canvas.getByRole('region', { name: 'History' }));
    await expect(history.getByText(`Ticket ${gdsTicket.number} issued`)).toBeVisible();
    const coupons = within(canvas.getByRole('region', { name: 'Coupons' }));
    await expect(coupons.getAllByText('Open')).toHaveLength(gdsTicket.coupons.length);
    for (const name of ['Download PDF', 'View PDF', 'Exchange ticket', 'Void ticket'])
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
  },
};

/** Voiding asks first: backing out does nothing, confirming calls `onVoid` once. */
export const VoidAsksForConfirmation: Story = {
  play: (context) =>
    playAsksFirst(context, {
      button: 'Void ticket',
      dialogName: `Void ticket ${gdsTicket.number}`,
      keep: 'Keep ticket',
      spy: context.args.onVoid,
    }),
};

/**
 * Void confirmed with a double click while the server has not answered: sent once, its button busy in
 * the dialog and on the page, the other actions waiting.
 */
export const VoidPending: Story = {
  tags: ['phone-screenshot'],
  args: { onVoid: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Void ticket' }));
    const dialog = await findConfirmation(canvasElement);
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Void ticket' }));
    await expect(args.onVoid).toHaveBeenCalledTimes(1);
    await expect(within(dialog).getByRole('button', { name: 'Void ticket' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // The page behind the open dialog is hidden from assistive technologies: query it as such.
    const page = (name: string) => canvas.getByRole('button', { name, hidden: true });
    await expect(page('Void ticket')).toHaveAttribute('aria-busy', 'true');
    for (const other of ['Download PDF', 'View PDF', 'Exchange ticket'])
      await expect(page(other)).toBeDisabled();
  },
};

/** A failed void keeps the dialog open with the server's message; the page says it too. */
export const VoidFails: Story = {
  tags: ['phone-screenshot'],
  args: {
    onVoid: fn(() =>
      Promise.reject(
        new Error(`Ticket ${gdsTicket.number} can no longer be voided: its void window has closed.`),
      ),
    ),
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Void ticket' }));
    const dialog = await findConfirmation(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void ticket' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('its void window has closed');
    await expect(args.onVoid).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep ticket' }));
    await dialogClosed(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('its void window has closed');
    await expect(canvas.getByRole('button', { name: 'Void ticket' })).toBeEnabled();
  },
};

/**
 * Download PDF, View PDF and the exchange call their own callbacks (downloading opens no viewer); while
 * one runs, its button is busy and the others wait.
 */
export const ActionsCallTheirCallbacks: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const downloading = deferred();
    args.onDownloadPdf.mockImplementation(() => downloading.promise);
    await userEvent.click(canvas.getByRole('button', { name: 'Download PDF' }));
    await expect(args.onDownloadPdf).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Void ticket' })).toBeDisabled();
    downloading.resolve();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'View PDF' })).toBeEnabled());
    await expect(args.onViewPdf).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'View PDF' }));
    await expect(args.onViewPdf).toHaveBeenCalledTimes(1);
    await expect(args.onDownloadPdf).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Exchange ticket' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Exchange ticket' }));
    await expect(args.onExchange).toHaveBeenCalledTimes(1);
    await expect(args.onVoid).not.toHaveBeenCalled();
  },
};

/** The morning after issue the void window has closed: voiding is refused, with the reason. */
export const VoidWindowClosed: Story = {
  tags: ['phone-screenshot'],
  args: { now: DAY_AFTER_CAPTURE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Void ticket' })).toBeDisabled();
    await expect(
      canvas.getByText(`Ticket ${gdsTicket.number} can no longer be voided: its void window has closed.`),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Exchange ticket' })).toBeEnabled();
  },
};

/** A voided ticket: void and exchange are refused with why; only the PDF remains. */
export const Voided: Story = {
  tags: ['phone-screenshot'],
  args: { ticket: voidedGdsTicket },
  play: async ({ canvas, canvasElement }) => {
    await recordSectionsDrawn({ canvasElement });
    await expect(canvas.getByText('Voided')).toBeVisible();
    await expect(canvas.queryByText('Void before')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Void ticket' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Exchange ticket' })).toBeDisabled();
    await expect(
      canvas.getByText(
        `Ticket ${voidedGdsTicket.number} is voided: only a ticketed ticket can be exchanged.`,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    await expect(within(canvas.getByRole('region', { name: 'Coupons' })).getAllByText('Void')).toHaveLength(
      voidedGdsTicket.coupons.length,
    );
    await expect(canvas.getByText('Voided')).toHaveAttribute('data-tone', 'error');
    const history = within(canvas.getByRole('region', { name: 'History' }));
    await expect(history.getByText(`Void of ticket ${voidedGdsTicket.number}`)).toBeVisible();
  },
};

/** The NDC variant: an order, no OSI remarks nor fare basis, and no GDS exchange. */
export const Ndc: Story = {
  tags: ['phone-screenshot'],
  args: { ticket: ndcTicket, reservationHref: `/reservations/${ndcTicket.reservationId}/ndc` },
  play: async ({ canvas, canvasElement }) => {
    await recordSectionsDrawn({ canvasElement });
    await expect(canvas.getByText('Order')).toBeVisible();
    await expect(canvas.getByRole('link', { name: `Reservation ${ndcTicket.locator}` })).toHaveAttribute(
      'href',
      `/reservations/${ndcTicket.reservationId}/ndc`,
    );
    await expect(canvas.queryByRole('region', { name: 'OSI remarks' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Exchange ticket' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Void ticket' })).toBeEnabled();
  },
};

/** With the exchange open: the page shows the exchange steps above the ticket. */
export const WithExchangeOpen: Story = {
  args: {
    exchange: (
      <TicketExchange
        ticket={gdsTicket}
        onCheckEligibility={fn(() => Promise.resolve(gdsTicketEligibility))}
        onSearch={fn(() => Promise.resolve(gdsExchangeOffers))}
        loadLocations={fn(() => Promise.resolve([]))}
        onModifyOffer={fn(() => Promise.resolve())}
        onClose={fn()}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: `Exchange ticket ${gdsTicket.number}` })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Exchange steps' })).toBeVisible();
  },
};

/** The page in French: its title, facts, sections and actions, and the confirmation voiding asks. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await recordSectionsDrawn({ canvasElement });
    await expect(canvas.getByRole('heading', { level: 1, name: `Billet ${gdsTicket.number}` })).toBeVisible();
    await expect(canvas.getByRole('link', { name: `Réservation ${gdsTicket.locator}` })).toBeVisible();
    await expect(canvas.getByText('Mode de paiement')).toBeVisible();
    await expect(canvas.getByText('Espèces')).toBeVisible();
    await expect(canvas.getByText("Annulable (void) jusqu'au")).toBeVisible();
    for (const name of ['Itinéraire', 'Voyageur', 'Tarif et taxes', 'Coupons', 'Historique'])
      await expect(canvas.getByRole('region', { name })).toBeVisible();
    const coupons = within(canvas.getByRole('region', { name: 'Coupons' }));
    await expect(coupons.getAllByText('Ouvert')).toHaveLength(gdsTicket.coupons.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler le billet (void)' }));
    const dialog = await findConfirmation(canvasElement);
    await expect(dialog).toHaveAccessibleName(`Annuler le billet ${gdsTicket.number} (void)`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Garder le billet' }));
    await dialogClosed(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Échanger le billet' })).toBeEnabled();
  },
};
