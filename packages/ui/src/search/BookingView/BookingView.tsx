import {
  emptyBookingDraft,
  loadOnce,
  PAYMENT_METHODS,
  travelerLabels,
  type BookingContact,
  type BookingDraft,
  type BookingDraftErrors,
  type BookingTraveler,
  type PassengerCounts,
  type PaymentMethod,
  type TravelerDraft,
} from '@comptoir/flight-domain';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { updateAt } from '../draft-state/draft-state';
import { SelectField } from '../../kit/FormFields/SelectField';
import { TextInputField } from '../../kit/FormFields/TextInputField';
import { TravelerFields } from './TravelerFields';
import { ErrorCallout } from '../../kit/ErrorCallout/ErrorCallout';
import { m } from '../../i18n/paraglide/messages.js';
import { passengerTypeWords } from '../../i18n/passenger-words';
import { paymentMethodWords } from '../../i18n/payment-labels';
import { wordOptions } from '../../i18n/word-options';

/** What the form hands over once every field is right. */
export interface BookingFormResult {
  readonly travelers: BookingTraveler[];
  readonly contact: BookingContact;
}

export interface BookingViewProps {
  /** How many passengers of each type the offer was priced for: one traveler block each. */
  passengers: PassengerCounts;
  /** Whether the itinerary crosses a border, so every traveler needs a passport or identity card. */
  documentsRequired: boolean;
  /** The first departure's date (`YYYY-MM-DD`): ages and document validity are judged on it. */
  departureDate: string;
  /** Now, for the placeholder e-mail when the e-mail is left empty (time is passed in). */
  now: Date | number;
  /** The payment type, which sets the surcharge shown in the price summary. */
  paymentType: PaymentMethod;
  onPaymentTypeChange: (paymentType: PaymentMethod) => void;
  /** The chosen offer, as the app renders it (an OfferCard). */
  offerSummary?: ReactNode;
  /** Optional seat choice on the offer's seat map. */
  seatSelection?: ReactNode;
  /** The final price breakdown for the payment type (a FareBreakdown). */
  priceSummary?: ReactNode;
  /** True while the booking is being sent: the form cannot be sent again. Default false. */
  submitting?: boolean;
  /** The server's message when booking failed; what was typed stays. */
  error?: string | null;
  /** Called once, with the checked travelers and contact, when the form is sent. */
  onSubmit: (result: BookingFormResult) => void;
  /** A form to start from instead of an empty one. */
  initialDraft?: BookingDraft;
  /**
   * Puts the cursor in the first traveler's first name when the form opens, so that the agent types at
   * once (the app's booking page). Default: false, as a story among others on a docs page would take it.
   */
  focusFirstField?: boolean;
}

/** The contact block's fields, in their order on the form; each reports its error under `contact.<field>`. */
type ContactField = keyof BookingDraft['contact'];

/** The contact's fields, worded in the interface's language when drawn. */
const contactFields = () =>
  [
    { field: 'email', label: m.booking_email(), type: 'email', hint: m.booking_email_hint() },
    { field: 'phone', label: m.booking_phone(), type: 'tel', placeholder: '+212 6 12 34 56 78' },
  ] as const satisfies readonly ({ field: ContactField } & Partial<ComponentProps<typeof TextInputField>>)[];

/** The first traveler's first name: where the cursor starts. */
const FIRST_FIELD = '[data-slot="traveler-fields"] input';

// The form's checks and their messages' words are fetched when the form is first focused or hovered (it
// takes the focus as it opens with `focusFirstField`), not with the page.
const loadBookingCheck = loadOnce(() => import('./booking-check').then((module) => module.checkBooking));

/** The messages shown: one per field to fix, and the sentence above the Book button. */
interface ShownErrors {
  fields: BookingDraftErrors;
  summary: string | null;
}

const NO_ERRORS: ShownErrors = { fields: {}, summary: null };

/**
 * The booking screen: the chosen offer, a block per traveler (names, date of birth, document where the
 * route needs one), the contact (an empty e-mail becomes the placeholder of SPEC §3), optional seats, the
 * payment type with its final breakdown, and one "Book" button that cannot send twice. It completes by
 * keyboard in tab order (dates typed as dd/mm/yyyy) and books with Ctrl+Enter (⌘Enter) from any field.
 */
export function BookingView({
  passengers,
  documentsRequired,
  departureDate,
  now,
  paymentType,
  onPaymentTypeChange,
  offerSummary,
  seatSelection,
  priceSummary,
  submitting = false,
  error = null,
  onSubmit,
  initialDraft,
  focusFirstField = false,
}: BookingViewProps) {
  const [draft, setDraft] = useState<BookingDraft>(() => initialDraft ?? emptyBookingDraft(passengers));
  const [{ fields: errors, summary }, setErrors] = useState<ShownErrors>(NO_ERRORS);
  // The last send: one made before the checks had loaded gives way to it.
  const attempt = useRef(0);
  const formRef = useRef<HTMLFormElement>(null);
  const sectionId = useId();
  const headings = travelerLabels(
    draft.travelers.map(({ passengerType }) => passengerType),
    passengerTypeWords,
  );

  useEffect(() => {
    if (focusFirstField) formRef.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  }, [focusFirstField]);

  // Changes merge into the draft as it is when React applies them: two fields changed before the next
  // render (a date picked, then a name typed) both land.
  const updateTraveler = (index: number, changes: Partial<TravelerDraft>) => {
    setDraft((current) => ({ ...current, travelers: updateAt(current.travelers, index, changes) }));
  };
  const updateContact = (field: ContactField, value: string) => {
    setDraft((current) => ({ ...current, contact: { ...current.contact, [field]: value } }));
  };

  return (
    <Flex direction="column" gap="5" data-slot="booking-view">
      <Heading as="h1" size="6">
        {m.booking_title()}
      </Heading>
      {offerSummary}
      <form
        ref={formRef}
        noValidate
        aria-label={m.booking_form()}
        onFocus={() => void loadBookingCheck().catch(() => undefined)}
        onPointerEnter={() => void loadBookingCheck().catch(() => undefined)}
        onSubmit={(event) => {
          event.preventDefault();
          // React renders a click's update before the next click, so the disabled button stops a double
          // click; this stops Enter pressed again in a field while the booking is on its way. Sends made
          // while the checks load are answered once they have come, the last one only.
          if (submitting) return;
          const thisAttempt = ++attempt.current;
          loadBookingCheck().then(
            (check) => {
              if (thisAttempt !== attempt.current) return;
              const result = check(draft, { documentsRequired, departureDate, now });
              if (!result.success) {
                // Drawn at once, so that the focus below finds the fields marked.
                flushSync(() => {
                  setErrors({ fields: result.errors, summary: result.summary });
                });
                // Take the user to the first field to fix, once the messages are on screen.
                requestAnimationFrame(() => {
                  formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
                });
                return;
              }
              // Drawn at once, as a click's update is: Enter pressed again finds the form sending.
              flushSync(() => {
                setErrors(NO_ERRORS);
                onSubmit({ travelers: result.travelers, contact: result.contact });
              });
            },
            // Checks that cannot load (the network) say so above the button; the next send fetches them again.
            (reason: unknown) => {
              if (thisAttempt !== attempt.current) return;
              setErrors({ fields: {}, summary: reason instanceof Error ? reason.message : String(reason) });
            },
          );
        }}
      >
        <Flex direction="column" gap="5">
          <Flex asChild direction="column" gap="3">
            <section aria-labelledby={`${sectionId}-travelers`}>
              <Heading as="h2" size="4" id={`${sectionId}-travelers`}>
                {m.booking_travelers()}
              </Heading>
              {documentsRequired ? (
                <Text size="2" color="gray">
                  {m.booking_documents_required()}
                </Text>
              ) : null}
              {draft.travelers.map((traveler, index) => (
                <TravelerFields
                  // Travelers are a fixed list set by the offer: their position is their identity.
                  key={index}
                  heading={headings[index] ?? ''}
                  traveler={traveler}
                  errors={errors}
                  errorPrefix={`travelers.${String(index)}`}
                  documentsRequired={documentsRequired}
                  onChange={(changes) => updateTraveler(index, changes)}
                />
              ))}
            </section>
          </Flex>
          <FormCard title={m.booking_contact()}>
            <Flex direction={{ initial: 'column', sm: 'row' }} gap="3">
              {contactFields().map(({ field, ...input }) => (
                <Flex key={field} direction="column" flexGrow="1">
                  <TextInputField
                    {...input}
                    value={draft.contact[field]}
                    onValueChange={(value) => updateContact(field, value)}
                    error={errors[`contact.${field}`]}
                  />
                </Flex>
              ))}
            </Flex>
          </FormCard>
          {seatSelection}
          <FormCard title={m.booking_payment()}>
            <Flex direction="column" maxWidth="320px">
              <SelectField
                label={m.search_payment_type()}
                value={paymentType}
                options={wordOptions(PAYMENT_METHODS, paymentMethodWords)}
                onChange={onPaymentTypeChange}
              />
            </Flex>
            {priceSummary}
          </FormCard>
          <ErrorCallout message={summary} slot="booking-form-errors" />
          <ErrorCallout message={error} slot="booking-error" />
          <Flex justify="end">
            {/* Ctrl+Enter (⌘Enter) books from any field: the page's key (`kit/CommandBar/page-commands`). */}
            <Button
              type="submit"
              size="3"
              loading={submitting}
              disabled={submitting}
              data-command={m.booking_title()}
              data-shortcut="mod+Enter"
            >
              {m.results_book()}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Flex>
  );
}

/** A titled card of the booking form (contact, payment), named by its heading. */
function FormCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id={headingId}>
            {title}
          </Heading>
          {children}
        </Flex>
      </section>
    </Card>
  );
}
