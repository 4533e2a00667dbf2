import {
  exchangeModifyOfferSchema,
  type Centimes,
  type ExchangeModifyOffer,
  type ExchangeOffer,
  type Ticket,
} from '@comptoir/flight-domain';
import { Button, Callout, DataList, Flex, Heading, RadioCards, Separator, Text } from '@radix-ui/themes';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { DateDisplay } from '../../kit/DateDisplay/DateDisplay';
import { Money } from '../../kit/Money/Money';
import { EmptyNote, RecordSection } from '../../kit/RecordSection/RecordSection';
import { failureMessage } from '../RecordSections/use-record-action';
import { exchangeSettlement } from './exchange-settlement';

/** The answer of `GET /exchange/gds/eligibility/{id}`, as this view reads it. */
export interface ExchangeEligibility {
  /** Whether the GDS would exchange the ticket now. */
  eligible: boolean;
  /** Why not, in the backend's words; empty when eligible. */
  reasons: readonly string[];
}

export interface TicketExchangeProps {
  /** The ticket to exchange (a ticketed GDS ticket). */
  ticket: Ticket;
  /** Asks the backend whether the ticket can be exchanged (`GET /exchange/gds/eligibility/{id}`). */
  onCheckEligibility: () => Promise<ExchangeEligibility>;
  /** Searches new flights for the ticket (`POST /exchange/gds/search/ticket/{id}`). */
  onSearch: () => Promise<readonly ExchangeOffer[]>;
  /**
   * Exchanges the ticket for the chosen offer (`POST /exchange/gds/ticket/{locator}/modify-offer/{workbenchId}`)
   * with the body as flight-domain's `exchangeModifyOfferSchema` completes it (fare rule type TextLong,
   * indicators false, total price 0).
   */
  onModifyOffer: (body: ExchangeModifyOffer) => Promise<void>;
  /** Leaves the exchange without changing anything. */
  onClose: () => void;
}

const STEPS = ['Eligibility', 'New flights', 'Confirm'] as const;
type StepIndex = 0 | 1 | 2;

type CallState<Value> =
  | { readonly status: 'idle' }
  | { readonly status: 'pending' }
  | { readonly status: 'done'; readonly value: Value }
  | { readonly status: 'failed'; readonly message: string };

/** One backend call of a step: its state, kept while staff move between steps, and how to (re)run it. */
function useStepCall<Value>() {
  const [state, setState] = useState<CallState<Value>>({ status: 'idle' });
  // A ref, not state: two clicks in the same frame both see `idle` in state.
  const busy = useRef(false);
  async function call(callback: () => Promise<Value>): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setState({ status: 'pending' });
    try {
      setState({ status: 'done', value: await callback() });
    } catch (failure) {
      setState({ status: 'failed', message: failureMessage(failure) });
    } finally {
      busy.current = false;
    }
  }
  return [state, (callback: () => Promise<Value>) => void call(callback)] as const;
}

/** A failed call's message with the button that runs it again. */
function StepError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Callout.Root color="red" role="alert" size="1" data-slot="exchange-step-error">
      <Callout.Text>{message}</Callout.Text>
      <Flex>
        <Button size="1" variant="soft" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Flex>
    </Callout.Root>
  );
}

/** A step's call: its button (busy while pending, relabelled once done), or its failure with a retry. */
function StepCallButton<Value>({
  state,
  onRun,
  label,
  againLabel,
}: {
  state: CallState<Value>;
  onRun: () => void;
  label: string;
  againLabel: string;
}) {
  if (state.status === 'failed') return <StepError message={state.message} onRetry={onRun} />;
  return (
    <Flex>
      <Button
        variant="soft"
        onClick={onRun}
        loading={state.status === 'pending'}
        aria-busy={state.status === 'pending'}
      >
        {state.status === 'done' ? againLabel : label}
      </Button>
    </Flex>
  );
}

/** `+350,00 MAD` for a dearer fare, `-50,00 MAD` for a cheaper one. */
function SignedMoney({ centimes, size = '2' }: { centimes: Centimes; size?: '1' | '2' }) {
  return (
    <Text size={size} className="whitespace-nowrap">
      {centimes > 0 ? '+' : ''}
      <Money centimes={centimes} size={size} />
    </Text>
  );
}

function Stepper({ current }: { current: StepIndex }) {
  return (
    <nav aria-label="Exchange steps">
      <ol className="m-0 flex list-none flex-wrap gap-x-4 gap-y-2 p-0" data-slot="exchange-stepper">
        {STEPS.map((label, index) => {
          const state = index < current ? 'complete' : index === current ? 'current' : 'upcoming';
          return (
            <li
              key={label}
              aria-current={index === current ? 'step' : undefined}
              data-state={state}
              className="flex items-center gap-2"
            >
              <span
                aria-hidden
                className={`flex size-6 items-center justify-center rounded-full text-xs font-bold ${
                  state === 'upcoming'
                    ? 'bg-[var(--gray-a3)] text-[var(--gray-11)]'
                    : 'bg-[var(--accent-9)] text-[var(--accent-contrast)]'
                }`}
              >
                {index + 1}
              </span>
              <Text size="2" weight={state === 'current' ? 'bold' : 'regular'}>
                <span className="sr-only">Step {index + 1}: </span>
                {label}
                {state === 'complete' ? <span className="sr-only"> (done)</span> : null}
              </Text>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The buttons under a step: back on the left, forward on the right. */
function StepFooter({ children }: { children: ReactNode }) {
  return (
    <>
      <Separator size="4" />
      <Flex justify="between" gap="2" wrap="wrap" data-slot="exchange-step-footer">
        {children}
      </Flex>
    </>
  );
}

/**
 * The GDS exchange of a ticket in three steps: (1) check eligibility, with the backend's reasons when it
 * refuses; (2) search new flights and choose one; (3) review the price difference and confirm, which
 * sends the modify-offer body. Moving back and forth keeps what each step found and what was chosen; a
 * failed call is shown in its step with a button to try again.
 */
export function TicketExchange({
  ticket,
  onCheckEligibility,
  onSearch,
  onModifyOffer,
  onClose,
}: TicketExchangeProps) {
  const [step, setStep] = useState<StepIndex>(0);
  const [eligibility, checkEligibility] = useStepCall<ExchangeEligibility>();
  const [search, runSearch] = useStepCall<readonly ExchangeOffer[]>();
  // Done holds the body that was sent.
  const [modification, modify] = useStepCall<ExchangeModifyOffer>();
  const [chosenId, setChosenId] = useState<string | null>(null);

  // Moving between steps takes keyboard and screen-reader users to the new step's heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const offers = search.status === 'done' ? search.value : [];
  const chosen = offers.find((offer) => offer.catalogOfferingIdentifier === chosenId);
  const eligible = eligibility.status === 'done' && eligibility.value.eligible;
  const exchanged = modification.status === 'done';
  const firstDeparture = ticket.itinerary[0]?.segments[0]?.departure.at;

  const check = () => checkEligibility(onCheckEligibility);
  const searchOffers = () => runSearch(onSearch);
  const confirm = () => {
    if (chosen === undefined) return;
    modify(async () => {
      const body = exchangeModifyOfferSchema.parse({
        catalogOfferingsIdentifier: chosen.catalogOfferingsIdentifier,
        catalogOfferingIdentifier: chosen.catalogOfferingIdentifier,
      });
      await onModifyOffer(body);
      return body;
    });
  };

  const heading = (text: string) => (
    <Heading as="h3" size="3" ref={headingRef} tabIndex={-1} className="outline-none">
      {text}
    </Heading>
  );

  return (
    <RecordSection
      title={`Exchange ticket ${ticket.number}`}
      slot="ticket-exchange"
      actions={
        <Button variant="ghost" color="gray" onClick={onClose} disabled={modification.status === 'pending'}>
          {exchanged ? 'Close' : 'Close exchange'}
        </Button>
      }
    >
      <Stepper current={step} />
      <Flex direction="column" gap="3" data-slot="exchange-step" data-step={STEPS[step]}>
        {step === 0 ? (
          <>
            {heading('Step 1: eligibility')}
            <Text as="p" size="2">
              Ask the GDS whether ticket {ticket.number} ({ticket.route}) can be exchanged.
            </Text>
            <StepCallButton
              state={eligibility}
              onRun={check}
              label="Check eligibility"
              againLabel="Check again"
            />
            {eligibility.status === 'done' ? (
              eligibility.value.eligible ? (
                <Callout.Root color="green" role="status" size="1" data-slot="exchange-eligible">
                  <Callout.Text>Ticket {ticket.number} can be exchanged.</Callout.Text>
                </Callout.Root>
              ) : (
                <Callout.Root color="amber" role="status" size="1" data-slot="exchange-not-eligible">
                  <Callout.Text>Ticket {ticket.number} cannot be exchanged:</Callout.Text>
                  <ul className="m-0 flex flex-col gap-1 pl-5">
                    {eligibility.value.reasons.map((reason) => (
                      <li key={reason}>
                        <Text size="2">{reason}</Text>
                      </li>
                    ))}
                  </ul>
                </Callout.Root>
              )
            ) : null}
            <StepFooter>
              <span />
              <Button onClick={() => setStep(1)} disabled={!eligible}>
                Next: new flights
              </Button>
            </StepFooter>
          </>
        ) : null}

        {step === 1 ? (
          <>
            {heading('Step 2: new flights')}
            <Text as="p" size="2">
              Now {ticket.route}, departing <DateDisplay value={firstDeparture} format="dateTime" size="2" />.
              The GDS offers the same flights on other days.
            </Text>
            <StepCallButton
              state={search}
              onRun={searchOffers}
              label="Search new flights"
              againLabel="Search again"
            />
            {search.status === 'done' && offers.length === 0 ? (
              <EmptyNote>No new flights for this ticket.</EmptyNote>
            ) : null}
            {offers.length > 0 ? (
              <RadioCards.Root
                aria-label="New flights"
                value={chosen?.catalogOfferingIdentifier ?? ''}
                onValueChange={setChosenId}
                columns={{ initial: '1', sm: '2' }}
                size="1"
                data-slot="exchange-offers"
              >
                {offers.map((offer) => (
                  <RadioCards.Item
                    key={offer.catalogOfferingIdentifier}
                    value={offer.catalogOfferingIdentifier}
                    data-slot="exchange-offer"
                  >
                    <Flex direction="column" gap="1" width="100%">
                      <Text size="2" weight="bold">
                        {offer.description}
                      </Text>
                      <Text size="2">
                        Departs <DateDisplay value={offer.departureAt} format="dateTime" size="2" />
                      </Text>
                      <Text size="1" color="gray">
                        Fare difference <SignedMoney centimes={offer.priceDifference} size="1" /> · Penalty{' '}
                        <Money centimes={offer.penalty} size="1" />
                      </Text>
                    </Flex>
                  </RadioCards.Item>
                ))}
              </RadioCards.Root>
            ) : null}
            <StepFooter>
              <Button variant="soft" color="gray" onClick={() => setStep(0)}>
                Back
              </Button>
              <Button onClick={() => setStep(2)} disabled={chosen === undefined}>
                Next: confirm
              </Button>
            </StepFooter>
          </>
        ) : null}

        {step === 2 && chosen !== undefined ? (
          <ConfirmStep
            heading={heading('Step 3: confirm')}
            offer={chosen}
            ticket={ticket}
            state={modification}
            onConfirm={confirm}
            onBack={() => setStep(1)}
          />
        ) : null}
      </Flex>
    </RecordSection>
  );
}

function ConfirmStep({
  heading,
  offer,
  ticket,
  state,
  onConfirm,
  onBack,
}: {
  heading: ReactNode;
  offer: ExchangeOffer;
  ticket: Ticket;
  state: CallState<ExchangeModifyOffer>;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const settlement = exchangeSettlement(offer);
  const done = state.status === 'done';
  return (
    <>
      {heading}
      <DataList.Root
        size="2"
        orientation={{ initial: 'vertical', sm: 'horizontal' }}
        data-slot="exchange-review"
      >
        <DataList.Item>
          <DataList.Label minWidth="180px">New flight</DataList.Label>
          <DataList.Value>{offer.description}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="180px">Departs</DataList.Label>
          <DataList.Value>
            <DateDisplay value={offer.departureAt} format="dateTime" />
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="180px">Fare difference</DataList.Label>
          <DataList.Value>
            <SignedMoney centimes={settlement.fareDifference} />
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="180px">Change penalty</DataList.Label>
          <DataList.Value>
            <Money centimes={settlement.penalty} size="2" />
          </DataList.Value>
        </DataList.Item>
        <DataList.Item data-slot="exchange-amount-due">
          <DataList.Label minWidth="180px">Debited from the balance</DataList.Label>
          <DataList.Value>
            <Money centimes={settlement.amountDue} size="2" weight="bold" />
          </DataList.Value>
        </DataList.Item>
        {settlement.refund > 0 ? (
          <DataList.Item data-slot="exchange-refund">
            <DataList.Label minWidth="180px">Refunded to the balance</DataList.Label>
            <DataList.Value>
              <Money centimes={settlement.refund} size="2" weight="bold" />
            </DataList.Value>
          </DataList.Item>
        ) : null}
      </DataList.Root>
      {state.status === 'failed' ? <StepError message={state.message} onRetry={onConfirm} /> : null}
      {done ? (
        <Callout.Root color="green" role="status" size="1" data-slot="exchange-done">
          <Callout.Text>Exchange confirmed: a new ticket replaces {ticket.number}.</Callout.Text>
        </Callout.Root>
      ) : null}
      <StepFooter>
        <Button variant="soft" color="gray" onClick={onBack} disabled={done || state.status === 'pending'}>
          Back
        </Button>
        {state.status === 'failed' ? (
          <span />
        ) : (
          <Button
            onClick={onConfirm}
            disabled={done}
            loading={state.status === 'pending'}
            aria-busy={state.status === 'pending'}
          >
            Confirm exchange
          </Button>
        )}
      </StepFooter>
    </>
  );
}
