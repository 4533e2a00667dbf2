import { type AirlineFilterType, AIRLINE_FILTER_TYPES } from '@comptoir/flight-domain';
import { Flex, RadioGroup, Text } from '@radix-ui/themes';
import { type ComponentProps, useId } from 'react';
import { type DraftChanges, fieldChanges } from '../draft-state/draft-state';
import { CheckboxField } from '../../kit/FormFields/CheckboxField';
import type { SelectField } from '../../kit/FormFields/SelectField';
import type { TextInputField } from '../../kit/FormFields/TextInputField';
import type { FieldErrors, SearchCommonDraft } from './search-draft';
import { m } from '../../i18n/paraglide/messages.js';

interface AdvancedSearchFieldsProps {
  value: SearchCommonDraft;
  onChange: (changes: DraftChanges<SearchCommonDraft>) => void;
  errors: FieldErrors;
  /** The kit's fields, given by the form rather than imported here (docs/decisions/0026). */
  fields: { TextInputField: typeof TextInputField; SelectField: typeof SelectField };
}

/** The "… only" switches, in their order on the form. */
const ONLY_FLAGS = [
  ['isDirect', m.search_direct_only],
  ['isRefundable', m.search_refundable_only],
  ['isNDC', m.search_ndc_only],
] as const satisfies readonly (readonly [keyof SearchCommonDraft, () => string])[];
type TextOption = 'airlines' | 'permittedClasses' | 'prohibitedClasses' | 'fees';

/** What the airlines listed are to the search (flight-domain's `AIRLINE_FILTER_TYPE_LABELS`, English). */
const AIRLINE_FILTER_TYPE_WORDS: Readonly<Record<AirlineFilterType, () => string>> = {
  Prohibited: m.search_airline_prohibited,
  Permitted: m.search_airline_permitted,
  Preferred: m.search_airline_preferred,
};

const CONNECTION_HOURS = ['2', '3', '4', '6', '8', '12'] as const;
const ANY = 'any';

/**
 * The advanced options of SPEC §3 (direct, refundable and NDC only, airlines, classes, connection time,
 * fees), in a module of their own: {@link SearchCommonFields} loads them when they are first shown, and
 * the search pages' first load carries no checkbox nor radio group.
 */
export default function AdvancedSearchFields({
  value,
  onChange,
  errors,
  fields: { TextInputField, SelectField },
}: AdvancedSearchFieldsProps) {
  const id = useId();
  const change = <Field extends keyof SearchCommonDraft>(field: Field, next: SearchCommonDraft[Field]) => {
    onChange(fieldChanges<SearchCommonDraft, Field>(field, next));
  };
  // A text option bound to its value, its change and its message (the form's errors use the field's name).
  const textField = (
    field: TextOption,
    label: string,
    input?: Pick<ComponentProps<typeof TextInputField>, 'hint' | 'inputMode'>,
  ) => (
    <TextInputField
      label={label}
      {...input}
      value={value[field]}
      error={errors[field]}
      onValueChange={(text) => change(field, text)}
    />
  );
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
      <Flex direction="column" gap="2">
        {ONLY_FLAGS.map(([field, label]) => (
          <CheckboxField
            key={field}
            checked={value[field]}
            onCheckedChange={(checked) => change(field, checked)}
          >
            {label()}
          </CheckboxField>
        ))}
      </Flex>
      <Flex direction="column" gap="2">
        {textField('airlines', m.search_airlines(), { hint: m.search_airlines_hint() })}
        <Text id={`${id}-airline-type`} size="2" weight="medium">
          {m.search_airline_type()}
        </Text>
        <RadioGroup.Root
          aria-labelledby={`${id}-airline-type`}
          value={value.airlineType}
          onValueChange={(airlineType) => {
            onChange({ airlineType: airlineType as SearchCommonDraft['airlineType'] });
          }}
        >
          <Flex gap="3" wrap="wrap">
            {AIRLINE_FILTER_TYPES.map((type) => (
              <RadioGroup.Item key={type} value={type}>
                {AIRLINE_FILTER_TYPE_WORDS[type]()}
              </RadioGroup.Item>
            ))}
          </Flex>
        </RadioGroup.Root>
      </Flex>
      <Flex direction="column" gap="2">
        <div className="grid grid-cols-2 gap-2">
          {textField('permittedClasses', m.search_permitted_classes())}
          {textField('prohibitedClasses', m.search_prohibited_classes())}
        </div>
        <div className="grid grid-cols-2 gap-2">
          <SelectField
            label={m.search_max_connection()}
            value={value.maxConnectionHours === '' ? ANY : value.maxConnectionHours}
            options={[
              { value: ANY, label: m.search_max_connection_any() },
              ...CONNECTION_HOURS.map((hours) => ({ value: hours, label: `${hours} h` })),
            ]}
            onChange={(hours) => {
              onChange({ maxConnectionHours: hours === ANY ? '' : hours });
            }}
          />
          {textField('fees', m.search_fees(), { inputMode: 'decimal' })}
        </div>
      </Flex>
    </div>
  );
}
