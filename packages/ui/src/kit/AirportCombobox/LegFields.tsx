import type { LocationSuggestion } from '@comptoir/flight-domain';
import { useCallback } from 'react';
import { DateField } from '../FormFields/DateField';
import { AirportCombobox } from './AirportCombobox';
import type { AirportFieldValue, LegDraft } from './airport-field';
import { m } from '../../i18n/paraglide/messages.js';

interface LegFieldsProps {
  leg: LegDraft;
  onChange: (patch: Partial<LegDraft>) => void;
  /** Validation messages by field key (`from`, `destinations.2.date`). */
  errors: Readonly<Record<string, string>>;
  /** Prefix of this leg's error keys: `destinations.2.`. Default: '' (the only leg). */
  errorPrefix?: string;
  loadLocations: (query: string) => Promise<LocationSuggestion[]>;
  /** Label of the date field. Default: 'Departure'. */
  dateLabel?: string;
}

/** From, to and date of one flight: a search form's leg, or a ticket's leg in its exchange. */
export function LegFields({
  leg,
  onChange,
  errors,
  errorPrefix = '',
  loadLocations,
  dateLabel = m.search_departure(),
}: LegFieldsProps) {
  // The same handlers from one render to the next while `onChange` is: a keystroke in one field renders
  // that field, not the other two.
  const changeFrom = useCallback(
    (from: AirportFieldValue) => {
      onChange({ from });
    },
    [onChange],
  );
  const changeTo = useCallback(
    (to: AirportFieldValue) => {
      onChange({ to });
    },
    [onChange],
  );
  const changeDate = useCallback(
    (date: string) => {
      onChange({ date });
    },
    [onChange],
  );
  return (
    <>
      <AirportCombobox
        label={m.search_from()}
        value={leg.from}
        loadOptions={loadLocations}
        onChange={changeFrom}
        {...optionalError(errors[`${errorPrefix}from`])}
      />
      <AirportCombobox
        label={m.search_to()}
        value={leg.to}
        loadOptions={loadLocations}
        onChange={changeTo}
        {...optionalError(errors[`${errorPrefix}to`])}
      />
      <DateField
        label={dateLabel}
        value={leg.date}
        error={errors[`${errorPrefix}date`]}
        onChange={changeDate}
      />
    </>
  );
}

function optionalError(error: string | undefined): { error?: string } {
  return error === undefined ? {} : { error };
}
