import {
  BOOKING_MESSAGES,
  emptyBookingDraft,
  PASSENGER_AGE_RULES,
  type BookingDraft,
} from '@comptoir/flight-domain';
import { Card, Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { withPaymentTypeState } from '../../kit/story-helpers/controlled-payment-type';
import { useState } from 'react';
import { listenToPageKeys } from '../../kit/CommandBar/keyboard';
import { BookingView, type BookingViewProps } from './BookingView';

/** 07/03/2025 10:00:00.123 UTC: the placeholder e-mail's time suffix is 600123. */
const NOW = 1_741_341_600_123;

/** The first adult as the stories fill her in, as the form sends her (passport upper-cased). */
const AMINA_AS_SENT = {
  passengerType: 'ADT',
  firstName: 'Amina',
  lastName: 'Alaoui',
  birthDate: '1988-04-12',
  document: { type: 'passport', number: 'AB123456', nationality: 'MA', expiresOn: '2031-05-01' },
} as const;

/** The contact sent with the e-mail left empty: the placeholder named after the first traveler at `NOW`. */
const CONTACT_AS_SENT = { email: 'amina.alaoui.600123@example.com', phone: '+212 6 12 34 56 78' } as const;

const meta = {
  title: 'Booking/BookingView',
  component: BookingView,
  render: withPaymentTypeState(BookingView),
  args: {
    passengers: { adt: 2, cnn: 1, inf: 0, unn: 0 },
    documentsRequired: true,
    departureDate: '2026-12-15',
    now: NOW,
    paymentType: 'cash',
    onPaymentTypeChange: fn(),
    onSubmit: fn(),
    offerSummary: (
      <Card>
        <Text as="p" weight="bold">
          Casablanca (CMN) → Paris (CDG), Tue 15/12/2026
        </Text>
        <Text as="p" size="2" color="gray">
          AT 780, 07:25 → 11:40, direct, Economy
        </Text>
      </Card>
    ),
  },
} satisfies Meta<typeof BookingView>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

function travelerBlock(canvas: PlayContext['canvas'], heading: string) {
  return within(canvas.getByRole('group', { name: heading }));
}

/** Puts text in a field as a paste: one input event, so long forms fill quickly. */
async function enter({ userEvent }: PlayContext, field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Fills in a traveler's names, date of birth and, when given, a passport. */
async function fillTraveler(
  context: PlayContext,
  heading: string,
  traveler: { first: string; last: string; birth: string; passport?: string },
) {
  const block = travelerBlock(context.canvas, heading);
  await enter(context, block.getByRole('textbox', { name: 'First name' }), traveler.first);
  await enter(context, block.getByRole('textbox', { name: 'Last name' }), traveler.last);
  await enter(context, block.getByRole('textbox', { name: 'Date of birth' }), traveler.birth);
  if (traveler.passport === undefined) return;
  await enter(context, block.getByRole('textbox', { name: 'Document number' }), traveler.passport);
  await enter(context, block.getByRole('textbox', { name: 'Nationality' }), 'ma');
  await enter(context, block.getByRole('textbox', { name: 'Expires on' }), '01/05/2031');
}

/** The form for two adults and a child on an international itinerary, nothing typed yet. */
export const Empty: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Book this flight', level: 1 })).toBeVisible();
    for (const heading of ['Adult 1', 'Adult 2', 'Child 1']) {
      await expect(canvas.getByRole('group', { name: heading })).toBeVisible();
    }
    await expect(canvas.getByText(/every traveler needs a passport or identity card/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Book' })).toBeEnabled();
  },
};

/** Sending an empty form puts a message at every field, focuses the first, and sends nothing. */
export const ShowsMessagesAtTheirFields: Story = {
  tags: ['phone-screenshot'],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    const adult = travelerBlock(canvas, 'Adult 1');
    const firstName = adult.getByRole('textbox', { name: 'First name' });
    // The form's checks load when it is first focused or hovered: their answer may come a moment later.
    await waitFor(() => expect(firstName).toHaveAccessibleDescription(BOOKING_MESSAGES.firstName));
    await expect(adult.getByRole('textbox', { name: 'Document number' })).toHaveAccessibleDescription(
      BOOKING_MESSAGES.documentNumber,
    );
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      BOOKING_MESSAGES.phone,
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('fields need your attention.');
    await waitFor(() => expect(firstName).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * A filled form sends the checked travelers once, with the passports upper-cased and, as the e-mail was
 * left empty, the placeholder e-mail named after the first traveler.
 */
export const SendsTheBooking: Story = {
  args: { passengers: { adt: 1, cnn: 1, inf: 0, unn: 0 } },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    await fillTraveler(context, 'Adult 1', {
      first: 'Amina',
      last: 'Alaoui',
      birth: '12/04/1988',
      passport: 'AB123456',
    });
    await fillTraveler(context, 'Child 1', {
      first: 'Yasmine',
      last: 'Alaoui',
      birth: '14/02/2018',
      passport: 'AB777888',
    });
    await enter(context, canvas.getByRole('textbox', { name: 'Phone' }), '+212 6 12 34 56 78');
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      travelers: [
        AMINA_AS_SENT,
        {
          passengerType: 'CNN',
          firstName: 'Yasmine',
          lastName: 'Alaoui',
          birthDate: '2018-02-14',
          document: { type: 'passport', number: 'AB777888', nationality: 'MA', expiresOn: '2031-05-01' },
        },
      ],
      contact: CONTACT_AS_SENT,
    });
  },
};

/** A child's date of birth is judged by the age on the day of departure. */
export const ChecksAgeForPassengerType: Story = {
  args: { passengers: { adt: 1, cnn: 1, inf: 0, unn: 0 }, documentsRequired: false },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    await expect(canvas.queryByText(/every traveler needs a passport/)).toBeNull();
    await fillTraveler(context, 'Adult 1', { first: 'Amina', last: 'Alaoui', birth: '12/04/1988' });
    await fillTraveler(context, 'Child 1', { first: 'Rayan', last: 'Alaoui', birth: '01/01/2010' });
    await enter(context, canvas.getByRole('textbox', { name: 'Phone' }), '+212612345678');
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    const birthDate = travelerBlock(canvas, 'Child 1').getByRole('textbox', { name: 'Date of birth' });
    await waitFor(() => expect(birthDate).toHaveAccessibleDescription(PASSENGER_AGE_RULES.CNN.message));
    await waitFor(() => expect(birthDate).toHaveFocus());
    await expect(canvas.getByRole('alert')).toHaveTextContent('One field needs your attention.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The payment type is chosen from the list of SPEC §3 and reported to the app, which reprices. */
export const ChangesThePaymentType: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Payment type' }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'International bank card' }));
    await expect(args.onPaymentTypeChange).toHaveBeenCalledWith('international-bank-card');
    // The page is hidden from assistive technology until the list has closed.
    await expect(await canvas.findByRole('combobox', { name: 'Payment type' })).toHaveTextContent(
      'International bank card',
    );
  },
};

const filledDraft: BookingDraft = {
  travelers: emptyBookingDraft({ adt: 1, cnn: 0, inf: 0, unn: 0 }).travelers.map((traveler) => ({
    ...traveler,
    title: 'MRS',
    firstName: 'Amina',
    lastName: 'Alaoui',
    birthDate: '1988-04-12',
    documentNumber: 'AB123456',
    nationality: 'MA',
    documentExpiresOn: '2031-05-01',
  })),
  contact: { email: 'amina@atlas-voyages.ma', phone: '+212 6 12 34 56 78' },
};

/** While the booking is on its way the button is busy, and pressing Enter again sends nothing. */
export const Sending: Story = {
  args: { passengers: { adt: 1, cnn: 0, inf: 0, unn: 0 }, initialDraft: filledDraft, submitting: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Book' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's refusal is shown, and everything typed is still there to correct and send again. */
export const ServerRefused: Story = {
  tags: ['phone-screenshot'],
  args: {
    passengers: { adt: 1, cnn: 0, inf: 0, unn: 0 },
    initialDraft: filledDraft,
    error: 'The fare is no longer available. Search again to see current prices.',
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The fare is no longer available.');
    await expect(travelerBlock(canvas, 'Adult 1').getByRole('textbox', { name: 'Last name' })).toHaveValue(
      'Alaoui',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
  },
};

/** The form as the app holds it: once sent, it is sending until the answer comes (here, never). */
function SendingOnceSent(args: BookingViewProps) {
  const [submitting, setSubmitting] = useState(false);
  return (
    <BookingView
      {...args}
      submitting={submitting}
      onSubmit={(result) => {
        setSubmitting(true);
        args.onSubmit(result);
      }}
    />
  );
}

/**
 * By keyboard alone: the cursor starts in the first name, Tab goes through the form in its order (a date's
 * calendar button after its typed date; Shift+Tab back to the title), and Ctrl+Enter held down in a field
 * books once.
 */
export const CompletesByKeyboard: Story = {
  args: { passengers: { adt: 1, cnn: 0, inf: 0, unn: 0 }, focusFirstField: true },
  render: SendingOnceSent,
  beforeEach: listenToPageKeys,
  play: async ({ args, canvas, userEvent }) => {
    const adult = travelerBlock(canvas, 'Adult 1');
    const firstName = adult.getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(firstName).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(adult.getByRole('combobox', { name: 'Title' })).toHaveFocus();
    await userEvent.tab();
    const phone = canvas.getByRole('textbox', { name: 'Phone' });
    const tabOrder: [HTMLElement, string | null][] = [
      [firstName, 'Amina'],
      [adult.getByRole('textbox', { name: 'Last name' }), 'Alaoui'],
      [adult.getByRole('textbox', { name: 'Date of birth' }), '12/04/1988'],
      [adult.getByRole('button', { name: 'Date of birth: calendar' }), null],
      [adult.getByRole('combobox', { name: 'Document type' }), null],
      [adult.getByRole('textbox', { name: 'Document number' }), 'AB123456'],
      [adult.getByRole('textbox', { name: 'Nationality' }), 'ma'],
      [adult.getByRole('textbox', { name: 'Expires on' }), '01/05/2031'],
      [adult.getByRole('button', { name: 'Expires on: calendar' }), null],
      [canvas.getByRole('textbox', { name: 'E-mail (optional)' }), null],
      [phone, '+212 6 12 34 56 78'],
      [canvas.getByRole('combobox', { name: 'Payment type' }), null],
      [canvas.getByRole('button', { name: 'Book' }), null],
    ];
    for (const [control, text] of tabOrder) {
      await expect(control).toHaveFocus();
      if (text !== null) await userEvent.keyboard(text);
      if (control !== tabOrder.at(-1)?.[0]) await userEvent.tab();
    }
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(phone).toHaveFocus();
    await userEvent.keyboard('{Control>}{Enter>3/}{/Control}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      travelers: [AMINA_AS_SENT],
      contact: CONTACT_AS_SENT,
    });
    await expect(canvas.getByRole('button', { name: 'Book' })).toBeDisabled();
  },
};
