import { type RoundTripSearch, roundTripSearchSchema } from '@comptoir/flight-domain';
import { DateField } from '../../kit/FormFields/DateField';
import { type SearchFormProps, SearchFormFrame } from './SearchFormFrame';
import { LegFields } from '../../kit/AirportCombobox/LegFields';
import { legSearchInput, type RoundTripSearchDraft } from './search-draft';
import { m } from '../../i18n/paraglide/messages.js';

export type RoundTripSearchFormProps = SearchFormProps<RoundTripSearchDraft, RoundTripSearch>;

/**
 * The round-trip search: the one-way fields plus a return date that may not come before the departure,
 * validated with flight-domain's `roundTripSearchSchema`.
 *
 * @example
 * <RoundTripSearchForm value={draft} onChange={setDraft} onSubmit={search} loadLocations={load} />
 */
export function RoundTripSearchForm({ value, loadLocations, ...form }: RoundTripSearchFormProps) {
  return (
    <SearchFormFrame
      {...form}
      value={value}
      label={m.search_form_roundtrip()}
      tripType="roundtrip"
      schema={roundTripSearchSchema}
      fields={{ ...legSearchInput(value), returnDate: value.returnDate }}
    >
      {({ errors, patch }) => (
        <div className="grid grid-cols-1 items-start gap-3 md:grid-cols-[1fr_1fr_10rem_10rem]">
          <LegFields leg={value} onChange={patch} errors={errors} loadLocations={loadLocations} />
          <DateField
            label={m.search_return()}
            value={value.returnDate}
            error={errors.returnDate}
            onChange={(returnDate) => {
              patch({ returnDate });
            }}
          />
        </div>
      )}
    </SearchFormFrame>
  );
}
