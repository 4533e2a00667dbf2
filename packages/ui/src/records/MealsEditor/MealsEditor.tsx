import {
  MEAL_CODES,
  mealRequestSchema,
  type MealCode,
  type MealRequest,
  type SpecialService,
  type Traveler,
} from '@comptoir/flight-domain';
import { Button, Code, Grid, Text } from '@radix-ui/themes';
import { SelectField } from '../../kit/FormFields/SelectField';
import { travelerDisplayName } from '../RecordSections/record-format';
import { ItemList, RecordSection } from '../../kit/RecordSection/RecordSection';
import { EditorForm, RemovableItem, useAddForm, useEditorActions } from '../Workbench/editor-parts';
import { m } from '../../i18n/paraglide/messages.js';
import { specialServiceWords } from '../../i18n/special-service-words';

/** A flight (offer) of the record a meal can be requested on. */
export interface MealOfferChoice {
  /** The `offerId` sent with the request. */
  readonly id: string;
  /** What staff read: "CMN-CDG / CDG-CMN". */
  readonly label: string;
}

export interface MealsEditorProps {
  /** The record's travelers. */
  travelers: readonly Traveler[];
  /** The record's special services; its meals are listed and can be removed. */
  services: readonly SpecialService[];
  /** The flights a meal can be requested on. */
  offers: readonly MealOfferChoice[];
  /** Requests a meal (`{offerId, travelerId, code}`); rejects with a message on failure. */
  onAdd: (meal: MealRequest) => Promise<void>;
  /** Removes a meal (its `specialServiceID`); rejects with a message on failure. */
  onDelete: (service: SpecialService) => Promise<void>;
  /** Disables every input and button (no open workbench, or one being committed). Default: false. */
  disabled?: boolean;
}

const mealOptions = () =>
  (Object.keys(MEAL_CODES) as MealCode[]).map((code) => ({
    value: code,
    label: `${code} – ${specialServiceWords(code) ?? MEAL_CODES[code]}`,
  }));

/** The only option's value when there is exactly one, else '' (staff choose). */
const onlyOption = (ids: readonly string[]) => (ids.length === 1 ? (ids[0] ?? '') : '');

/**
 * Requests and removes special meals (IATA meal codes) per traveler and flight inside a workbench. The
 * traveler, flight and meal are checked with flight-domain's `mealRequestSchema` before anything is sent.
 */
export function MealsEditor({
  travelers,
  services,
  offers,
  onAdd,
  onDelete,
  disabled = false,
}: MealsEditorProps) {
  const initial = (): MealRequest => ({
    travelerId: onlyOption(travelers.map((traveler) => traveler.id)),
    offerId: onlyOption(offers.map((offer) => offer.id)),
    code: '',
  });
  const actions = useEditorActions();
  const { add, field } = useAddForm({
    initial,
    check: (meal: MealRequest) => mealRequestSchema.safeParse(meal),
    send: onAdd,
    next: (sent) => ({ ...sent, code: '' }),
    actions,
  });
  const busy = disabled || actions.running !== null;
  const meals = services.filter((service) => service.kind === 'meal');
  function choose(name: keyof MealRequest) {
    const { value, error, change } = field(name);
    return { value, error, disabled: busy, onChange: change };
  }

  return (
    <RecordSection title={m.editor_meals_title()} slot="meals-editor">
      <ItemList items={meals} empty={m.editor_meals_empty()} gap="2">
        {(meal) => {
          const name = travelerDisplayName(travelers, meal.travelerId);
          return (
            <RemovableItem
              key={meal.specialServiceID}
              id={meal.specialServiceID}
              removeLabel={m.editor_meals_remove({ code: meal.code, name })}
              actions={actions}
              busy={busy}
              onRemove={() => onDelete(meal)}
            >
              <Code variant="ghost">{meal.code}</Code>
              <Text size="2">{specialServiceWords(meal.code) ?? meal.description}</Text>
              <Text size="2" color="gray">
                {name}
              </Text>
            </RemovableItem>
          );
        }}
      </ItemList>
      <EditorForm
        label={m.editor_meals_form()}
        onSubmit={add}
        error={actions.error}
        hint={m.editor_meals_hint()}
        actions={
          <Button type="submit" disabled={busy} loading={actions.running === 'add'}>
            {m.editor_meals_request()}
          </Button>
        }
      >
        <Grid columns={{ initial: '1', sm: '3' }} gap="3">
          <SelectField
            label={m.editor_traveler()}
            placeholder={m.editor_choose_traveler()}
            options={travelers.map((traveler) => ({
              value: traveler.id,
              label: `${traveler.firstName} ${traveler.lastName}`,
            }))}
            {...choose('travelerId')}
          />
          <SelectField
            label={m.editor_meals_flight()}
            placeholder={m.editor_meals_choose_flight()}
            options={offers.map((offer) => ({ value: offer.id, label: offer.label }))}
            {...choose('offerId')}
          />
          <SelectField
            label={m.editor_meals_meal()}
            placeholder={m.editor_meals_choose_meal()}
            options={mealOptions()}
            {...choose('code')}
          />
        </Grid>
      </EditorForm>
    </RecordSection>
  );
}
