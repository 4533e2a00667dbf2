import { type OneWaySearch, oneWaySearchSchema } from '@comptoir/flight-domain';
import { type SearchFormProps, SearchFormFrame } from './SearchFormFrame';
import { LegFields } from '../../kit/AirportCombobox/LegFields';
import { legSearchInput, type OneWaySearchDraft } from './search-draft';
import { m } from '../../i18n/paraglide/messages.js';

export type OneWaySearchFormProps = SearchFormProps<OneWaySearchDraft, OneWaySearch>;

/**
 * The one-way search: from, to, departure date (fr-FR), passengers, cabin, payment type and the advanced
 * options, validated with flight-domain's `oneWaySearchSchema`; messages show at their fields.
 *
 * @example
 * <OneWaySearchForm value={draft} onChange={setDraft} onSubmit={search} loadLocations={load} />
 */
export function OneWaySearchForm({ value, loadLocations, ...form }: OneWaySearchFormProps) {
  return (
    <SearchFormFrame
      {...form}
      value={value}
      label={m.search_form_oneway()}
      tripType="oneway"
      schema={oneWaySearchSchema}
      fields={legSearchInput(value)}
    >
      {({ errors, patch }) => (
        <div className="grid grid-cols-1 items-start gap-3 md:grid-cols-[1fr_1fr_12rem]">
          <LegFields leg={value} onChange={patch} errors={errors} loadLocations={loadLocations} />
        </div>
      )}
    </SearchFormFrame>
  );
}
