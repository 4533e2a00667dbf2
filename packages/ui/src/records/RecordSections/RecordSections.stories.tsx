import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlainLink } from '../../kit/AppShell/PlainLink';
import { AncillariesSection } from './AncillariesSection';
import { ContactsSection } from './ContactsSection';
import { CouponsSection } from './CouponsSection';
import { FareRulesSection } from './FareRulesSection';
import { ItinerarySection } from './ItinerarySection';
import { OsiRemarksSection } from './OsiRemarksSection';
import { PriceSummarySection } from './PriceSummarySection';
import { gdsReservationPartiallyTicketed as reservation } from '../../kit/story-helpers/record-fixtures';
import { RecordActionButton, RecordFact, RecordHeader } from './RecordHeader';
import { SpecialServicesSection } from './SpecialServicesSection';
import { RESERVATION_SECTION_TITLES } from './story-play';
import { gdsTicket } from './ticket-fixtures';
import { TicketsSection } from './TicketsSection';
import { TravelersSection } from './TravelersSection';

interface SectionsProps {
  /** Every list empty, to show what each section says when it has nothing to list. */
  empty: boolean;
}

/** Every block of the record pages, one under the other, over a reservation and a ticket from the sandbox. */
function Sections({ empty }: SectionsProps) {
  const list = <T,>(items: readonly T[]): readonly T[] => (empty ? [] : items);
  return (
    <div className="grid max-w-3xl gap-4 p-4">
      <ItinerarySection itinerary={reservation.itinerary} />
      <TravelersSection travelers={reservation.travelers} seatsByTraveler={{}} />
      <ContactsSection contacts={list(reservation.contacts)} />
      <OsiRemarksSection remarks={list(reservation.osiRemarks)} />
      <SpecialServicesSection
        services={list(reservation.specialServices)}
        travelers={reservation.travelers}
      />
      <AncillariesSection
        ancillaries={list(reservation.ancillaries)}
        travelers={reservation.travelers}
        itinerary={reservation.itinerary}
      />
      <PriceSummarySection pricing={reservation.pricing} ancillaries={list(reservation.ancillaries)} />
      <TicketsSection
        tickets={list(reservation.tickets)}
        ticketHref={(ticket) => `/tickets/${ticket.id}/gds`}
        linkComponent={PlainLink}
      />
      <FareRulesSection fareRules={list(reservation.fareRules)} />
      <CouponsSection coupons={empty ? [] : gdsTicket.coupons} />
    </div>
  );
}

const meta = {
  title: 'Records/RecordSections',
  component: Sections,
  parameters: { layout: 'padded' },
  args: { empty: false },
} satisfies Meta<typeof Sections>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reservation's sections and the ticket's coupons. */
const SECTION_TITLES = [...RESERVATION_SECTION_TITLES, 'Coupons'];

/** Each block filled from the sandbox's partially ticketed GDS reservation and one of its tickets. */
export const Filled: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas }) => {
    for (const title of SECTION_TITLES) {
      await expect(canvas.getByRole('region', { name: title })).toBeVisible();
    }
    const tickets = canvas.getByRole('region', { name: 'Tickets' });
    const [firstTicket] = reservation.tickets;
    if (firstTicket === undefined) throw new Error('The fixture reservation has no ticket');
    await expect(within(tickets).getByRole('link', { name: new RegExp(firstTicket.number) })).toHaveAttribute(
      'href',
      `/tickets/${firstTicket.id}/gds`,
    );
  },
};

/** Nothing to list: each block says so in its own words. */
export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvas }) => {
    for (const note of [
      'No contact on this record.',
      'No OSI remark.',
      'No meal or assistance requested.',
      'No ancillary booked.',
      'Not ticketed yet.',
      'No fare rule loaded.',
      'No coupon on this ticket.',
    ]) {
      await expect(canvas.getByText(note)).toBeVisible();
    }
  },
};

/** The top of a record page: title, content kind, status, key facts, actions with a refusal, a failure. */
export const Header: Story = {
  render: () => (
    <div className="p-4">
      <RecordHeader
        title={`Reservation ${reservation.locator}`}
        contentKind={reservation.contentKind}
        status={null}
        summary={
          <>
            <RecordFact label="Route">{reservation.route}</RecordFact>
            <RecordFact label="Record locator (PNR)">{reservation.locator}</RecordFact>
          </>
        }
        actions={[
          <RecordActionButton
            key="ticket"
            availability={{ allowed: true }}
            running={false}
            busy={false}
            onClick={() => undefined}
          >
            Issue tickets
          </RecordActionButton>,
          <RecordActionButton
            key="cancel"
            availability={{ allowed: false, reason: `${reservation.locator} has issued tickets.` }}
            running={false}
            busy={false}
            onClick={() => undefined}
            color="red"
          >
            Cancel reservation
          </RecordActionButton>,
        ]}
        refusals={[`${reservation.locator} has issued tickets.`]}
        error="The airline system is unavailable."
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: `Reservation ${reservation.locator}` }),
    ).toBeVisible();
    await expect(canvas.getByText('Record locator (PNR)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Issue tickets' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Cancel reservation' })).toBeDisabled();
    await expect(canvas.getByText(`${reservation.locator} has issued tickets.`)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The airline system is unavailable.');
  },
};
