import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { setSandboxClock } from '@comptoir/mock-backend';
import { bookingsOf, resetBookings } from '../../mock/bookings';
import { exchangesOf } from '../../mock/message-log';
import { LOW_COST_AIRLINE } from '../../rules';
import { LowCostXmlSupportView } from './LowCostXmlSupportView';
import type { XmlExchangeRow } from './XmlExchangePanel';
import { failsWithRetry, saysLoading } from '../story-plays';

// The seeded bookings are made through the simulated airline on first read, at times relative to the
// sandbox's clock: held still for the stories, so the screenshots are the same every day.
resetBookings();
setSandboxClock(() => Date.parse('2026-11-20T10:00:00Z'));
bookingsOf('org_casablanca');
setSandboxClock(undefined);

/** The seeded bookings' messages of the Casablanca agency, as the simulated airline logged them. */
const exchanges = exchangesOf('org_casablanca').filter((exchange) => exchange.bookingReference !== null);
const [held, older] = [...exchanges].sort((a, b) => b.requestedAt.localeCompare(a.requestedAt));
if (held === undefined || older === undefined) throw new Error('The seed has Casablanca bookings.');
const heldSurname = /<Surname>([^<]+)<\/Surname>/.exec(held.request)?.[1] ?? '';
const row = (exchange: typeof held): XmlExchangeRow => ({
  id: exchange.id,
  message: exchange.message,
  echoToken: exchange.echoToken,
  bookingReference: exchange.bookingReference,
  requestedAt: exchange.requestedAt,
  durationMs: exchange.durationMs,
  status: exchange.status,
});
const rows = [held, older].map(row);

const meta = {
  title: 'Low-cost plugin/LowCostXmlSupportView',
  component: LowCostXmlSupportView,
  args: {
    airlineName: LOW_COST_AIRLINE.name,
    filters: {},
    onFiltersChange: fn(),
    messages: { status: 'success', data: { items: rows, total: 2, page: 1, limit: 20 } },
    onPageChange: fn(),
    openedId: undefined,
    onOpenedChange: fn(),
    opened: undefined,
  },
} satisfies Meta<typeof LowCostXmlSupportView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The organization's messages, newest first; a reference that is not one is said at its field. */
export const Messages: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Messages found' });
    const items = within(list).getAllByRole('button');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent(`OTA_AirBookRQ · ${held.bookingReference ?? ''}`);
    await userEvent.click(items[0] ?? list);
    await expect(args.onOpenedChange).toHaveBeenCalledWith(held.id);

    const reference = canvas.getByLabelText('Booking reference');
    await userEvent.type(reference, 'AB1');
    await userEvent.click(canvas.getByRole('button', { name: 'Find messages' }));
    await expect(canvas.getByText('A booking reference is 6 letters or digits, e.g. QX4T7M.')).toBeVisible();
    await expect(reference).toHaveValue('AB1');
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
  },
};

/** Found by a booking's reference (typed in lower case) and a text. */
export const Filter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Booking reference'), 'qx4t7m');
    await userEvent.type(canvas.getByLabelText('Text in the messages'), 'BENNANI');
    await userEvent.click(canvas.getByRole('button', { name: 'Find messages' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      reference: 'QX4T7M',
      date: undefined,
      search: 'BENNANI',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({});
  },
};

/** One message opened: request and answer pretty-printed and coloured, each to copy or download. */
export const Opened: Story = {
  tags: ['phone-screenshot'],
  args: {
    filters: { reference: held.bookingReference ?? undefined },
    messages: { status: 'success', data: { items: [row(held)], total: 1, page: 1, limit: 20 } },
    openedId: held.id,
    opened: { status: 'success', data: { ...row(held), request: held.request, response: held.response } },
  },
  play: async ({ canvas }) => {
    const request = canvas.getByRole('region', { name: 'Request OTA_AirBookRQ' });
    await expect(within(request).getByLabelText('Request XML')).toHaveTextContent(
      `<Surname>${heldSurname}</Surname>`,
    );
    await expect(
      within(canvas.getByRole('region', { name: 'Response OTA_AirBookRS' })).getByLabelText('Response XML'),
    ).toHaveTextContent(`ID="${held.bookingReference ?? ''}"`);

    const copy = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the request' }));
    await expect(copy).toHaveBeenCalledWith(held.request);
    await expect(within(request).getByRole('status')).toHaveTextContent('Copied.');

    const blobs: Blob[] = [];
    const createUrl = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) blobs.push(blob);
      return 'blob:story';
    });
    spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Download .xml of the response' }));
    await waitFor(() => expect(createUrl).toHaveBeenCalledTimes(1));
    await expect(click.mock.contexts[0]).toHaveProperty('download', `OTA_AirBookRS-${held.echoToken}.xml`);
    await expect(await blobs[0]?.text()).toBe(held.response);
    await expect(blobs[0]?.type).toBe('application/xml');
  },
};

export const OpenedLoading: Story = {
  args: { openedId: held.id, opened: { status: 'pending' } },
  play: saysLoading('Loading the XML message…'),
};

const retryOpened = fn();
/** Another organization's message (an old link): SPEC §6's denial, and a retry. */
export const OpenedRefused: Story = {
  tags: ['phone-screenshot'],
  args: {
    openedId: 'xml_000042',
    opened: {
      status: 'error',
      message: 'You are not allowed to access resource: low-cost-xml-message',
      refused: true,
      onRetry: retryOpened,
    },
  },
  play: async ({ canvas, args }) => {
    const panel = canvas.getByRole('region', { name: 'XML message' });
    await expect(within(panel).getByRole('alert')).toHaveTextContent(
      'You are not allowed to access resource: low-cost-xml-message',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    await expect(retryOpened).toHaveBeenCalled();
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenedChange).toHaveBeenCalledWith(undefined);
  },
};

/**
 * The first page loading: the filters wait for it, as the app's loading view gives way to its page
 * (whose form is another) and what was typed meanwhile would be lost.
 */
export const Loading: Story = {
  tags: ['phone-screenshot'],
  args: { filters: { reference: 'R9KQ2M' }, messages: { status: 'pending' } },
  play: async (context) => {
    await saysLoading('Loading the XML messages…')(context);
    const filters = context.canvas.getByRole('search', { name: 'Find XML messages' });
    await expect(within(filters).getByLabelText('Booking reference')).toHaveValue('R9KQ2M');
    for (const field of within(filters).getAllByRole('textbox')) await expect(field).toBeDisabled();
    await expect(within(filters).getByLabelText('Day')).toBeDisabled();
    await expect(within(filters).getByRole('button', { name: 'Find messages' })).toBeDisabled();
    await expect(within(filters).getByRole('button', { name: 'Clear' })).toBeDisabled();
  },
};

export const Empty: Story = {
  tags: ['phone-screenshot'],
  args: {
    filters: { date: '2026-11-01' },
    messages: { status: 'success', data: { items: [], total: 0, page: 1, limit: 20 } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No XML message matches: change or clear the filters.')).toBeVisible();
    await expect(canvas.getByLabelText('Day')).toHaveValue('2026-11-01');
  },
};

const retry = fn();
export const Failed: Story = {
  tags: ['phone-screenshot'],
  args: { messages: { status: 'error', message: 'Service unavailable', onRetry: retry } },
  play: failsWithRetry('Service unavailable', retry),
};

/** More than a page: the pager moves on. */
export const Paged: Story = {
  args: { messages: { status: 'success', data: { items: rows, total: 45, page: 1, limit: 20 } } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** XML support in French: the filters, the messages found and the opened exchange. */
export const InFrench: Story = {
  ...Opened,
  tags: [],
  globals: { locale: 'fr' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Support XML' })).toBeVisible();
    const filters = within(canvas.getByRole('search', { name: 'Trouver des messages XML' }));
    await expect(filters.getByRole('textbox', { name: 'Texte dans les messages' })).toBeVisible();
    await expect(canvas.getByText('1 message')).toBeVisible();
    const request = canvas.getByRole('region', { name: 'Requête OTA_AirBookRQ' });
    await expect(within(request).getByLabelText('Requête XML')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Télécharger le .xml de la réponse' })).toBeVisible();
    await userEvent.clear(filters.getByRole('textbox', { name: 'Référence de réservation' }));
    await userEvent.type(filters.getByRole('textbox', { name: 'Référence de réservation' }), 'QX4');
    await userEvent.click(filters.getByRole('button', { name: 'Trouver les messages' }));
    await expect(
      filters.getByText('Une référence de réservation compte 6 lettres ou chiffres, par ex. QX4T7M.'),
    ).toBeVisible();
  },
};
