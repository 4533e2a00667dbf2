import { DateField, FormStack, PassengerSelector, SelectField } from '@comptoir/ui/kit';
import { Button, Card, Flex, SegmentedControl, Text } from '@radix-ui/themes';
import { type Dispatch, type SetStateAction, useState } from 'react';
import {
  destinationsFrom,
  LOW_COST_AIRLINE,
  SEARCH_RULE_MESSAGES,
  NETWORK_AIRPORTS,
  readSearchDraft,
  type LowCostSearch,
  type LowCostSearchDraft,
  type LowCostSearchField,
  type NetworkAirport,
} from '../../rules';
import { m } from '@comptoir/ui/i18n/messages';

/** A field's message in the interface's language: each field refuses one thing (the route two). */
function fieldWords(field: LowCostSearchField, message: string): string {
  switch (field) {
    case 'from':
      return m.lowcost_choose_from();
    case 'to':
      return message === SEARCH_RULE_MESSAGES.routeNotFlown
        ? m.lowcost_route_not_flown({ airline: LOW_COST_AIRLINE.name })
        : m.lowcost_choose_to();
    case 'date':
      return m.lowcost_choose_date();
    case 'returnDate':
      return message === SEARCH_RULE_MESSAGES.returnBeforeDeparture
        ? m.lowcost_return_before_departure()
        : m.lowcost_choose_return_date();
    default:
      // The party's messages are SPEC §5's, shown by ui's PassengerSelector.
      return message;
  }
}

export interface LowCostSearchFormProps {
  /** The form as typed (controlled). */
  value: LowCostSearchDraft;
  /** Called with an update of the form, a function of the form as it is when applied (a state setter). */
  onChange: Dispatch<SetStateAction<LowCostSearchDraft>>;
  /** Called with the checked search when the form is sent without a fault (SPEC §5's passenger message
   * shows live at the adults field, from ui's `PassengerSelector`). */
  onSubmit: (search: LowCostSearch) => void;
}

/** The airline carries no unaccompanied minors: adults, children and infants only. */
const PASSENGER_FIELDS = ['adt', 'cnn', 'inf'] as const;

const airportOption = (airport: NetworkAirport) => ({
  value: airport.code,
  label: `${airport.city} (${airport.code})`,
});
const ORIGINS = Object.values(NETWORK_AIRPORTS)
  .map(airportOption)
  .sort((a, b) => a.label.localeCompare(b.label, 'fr'));

/**
 * The low-cost airline's search: one-way or return, from and to among the airline's airports (the
 * destinations narrowed to those served from the chosen origin), the day or days, and the party with
 * SPEC §5's rules. Sending checks everything and shows each field's message, keeping what was typed.
 */
export function LowCostSearchForm({ value, onChange, onSubmit }: LowCostSearchFormProps) {
  const [errors, setErrors] = useState<Partial<Record<LowCostSearchField, string>>>({});
  const shown = (field: LowCostSearchField) => {
    const message = errors[field];
    return message === undefined ? undefined : fieldWords(field, message);
  };
  const set = (changes: Partial<LowCostSearchDraft>) => {
    onChange((draft) => ({ ...draft, ...changes }));
    // A field changed no longer carries its old message; the others keep theirs until the next send.
    setErrors((shown) => Object.fromEntries(Object.entries(shown).filter(([field]) => !(field in changes))));
  };
  const submit = () => {
    const read = readSearchDraft(value);
    setErrors(read.ok ? {} : read.errors);
    if (read.ok) onSubmit(read.search);
  };
  return (
    <Card size="3" asChild>
      <section aria-labelledby="low-cost-search">
        <Text as="p" size="4" weight="bold" mb="3" id="low-cost-search">
          {m.lowcost_search_title()}
        </Text>
        <FormStack label={m.lowcost_search_form()} onSubmit={submit}>
          <SegmentedControl.Root
            value={value.trip}
            aria-label={m.lowcost_trip()}
            className="self-start"
            onValueChange={(trip) => set({ trip: trip === 'return' ? 'return' : 'oneway' })}
          >
            <SegmentedControl.Item value="oneway">{m.lowcost_one_way()}</SegmentedControl.Item>
            <SegmentedControl.Item value="return">{m.lowcost_return()}</SegmentedControl.Item>
          </SegmentedControl.Root>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <SelectField
              label={m.lowcost_from()}
              placeholder={m.lowcost_from_placeholder()}
              value={value.from}
              options={ORIGINS}
              error={shown('from')}
              onChange={(from) =>
                set({
                  from,
                  // A destination not served from the new origin is dropped rather than kept wrong.
                  ...(destinationsFrom(from).some((airport) => airport.code === value.to) ? {} : { to: '' }),
                })
              }
            />
            <SelectField
              label={m.lowcost_to()}
              placeholder={m.lowcost_to_placeholder()}
              value={value.to}
              options={destinationsFrom(value.from).map(airportOption)}
              error={shown('to')}
              onChange={(to) => set({ to })}
            />
            <DateField
              label={m.lowcost_departure()}
              value={value.date}
              error={shown('date')}
              onChange={(date) => set({ date })}
            />
            {value.trip === 'return' ? (
              <DateField
                label={m.lowcost_return_date()}
                value={value.returnDate}
                error={shown('returnDate')}
                onChange={(returnDate) => set({ returnDate })}
              />
            ) : null}
          </div>
          <PassengerSelector
            fields={PASSENGER_FIELDS}
            value={value}
            onChange={(update) =>
              onChange((draft) => {
                const counts = typeof update === 'function' ? update(draft) : update;
                return { ...draft, adt: counts.adt, cnn: counts.cnn, inf: counts.inf };
              })
            }
          />
          <Flex justify="end">
            <Button type="submit" size="3">
              {m.lowcost_search_title()}
            </Button>
          </Flex>
        </FormStack>
      </section>
    </Card>
  );
}
