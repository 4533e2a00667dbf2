import {
  exchangeModifyOfferSchema,
  exchangeSearchSchema,
  ticketExchangeLegs,
  type ExchangeModifyOffer,
  type ExchangeOffer,
  type ExchangeSearch,
  type LocationSuggestion,
  type Ticket,
} from '@comptoir/flight-domain';
import { Button, Callout, Flex, Heading, RadioCards, Text } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import type { LegDraft } from '../../kit/AirportCombobox/airport-field';
import { LegFields } from '../../kit/AirportCombobox/LegFields';
import { DateDisplay } from '../../kit/DateDisplay/DateDisplay';
import { Money } from '../../kit/Money/Money';
import { EmptyNote, RecordSection } from '../../kit/RecordSection/RecordSection';
import { m } from '../../i18n/paraglide/messages.js';
import { withNodes } from '../../i18n/with-nodes';
import { ConfirmStep } from './ConfirmStep';
import { exchangeMessageWords } from './exchange-words';
import {
  SignedMoney,
  STEPS,
  StepCallButton,
  StepFooter,
  Stepper,
  useStepCall,
  type StepIndex,
} from './exchange-steps';

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
  /**
   * Searches new flights for the ticket on the route and dates staff chose, one leg per leg of the
   * ticket (`POST /exchange/gds/search/ticket/{id}`).
   */
  onSearch: (search: ExchangeSearch) => Promise<readonly ExchangeOffer[]>;
  /** Loads the airports and cities that match a query of at least 2 characters (`GET /search`). */
  loadLocations: (query: string) => Promise<LocationSuggestion[]>;
  /**
   * Adds the exchange for the chosen offer to the ticket's workbench
   * (`POST /exchange/gds/ticket/{locator}/modify-offer/{workbenchId}`) with the body as flight-domain's
   * `exchangeModifyOfferSchema` completes it (fare rule type TextLong, indicators false, total price 0).
   * The exchange happens when the workbench is committed.
   */
  onModifyOffer: (body: ExchangeModifyOffer, offer: ExchangeOffer) => Promise<void>;
  /** Leaves the exchange without changing anything. */
  onClose: () => void;
}

/** The ticket's legs as the exchange form starts from them: its airports chosen, its dates. */
function currentLegs(ticket: Ticket): LegDraft[] {
  return ticketExchangeLegs(ticket.itinerary).map((leg) => ({
    from: { code: leg.from, text: leg.from },
    to: { code: leg.to, text: leg.to },
    date: leg.date,
  }));
}

/**
 * The first message of each field of a refused search, keyed as the leg fields read them (`legs.0.to`),
 * in the interface's language.
 */
function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues)
    errors[issue.path.map(String).join('.')] ??= exchangeMessageWords(issue.message);
  return errors;
}

/**
 * The GDS exchange of a ticket in three steps: (1) check eligibility, with the backend's reasons when it
 * refuses; (2) choose each leg's new route (airports from the location search) and date, search new
 * flights and choose one; (3) review the fare difference
 * and penalty, then add the exchange to the ticket's workbench (the modify-offer body), where it waits
 * for the commit. Moving back and forth keeps what each step found and what was chosen; a failed call
 * is shown in its step with a button to try again.
 */
export function TicketExchange({
  ticket,
  onCheckEligibility,
  onSearch,
  loadLocations,
  onModifyOffer,
  onClose,
}: TicketExchangeProps) {
  const [step, setStep] = useState<StepIndex>(0);
  const [eligibility, checkEligibility] = useStepCall<ExchangeEligibility>();
  const [search, runSearch] = useStepCall<readonly ExchangeOffer[]>();
  // Done holds the body that was sent.
  const [modification, modify] = useStepCall<ExchangeModifyOffer>();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const firstDeparture = ticket.itinerary[0]?.segments[0]?.departure.at;
  const [legs, setLegs] = useState(() => currentLegs(ticket));
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});

  // Opening the exchange, and moving between its steps, takes the focus to the step's heading, which the
  // browser scrolls into view: the panel opens below the page's actions, often out of sight.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [step]);

  const offers = search.status === 'done' ? search.value : [];
  const chosen = offers.find((offer) => offer.catalogOfferingIdentifier === chosenId);
  const eligible = eligibility.status === 'done' && eligibility.value.eligible;
  const exchanged = modification.status === 'done';

  const check = () => checkEligibility(onCheckEligibility);
  const searchOffers = () => {
    const search = exchangeSearchSchema.safeParse({
      legs: legs.map((leg) => ({ from: leg.from.code, to: leg.to.code, date: leg.date })),
    });
    setErrors(search.success ? {} : fieldErrors(search.error.issues));
    if (search.success) runSearch(() => onSearch(search.data));
  };
  const confirm = () => {
    if (chosen === undefined) return;
    modify(async () => {
      const body = exchangeModifyOfferSchema.parse({
        catalogOfferingsIdentifier: chosen.catalogOfferingsIdentifier,
        catalogOfferingIdentifier: chosen.catalogOfferingIdentifier,
      });
      await onModifyOffer(body, chosen);
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
      title={m.exchange_title({ number: ticket.number })}
      slot="ticket-exchange"
      actions={
        <Button variant="ghost" color="gray" onClick={onClose} disabled={modification.status === 'pending'}>
          {exchanged ? m.exchange_close() : m.exchange_close_exchange()}
        </Button>
      }
    >
      <Stepper current={step} />
      <Flex direction="column" gap="3" data-slot="exchange-step" data-step={STEPS[step]}>
        {step === 0 ? (
          <>
            {heading(m.exchange_step1_heading())}
            <Text as="p" size="2">
              {m.exchange_step1_intro({ number: ticket.number, route: ticket.route })}
            </Text>
            <StepCallButton
              state={eligibility}
              onRun={check}
              label={m.exchange_check()}
              againLabel={m.exchange_check_again()}
            />
            {eligibility.status === 'done' ? (
              eligibility.value.eligible ? (
                <Callout.Root color="green" role="status" size="1" data-slot="exchange-eligible">
                  <Callout.Text>{m.exchange_eligible({ number: ticket.number })}</Callout.Text>
                </Callout.Root>
              ) : (
                <Callout.Root color="amber" role="status" size="1" data-slot="exchange-not-eligible">
                  <Callout.Text>{m.exchange_not_eligible({ number: ticket.number })}</Callout.Text>
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
            {/* Refused by the GDS: the reasons stand alone, with no way on to offer. */}
            {eligibility.status === 'done' && !eligible ? null : (
              <StepFooter>
                <span />
                <Button onClick={() => setStep(1)} disabled={!eligible}>
                  {m.exchange_next_flights()}
                </Button>
              </StepFooter>
            )}
          </>
        ) : null}

        {step === 1 ? (
          <>
            {heading(m.exchange_step2_heading())}
            <Text as="p" size="2">
              {withNodes(m.exchange_step2_intro, {
                route: ticket.route,
                date: <DateDisplay value={firstDeparture} format="dateTime" size="2" />,
              })}
            </Text>
            {legs.map((leg, index) => (
              <fieldset key={index} data-slot="exchange-leg" className="m-0 min-w-0 border-0 p-0">
                <legend className="mb-2 p-0">
                  <Text size="2" weight="bold">
                    {m.exchange_leg({ number: index + 1 })}
                  </Text>
                </legend>
                <div className="grid grid-cols-1 items-start gap-3 md:grid-cols-[1fr_1fr_12rem]">
                  <LegFields
                    leg={leg}
                    onChange={(changes) => {
                      setLegs((current) =>
                        current.map((candidate, at) =>
                          at === index ? { ...candidate, ...changes } : candidate,
                        ),
                      );
                    }}
                    errors={errors}
                    errorPrefix={`legs.${String(index)}.`}
                    loadLocations={loadLocations}
                    dateLabel={m.exchange_new_date()}
                  />
                </div>
              </fieldset>
            ))}
            <StepCallButton
              state={search}
              onRun={searchOffers}
              label={m.exchange_search()}
              againLabel={m.exchange_search_again()}
            />
            {search.status === 'done' && offers.length === 0 ? (
              <EmptyNote>{m.exchange_no_flights()}</EmptyNote>
            ) : null}
            {offers.length > 0 ? (
              <RadioCards.Root
                aria-label={m.exchange_step_new_flights()}
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
                        {withNodes(m.exchange_departs_at, {
                          date: <DateDisplay value={offer.departureAt} format="dateTime" size="2" />,
                        })}
                      </Text>
                      <Text size="1" color="gray">
                        {withNodes(m.exchange_offer_costs, {
                          difference: <SignedMoney centimes={offer.priceDifference} size="1" />,
                          penalty: <Money centimes={offer.penalty} size="1" />,
                        })}
                      </Text>
                    </Flex>
                  </RadioCards.Item>
                ))}
              </RadioCards.Root>
            ) : null}
            <StepFooter>
              <Button variant="soft" color="gray" onClick={() => setStep(0)}>
                {m.exchange_back()}
              </Button>
              <Button onClick={() => setStep(2)} disabled={chosen === undefined}>
                {m.exchange_next_confirm()}
              </Button>
            </StepFooter>
          </>
        ) : null}

        {step === 2 && chosen !== undefined ? (
          <ConfirmStep
            heading={heading(m.exchange_step3_heading())}
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
