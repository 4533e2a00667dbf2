import { type CabinClass, CABIN_CLASSES, PAYMENT_METHODS } from '@comptoir/flight-domain';
import { Button, Flex } from '@radix-ui/themes';
import { lazy, memo, Suspense, useId, useState } from 'react';
import { type DraftChanges, fieldChanges } from '../draft-state/draft-state';
import { SelectField } from '../../kit/FormFields/SelectField';
import { TextInputField } from '../../kit/FormFields/TextInputField';
import { PassengerSelector } from '../../kit/PassengerSelector/PassengerSelector';
import { type FieldErrors, SEARCH_COMMON_FIELDS, type SearchCommonDraft } from './search-draft';
import { m } from '../../i18n/paraglide/messages.js';
import { paymentMethodWords } from '../../i18n/payment-labels';
import { wordOptions } from '../../i18n/word-options';

interface SearchCommonFieldsProps {
  value: SearchCommonDraft;
  onChange: (changes: DraftChanges<SearchCommonDraft>) => void;
  errors: FieldErrors;
  /** Show the advanced options from the start. */
  defaultAdvancedOpen: boolean;
}

// The advanced options (checkboxes, a radio group: about 9 KiB gzip) are loaded when first shown, or as
// soon as the toggle is hovered or focused, not with the page. The kit's fields they use are
// given to them, not imported there: a lazy chunk importing modules the page has loaded changes how
// rolldown cuts the entry's shared chunks, and the sign-in page grew by 0.3 KiB (docs/decisions/0026).
const loadAdvancedFields = () => import('./AdvancedSearchFields');
const AdvancedSearchFields = lazy(loadAdvancedFields);

/** The cabin classes (flight-domain's `CABIN_CLASS_LABELS`, English) in the interface's language. */
const CABIN_CLASS_WORDS: Readonly<Record<CabinClass, () => string>> = {
  Economy: m.search_cabin_economy,
  PremiumEconomy: m.search_cabin_premium_economy,
  Business: m.search_cabin_business,
  First: m.search_cabin_first,
  PremiumFirst: m.search_cabin_premium_first,
};

const ADVANCED_FIELDS = [
  'fees',
  'airlines',
  'permittedClasses',
  'prohibitedClasses',
  'maxConnectionDuration',
];

/**
 * The fields every search form shares: passengers, cabin and payment type, then the advanced options of
 * SPEC §3 behind a toggle (opened by itself when one of them is invalid). They render again only when
 * their part of the draft, their messages or their handler change: `value` may be the whole draft, whose
 * legs change at every keystroke in an airport or date field.
 */
export const SearchCommonFields = memo(
  SearchCommonFieldsView,
  (before, after) =>
    before.onChange === after.onChange &&
    before.errors === after.errors &&
    before.defaultAdvancedOpen === after.defaultAdvancedOpen &&
    SEARCH_COMMON_FIELDS.every((field) => before.value[field] === after.value[field]),
);

function SearchCommonFieldsView({ value, onChange, errors, defaultAdvancedOpen }: SearchCommonFieldsProps) {
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
            label={m.search_cabin()}
            value={value.cabin}
            options={wordOptions(CABIN_CLASSES, (cabin) => CABIN_CLASS_WORDS[cabin]())}
            onChange={(cabin) => {
              onChange({ cabin });
            }}
          />
          <SelectField
            label={m.search_payment_type()}
            value={value.paymentType}
            options={wordOptions(PAYMENT_METHODS, paymentMethodWords)}
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
          onPointerEnter={() => void loadAdvancedFields()}
          onFocus={() => void loadAdvancedFields()}
          onClick={() => {
            setAdvancedOpen(!open);
          }}
        >
          {open ? m.search_advanced_hide() : m.search_advanced_show()}
        </Button>
      </div>
      <div id={`${id}-advanced`} data-slot="advanced-search-fields" hidden={!open}>
        {open ? (
          <Suspense fallback={null}>
            <AdvancedSearchFields
              value={value}
              onChange={onChange}
              errors={errors}
              fields={{ TextInputField, SelectField }}
            />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
