import {
  EXCHANGE_SEARCH_MESSAGES,
  FLIGHT_SEARCH_MESSAGES,
  type ExchangeOffer,
} from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { deferred } from '../RecordSections/story-play';
import {
  gdsExchangeOffers,
  gdsTicket,
  gdsTicketEligibility,
  ndcTicket,
  voidedTicketEligibility,
} from '../RecordSections/ticket-fixtures';
import { TicketExchange, type TicketExchangeProps } from './TicketExchange';
import { loadSandboxLocations } from '../../kit/story-helpers/sandbox-locations';
import { inDiv } from '../../kit/story-helpers/frames';

// The sandbox's offers for the story ticket's exchange to Paris-Orly: cheaper fares and a dearer one.
const cheaperOffer = gdsExchangeOffers.find((offer) => offer.priceDifference < 0);
const dearerOffer = gdsExchangeOffers.find((offer) => offer.priceDifference > 0);
if (cheaperOffer === undefined || dearerOffer === undefined)
  throw new Error('The sandbox offers a cheaper and a dearer exchange');

const meta = {
  title: 'Pages/TicketExchange',
  component: TicketExchange,
  args: {
    ticket: gdsTicket,
    onCheckEligibility: fn<TicketExchangeProps['onCheckEligibility']>(() =>
      Promise.resolve(gdsTicketEligibility),
    ),
    onSearch: fn(() => Promise.resolve(gdsExchangeOffers)),
    loadLocations: fn(loadSandboxLocations),
    onModifyOffer: fn(() => Promise.resolve()),
    onClose: fn(),
  },
  decorators: [inDiv('p-3 sm:p-5')],
} satisfies Meta<typeof TicketExchange>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first step, before asking: the stepper shows where staff are; nothing is sent yet. */
export const Start: Story = {
  tags: ['phone-screenshot'],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('region', { name: `Exchange ticket ${gdsTicket.number}` })).toBeVisible();
    // Opened, the panel takes the focus to its first step.
    await expect(canvas.getByRole('heading', { name: 'Step 1: eligibility' })).toHaveFocus();
    const steps = within(canvas.getByRole('navigation', { name: 'Exchange steps' })).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(steps[0]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('button', { name: 'Next: new flights' })).toBeDisabled();
    await expect(args.onCheckEligibility).not.toHaveBeenCalled();
  },
};

/** Eligible: checking calls back once, and the next step opens. */
export const Eligible: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Check eligibility' }));
    await expect(args.onCheckEligibility).toHaveBeenCalledTimes(1);
    await expect(args.onCheckEligibility).toHaveBeenCalledWith();
    await expect(await canvas.findByText(`Ticket ${gdsTicket.number} can be exchanged.`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next: new flights' })).toBeEnabled();
  },
};

/** Not eligible: the backend's reasons are listed and the exchange stops there. */
export const NotEligible: Story = {
  tags: ['phone-screenshot'],
  args: {
    ticket: ndcTicket,
    onCheckEligibility: fn(() =>
      Promise.resolve({
        eligible: false,
        reasons: [
          'NDC tickets are changed with the airline, not through the GDS exchange.',
          'The fare does not permit changes.',
        ],
      }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Check eligibility' }));
    await expect(await canvas.findByText(`Ticket ${ndcTicket.number} cannot be exchanged:`)).toBeVisible();
    await expect(canvas.getByText('The fare does not permit changes.')).toBeVisible();
    await expect(
      canvas.getByText('NDC tickets are changed with the airline, not through the GDS exchange.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next: new flights' })).toBeNull();
  },
};

/** A voided ticket: one reason. */
export const VoidedNotEligible: Story = {
  args: { onCheckEligibility: fn(() => Promise.resolve(voidedTicketEligibility)) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Check eligibility' }));
    await expect(
      await canvas.findByText('The ticket is voided; only a ticketed ticket can be exchanged.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next: new flights' })).toBeNull();
  },
};

/** The eligibility call fails: its message is shown with a retry, which recovers. */
export const EligibilityFails: Story = {
  play: async ({ args, canvas, userEvent }) => {
    args.onCheckEligibility.mockRejectedValueOnce(new Error('Ticket TKT-000001 not found.'));
    await userEvent.click(canvas.getByRole('button', { name: 'Check eligibility' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Ticket TKT-000001 not found.');
    await expect(canvas.getByRole('button', { name: 'Next: new flights' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText(`Ticket ${gdsTicket.number} can be exchanged.`)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onCheckEligibility).toHaveBeenCalledTimes(2);
  },
};

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** The radio of an exchange offer, named by its description (which holds regex characters). */
const offerName = (offer: ExchangeOffer) => (name: string) => name.includes(offer.description);

/** Checks eligibility and moves on to the search step; answers the fields of its two legs. */
async function toSearchStep({ canvas, userEvent }: Pick<PlayContext, 'canvas' | 'userEvent'>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Check eligibility' }));
  await waitFor(() => expect(canvas.getByRole('button', { name: 'Next: new flights' })).toBeEnabled());
  await userEvent.click(canvas.getByRole('button', { name: 'Next: new flights' }));
  await expect(canvas.getByRole('heading', { name: 'Step 2: new flights' })).toHaveFocus();
  return {
    outbound: within(canvas.getByRole('group', { name: 'Flight 1' })),
    inbound: within(canvas.getByRole('group', { name: 'Flight 2' })),
  };
}

/** The ticket's legs as the search step starts from them: Casablanca–Paris-CDG on 18 and 27 December. */
const CURRENT_LEGS = [
  { from: 'CMN', to: 'CDG', date: '2026-12-18' },
  { from: 'CDG', to: 'CMN', date: '2026-12-27' },
];

/**
 * The search step: each leg of the ticket with its airports and date; the outbound is moved three days
 * later (typed in fr-FR) and searching calls back once with both legs, then lists the offers with their
 * fare difference and penalty.
 */
export const SearchResults: Story = {
  tags: ['phone-screenshot'],
  play: async ({ args, canvas, userEvent }) => {
    const { outbound } = await toSearchStep({ canvas, userEvent });
    await expect(outbound.getByRole('combobox', { name: 'From' })).toHaveValue('CMN');
    await expect(outbound.getByRole('combobox', { name: 'To' })).toHaveValue('CDG');
    const date = outbound.getByRole('textbox', { name: 'New date' });
    await expect(date).toHaveValue('18/12/2026');
    await userEvent.clear(date);
    await userEvent.type(date, '21/12/2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Search new flights' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith({
      legs: [{ ...CURRENT_LEGS[0], date: '2026-12-21' }, CURRENT_LEGS[1]],
    });
    const offers = await canvas.findAllByRole('radio');
    await expect(offers).toHaveLength(gdsExchangeOffers.length);
    await expect(canvas.getByRole('button', { name: 'Next: confirm' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: offerName(dearerOffer) }));
    await expect(canvas.getByRole('button', { name: 'Next: confirm' })).toBeEnabled();
  },
};

/**
 * Another route and date: Paris-Orly chosen from the location search for the outbound's destination and
 * the return's origin, the outbound three days later; the search sends the new airports and date.
 */
export const SearchNewRoute: Story = {
  tags: ['phone-screenshot'],
  play: async ({ args, canvas, userEvent }) => {
    const { outbound, inbound } = await toSearchStep({ canvas, userEvent });
    for (const [field, name] of [
      [outbound, 'To'],
      [inbound, 'From'],
    ] as const) {
      const airport = field.getByRole('combobox', { name });
      await userEvent.clear(airport);
      await userEvent.type(airport, 'ORY');
      await userEvent.click(await screen.findByRole('option', { name: /ORY/ }));
    }
    await expect(args.loadLocations).toHaveBeenCalledWith('ORY');
    const date = outbound.getByRole('textbox', { name: 'New date' });
    await userEvent.clear(date);
    await userEvent.type(date, '21/12/2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Search new flights' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith({
      legs: [
        { ...CURRENT_LEGS[0], to: 'ORY', date: '2026-12-21' },
        { ...CURRENT_LEGS[1], from: 'ORY' },
      ],
    });
    await expect(await canvas.findAllByRole('radio')).toHaveLength(gdsExchangeOffers.length);
  },
};

/**
 * Not a route or a date: an airport typed but not chosen, the same airport at both ends and a date that
 * is not one each say so at their field, keep what was typed, and nothing is sent.
 */
export const SearchInvalid: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const { outbound, inbound } = await toSearchStep({ canvas, userEvent });
    await userEvent.clear(outbound.getByRole('combobox', { name: 'From' }));
    await userEvent.type(outbound.getByRole('combobox', { name: 'From' }), 'Casa');
    await userEvent.clear(inbound.getByRole('combobox', { name: 'To' }));
    await userEvent.type(inbound.getByRole('combobox', { name: 'To' }), 'CDG');
    await userEvent.click(await screen.findByRole('option', { name: /CDG/ }));
    const date = outbound.getByRole('textbox', { name: 'New date' });
    await userEvent.clear(date);
    await userEvent.type(date, '31/02');
    await userEvent.click(canvas.getByRole('button', { name: 'Search new flights' }));
    await expect(outbound.getByText(FLIGHT_SEARCH_MESSAGES.from)).toBeVisible();
    await expect(inbound.getByText(EXCHANGE_SEARCH_MESSAGES.sameAirports)).toBeVisible();
    await expect(outbound.getByText('Enter the date as dd/mm/yyyy')).toBeVisible();
    await expect(outbound.getByRole('combobox', { name: 'From' })).toHaveValue('Casa');
    await expect(date).toHaveValue('31/02');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** The search fails: the message is shown with a retry, which recovers. */
export const SearchFails: Story = {
  play: async ({ args, canvas, userEvent }) => {
    args.onSearch.mockRejectedValueOnce(new Error('The fare does not permit changes.'));
    await toSearchStep({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: 'Search new flights' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The fare does not permit changes.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findAllByRole('radio')).toHaveLength(gdsExchangeOffers.length);
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
};

/** No new flights: said plainly. */
export const NoOffers: Story = {
  args: { onSearch: fn(() => Promise.resolve([])) },
  play: async ({ canvas, userEvent }) => {
    await toSearchStep({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: 'Search new flights' }));
    await expect(await canvas.findByText('No new flights for this ticket.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next: confirm' })).toBeDisabled();
  },
};

/**
 * The whole exchange: a cheaper flight shows the penalty debited and the difference refunded; going back
 * and forth keeps the eligibility, the offers and the choice; adding it to the workbench sends the
 * modify-offer body with its defaults, once, and says that the workbench's commit makes it happen.
 */
export const ConfirmExchange: Story = {
  tags: ['phone-screenshot'],
  play: async ({ args, canvas, userEvent }) => {
    await toSearchStep({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: 'Search new flights' }));
    await userEvent.click(await canvas.findByRole('radio', { name: offerName(cheaperOffer) }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next: confirm' }));
    await expect(canvas.getByRole('heading', { name: 'Step 3: confirm' })).toHaveFocus();
    await expect(canvas.getByText('Fare difference')).toBeVisible();
    await expect(canvas.getByText('Refunded to the balance')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(canvas.getByRole('radio', { name: offerName(cheaperOffer) })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(canvas.getByText(`Ticket ${gdsTicket.number} can be exchanged.`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next: new flights' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next: confirm' }));
    await expect(args.onCheckEligibility).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledTimes(1);

    await userEvent.dblClick(canvas.getByRole('button', { name: 'Add to workbench' }));
    await expect(args.onModifyOffer).toHaveBeenCalledTimes(1);
    await expect(args.onModifyOffer).toHaveBeenCalledWith(
      {
        catalogOfferingsIdentifier: cheaperOffer.catalogOfferingsIdentifier,
        catalogOfferingIdentifier: cheaperOffer.catalogOfferingIdentifier,
        fareRuleType: 'TextLong',
        lowFareFinderInd: false,
        returnBrandedFaresInd: false,
        reCheckInventoryInd: false,
        totalPrice: 0,
      },
      cheaperOffer,
    );
    await expect(await canvas.findByText(/is pending in the workbench: commit the changes/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to workbench' })).toBeDisabled();
  },
};

/** The exchange fails: the message is shown with a retry; the pending call shows as busy. */
export const ConfirmFails: Story = {
  play: async ({ args, canvas, userEvent }) => {
    args.onModifyOffer.mockRejectedValueOnce(
      new Error(`Exchange offer ${dearerOffer.catalogOfferingIdentifier} not found: search again.`),
    );
    await toSearchStep({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('button', { name: 'Search new flights' }));
    await userEvent.click(await canvas.findByRole('radio', { name: offerName(dearerOffer) }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next: confirm' }));
    await expect(canvas.queryByText('Refunded to the balance')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to workbench' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('not found: search again.');

    const exchanging = deferred();
    args.onModifyOffer.mockImplementationOnce(() => exchanging.promise);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(canvas.getByRole('button', { name: 'Add to workbench' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
    exchanging.resolve();
    await expect(await canvas.findByText(/is pending in the workbench/)).toBeVisible();
    await expect(args.onModifyOffer).toHaveBeenCalledTimes(2);
  },
};

/** Closing leaves the exchange. */
export const Close: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close exchange' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onModifyOffer).not.toHaveBeenCalled();
  },
};

/**
 * The exchange in French: its steps, the eligibility's answer, and a search to the same airport refused
 * in French at its field.
 */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(
      canvas.getByRole('region', { name: `Échanger le billet ${gdsTicket.number}` }),
    ).toBeVisible();
    const steps = canvas.getByRole('navigation', { name: "Étapes de l'échange" });
    await expect(steps).toHaveTextContent('Éligibilité');
    await userEvent.click(canvas.getByRole('button', { name: "Vérifier l'éligibilité" }));
    await expect(await canvas.findByText(`Le billet ${gdsTicket.number} peut être échangé.`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Suivant : nouveaux vols' }));
    await expect(canvas.getByRole('heading', { name: 'Étape 2 : nouveaux vols' })).toHaveFocus();
    const inbound = within(canvas.getByRole('group', { name: 'Vol 2' }));
    const to = inbound.getByRole('combobox', { name: 'Arrivée' });
    await userEvent.clear(to);
    await userEvent.type(to, 'CDG');
    await userEvent.click(await screen.findByRole('option', { name: /CDG/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Rechercher de nouveaux vols' }));
    await expect(inbound.getByText("Choisissez une destination différente de l'origine")).toBeVisible();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};
