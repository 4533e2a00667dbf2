import {
  AIRLINE_FILTER_TYPE_LABELS,
  AIRLINE_FILTER_TYPES,
  CABIN_CLASS_LABELS,
  CABIN_CLASSES,
  enumOptions,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from '@comptoir/flight-domain';
import { Button, Checkbox, Flex, RadioGroup, Text } from '@radix-ui/themes';
import { type ReactNode, useId, useState } from 'react';
import { type DraftChanges, fieldChanges } from '../draft-state/draft-state';
import { SelectField } from '../../kit/FormFields/SelectField';
import { TextInputField } from '../../kit/FormFields/TextInputField';
import { PassengerSelector } from '../../kit/PassengerSelector/PassengerSelector';
import type { FieldErrors, SearchCommonDraft } from './search-draft';

interface SearchCommonFieldsProps {
  value: SearchCommonDraft;
  onChange: (changes: DraftChanges<SearchCommonDraft>) => void;
  errors: FieldErrors;
  /** Show the advanced options from the start. */
  defaultAdvancedOpen: boolean;
}

const CONNECTION_HOURS = ['2', '3', '4', '6', '8', '12'] as const;
const ANY = 'any';

function CheckboxField({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Text as="label" size="2">
      <Flex gap="2" align="center">
        <Checkbox
          checked={checked}
          onCheckedChange={(next) => {
            onChange(next === true);
          }}
        />
        {children}
      </Flex>
    </Text>
  );
}

const ADVANCED_FIELDS = [
  'fees',
  'airlines',
  'permittedClasses',
  'prohibitedClasses',
  'maxConnectionDuration',
];

/**
 * The fields every search form shares: passengers, cabin and payment type, then the advanced options of
 * SPEC §3 behind a toggle (opened by itself when one of them is invalid).
 */
export function SearchCommonFields({
  value,
  onChange,
  errors,
  defaultAdvancedOpen,
}: SearchCommonFieldsProps) {
  const id = useId();
  const [advancedOpen, setAdvancedOpen] = useState(defaultAdvancedOpen);
  const open = advancedOpen || ADVANCED_FIELDS.some((field) => errors[field] !== undefined);
  return (
    <>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <PassengerSelector
          value={value.passengers}
          onChange={(update) => {
            onChange(fieldChanges<SearchCommonDraft, 'passengers'>('passengers', update));
          }}
          error={errors.adt}
        />
        <Flex direction="column" gap="3">
          <SelectField
            label="Cabin"
            value={value.cabin}
            options={enumOptions(CABIN_CLASSES, CABIN_CLASS_LABELS)}
            onChange={(cabin) => {
              onChange({ cabin });
            }}
          />
          <SelectField
            label="Payment type"
            value={value.paymentType}
            options={enumOptions(PAYMENT_METHODS, PAYMENT_METHOD_LABELS)}
            onChange={(paymentType) => {
              onChange({ paymentType });
            }}
          />
        </Flex>
      </div>
      <div>
        <Button
          type="button"
          variant="ghost"
          aria-expanded={open}
          aria-controls={`${id}-advanced`}
          onClick={() => {
            setAdvancedOpen(!open);
          }}
        >
          {open ? 'Hide advanced options' : 'Advanced options'}
        </Button>
      </div>
      <div id={`${id}-advanced`} data-slot="advanced-search-fields" hidden={!open}>
        {open ? (
          <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
            <Flex direction="column" gap="2">
              <CheckboxField
                checked={value.isDirect}
                onChange={(isDirect) => {
                  onChange({ isDirect });
                }}
              >
                Direct flights only
              </CheckboxField>
              <CheckboxField
                checked={value.isRefundable}
                onChange={(isRefundable) => {
                  onChange({ isRefundable });
                }}
              >
                Refundable fares only
              </CheckboxField>
              <CheckboxField
                checked={value.isNDC}
                onChange={(isNDC) => {
                  onChange({ isNDC });
                }}
              >
                NDC content only
              </CheckboxField>
            </Flex>
            <Flex direction="column" gap="2">
              <TextInputField
                label="Airlines"
                hint="IATA codes, e.g. AT, AF"
                value={value.airlines}
                error={errors.airlines}
                onValueChange={(airlines) => {
                  onChange({ airlines });
                }}
              />
              <Text id={`${id}-airline-type`} size="2" weight="medium">
                These airlines are
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
                      {AIRLINE_FILTER_TYPE_LABELS[type]}
                    </RadioGroup.Item>
                  ))}
                </Flex>
              </RadioGroup.Root>
            </Flex>
            <Flex direction="column" gap="2">
              <div className="grid grid-cols-2 gap-2">
                <TextInputField
                  label="Permitted classes"
                  value={value.permittedClasses}
                  error={errors.permittedClasses}
                  onValueChange={(permittedClasses) => {
                    onChange({ permittedClasses });
                  }}
                />
                <TextInputField
                  label="Prohibited classes"
                  value={value.prohibitedClasses}
                  error={errors.prohibitedClasses}
                  onValueChange={(prohibitedClasses) => {
                    onChange({ prohibitedClasses });
                  }}
                />
              </div>
              <div className="grid grid-cols-2 gap-2">
                <SelectField
                  label="Max connection"
                  value={value.maxConnectionHours === '' ? ANY : value.maxConnectionHours}
                  options={[
                    { value: ANY, label: 'Any' },
                    ...CONNECTION_HOURS.map((hours) => ({ value: hours, label: `${hours} h` })),
                  ]}
                  onChange={(hours) => {
                    onChange({ maxConnectionHours: hours === ANY ? '' : hours });
                  }}
                />
                <TextInputField
                  label="Fees (MAD)"
                  inputMode="decimal"
                  value={value.fees}
                  error={errors.fees}
                  onValueChange={(fees) => {
                    onChange({ fees });
                  }}
                />
              </div>
            </Flex>
          </div>
        ) : null}
      </div>
    </>
  );
}
