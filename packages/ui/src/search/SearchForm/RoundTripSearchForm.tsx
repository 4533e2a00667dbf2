import { type RoundTripSearch, roundTripSearchSchema } from '@comptoir/flight-domain';
import { DateField } from '../../kit/FormFields/DateField';
import { SearchCommonFields } from './SearchCommonFields';
import { type SearchFormProps, SearchFormFrame } from './SearchFormFrame';
import { SearchLegFields } from './SearchLegFields';
import { legSearchInput, type RoundTripSearchDraft } from './search-draft';
import { useSearchForm } from './use-search-submit';

export type RoundTripSearchFormProps = SearchFormProps<RoundTripSearchDraft, RoundTripSearch>;

/**
 * The round-trip search: the one-way fields plus a return date that may not come before the departure,
 * validated with flight-domain's `roundTripSearchSchema`.
 *
 * @example
 * <RoundTripSearchForm value={draft} onChange={setDraft} onSubmit={search} loadLocations={load} />
 */
export function RoundTripSearchForm({
  value,
  onChange,
  onSubmit,
  loadLocations,
  defaultAdvancedOpen = false,
  submitting = false,
}: RoundTripSearchFormProps) {
  const { errors, submit, patch } = useSearchForm(
    roundTripSearchSchema,
    value,
    { ...legSearchInput(value), returnDate: value.returnDate },
    onChange,
    onSubmit,
  );
  return (
    <SearchFormFrame
      label="Round-trip flight search"
      tripType="roundtrip"
      onSubmit={submit}
      submitting={submitting}
    >
      <div className="grid grid-cols-1 items-start gap-3 md:grid-cols-[1fr_1fr_10rem_10rem]">
        <SearchLegFields
          leg={value}
          onChange={patch}
          errors={errors}
          errorPrefix=""
          loadLocations={loadLocations}
          dateLabel="Departure"
        />
        <DateField
          label="Return"
          value={value.returnDate}
          error={errors.returnDate}
          onChange={(returnDate) => {
            patch({ returnDate });
          }}
        />
      </div>
      <SearchCommonFields
        value={value}
        onChange={patch}
        errors={errors}
        defaultAdvancedOpen={defaultAdvancedOpen}
      />
    </SearchFormFrame>
  );
}
