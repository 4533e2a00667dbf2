import { DateField, TextInputField } from '@comptoir/ui/kit';
import { Card, Heading } from '@radix-ui/themes';
import type { BookingDraft, BookingFormErrors } from '../../rules';
import { PASSENGER_LABELS, type BookingDraftSetter } from './booking-model';
import { m } from '@comptoir/ui/i18n/messages';

type TravellerDraft = BookingDraft['travellers'][number];

export interface TravellerFieldsetProps {
  traveller: TravellerDraft;
  /** The traveller's position in the party, from 0. */
  index: number;
  /** Whether a route is international: passports are asked for. */
  passport: boolean;
  errors: BookingFormErrors;
  onChange: BookingDraftSetter;
}

/** One traveller's details: names; the date of birth but for adults; the passport on an international route. */
export function TravellerFieldset({ traveller, index, passport, errors, onChange }: TravellerFieldsetProps) {
  const field = (name: string) => errors[`travellers.${String(index)}.${name}`];
  const label = `${PASSENGER_LABELS[traveller.type]()} ${String(index + 1)}`;
  const set = (name: keyof TravellerDraft, text: string) =>
    onChange((draft) => ({
      ...draft,
      travellers: draft.travellers.map((each, position) =>
        position === index ? { ...each, [name]: text } : each,
      ),
    }));
  return (
    <Card asChild>
      <fieldset aria-label={label} className="m-0">
        <Heading as="h2" size="3" mb="2">
          {label}
        </Heading>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextInputField
            label={m.lowcost_given_name()}
            value={traveller.givenName}
            error={field('givenName')}
            onValueChange={(text) => set('givenName', text)}
          />
          <TextInputField
            label={m.lowcost_surname()}
            value={traveller.surname}
            error={field('surname')}
            onValueChange={(text) => set('surname', text)}
          />
          {traveller.type === 'ADT' ? null : (
            <DateField
              label={m.lowcost_birth_date()}
              value={traveller.birthDate}
              error={field('birthDate')}
              onChange={(day) => set('birthDate', day)}
            />
          )}
          {passport ? (
            <>
              <TextInputField
                label={m.lowcost_passport_number()}
                value={traveller.passportNumber}
                error={field('passportNumber')}
                onValueChange={(text) => set('passportNumber', text)}
              />
              <TextInputField
                label={m.lowcost_passport_country()}
                hint={m.lowcost_passport_country_hint()}
                value={traveller.passportCountry}
                error={field('passportCountry')}
                onValueChange={(text) => set('passportCountry', text.toUpperCase())}
              />
              <DateField
                label={m.lowcost_passport_expiry()}
                value={traveller.passportExpiry}
                error={field('passportExpiry')}
                onChange={(day) => set('passportExpiry', day)}
              />
            </>
          ) : null}
        </div>
      </fieldset>
    </Card>
  );
}
