import { type OneWaySearch, oneWaySearchSchema } from '@comptoir/flight-domain';
import { SearchCommonFields } from './SearchCommonFields';
import { type SearchFormProps, SearchFormFrame } from './SearchFormFrame';
import { SearchLegFields } from './SearchLegFields';
import { legSearchInput, type OneWaySearchDraft } from './search-draft';
import { useSearchForm } from './use-search-submit';

export type OneWaySearchFormProps = SearchFormProps<OneWaySearchDraft, OneWaySearch>;

/**
 * The one-way search: from, to, departure date (fr-FR), passengers, cabin, payment type and the advanced
 * options, validated with flight-domain's `oneWaySearchSchema`; messages show at their fields.
 *
 * @example
 * <OneWaySearchForm value={draft} onChange={setDraft} onSubmit={search} loadLocations={load} />
 */
export function OneWaySearchForm({
  value,
  onChange,
  onSubmit,
  loadLocations,
  defaultAdvancedOpen = false,
  submitting = false,
}: OneWaySearchFormProps) {
  const { errors, submit, patch } = useSearchForm(
    oneWaySearchSchema,
    value,
    legSearchInput(value),
    onChange,
    onSubmit,
  );
  return (
    <SearchFormFrame
      label="One-way flight search"
      tripType="oneway"
      onSubmit={submit}
      submitting={submitting}
    >
      <div className="grid grid-cols-1 items-start gap-3 md:grid-cols-[1fr_1fr_12rem]">
        <SearchLegFields
          leg={value}
          onChange={patch}
          errors={errors}
          errorPrefix=""
          loadLocations={loadLocations}
          dateLabel="Departure"
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
