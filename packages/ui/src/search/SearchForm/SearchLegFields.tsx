import type { LocationSuggestion } from '@comptoir/flight-domain';
import { AirportCombobox } from '../AirportCombobox/AirportCombobox';
import { DateField } from '../../kit/FormFields/DateField';
import type { FieldErrors, SearchLegDraft } from './search-draft';

interface SearchLegFieldsProps {
  leg: SearchLegDraft;
  onChange: (patch: Partial<SearchLegDraft>) => void;
  errors: FieldErrors;
  /** Prefix of this leg's error keys: `destinations.2.`. Default: '' (the only leg). */
  errorPrefix?: string;
  loadLocations: (query: string) => Promise<LocationSuggestion[]>;
  /** Label of the date field. Default: 'Departure'. */
  dateLabel?: string;
}

/** From, to and date of one flight. */
export function SearchLegFields({
  leg,
  onChange,
  errors,
  errorPrefix = '',
  loadLocations,
  dateLabel = 'Departure',
}: SearchLegFieldsProps) {
  return (
    <>
      <AirportCombobox
        label="From"
        value={leg.from}
        loadOptions={loadLocations}
        onChange={(from) => {
          onChange({ from });
        }}
        {...optionalError(errors[`${errorPrefix}from`])}
      />
      <AirportCombobox
        label="To"
        value={leg.to}
        loadOptions={loadLocations}
        onChange={(to) => {
          onChange({ to });
        }}
        {...optionalError(errors[`${errorPrefix}to`])}
      />
      <DateField
        label={dateLabel}
        value={leg.date}
        error={errors[`${errorPrefix}date`]}
        onChange={(date) => {
          onChange({ date });
        }}
      />
    </>
  );
}

function optionalError(error: string | undefined): { error?: string } {
  return error === undefined ? {} : { error };
}
