import type { LocationSuggestion, TripType } from '@comptoir/flight-domain';
import { Button, Card, Flex } from '@radix-ui/themes';
import { type Dispatch, type ReactNode, type SetStateAction, useCallback } from 'react';
import type { DraftChanges } from '../draft-state/draft-state';
import { SearchCommonFields } from './SearchCommonFields';
import type { FieldErrors, SearchCommonDraft, SearchSchema } from './search-draft';
import { useSearchForm } from './use-search-submit';
import { m } from '../../i18n/paraglide/messages.js';

/**
 * Props every search form takes: a controlled draft (so the app can persist it), the parsed search on
 * submit, and the location search behind the airport fields.
 */
export interface SearchFormProps<Draft, Search> {
  /** The form's values as typed (controlled). */
  value: Draft;
  /**
   * Called on every change with an update of the values: a function of the values as they are when it is
   * applied (pass a state setter, or apply it with `applyUpdate`), so that changes made in the same frame
   * all land.
   */
  onChange: Dispatch<SetStateAction<Draft>>;
  /** Called with the search parsed by its flight-domain schema, only when it is valid. */
  onSubmit: (search: Search) => void;
  /** Loads the locations matching a query of 2 characters or more. */
  loadLocations: (query: string) => Promise<LocationSuggestion[]>;
  /** Show the advanced options from the start. Default: false. */
  defaultAdvancedOpen?: boolean;
  /** A search is under way: the submit button shows it and waits. Default: false. */
  submitting?: boolean;
}

/** What a trip's fields get from the form around them: the messages to show and the change handler. */
interface TripFields<Draft> {
  errors: FieldErrors;
  patch: (changes: DraftChanges<Draft>) => void;
}

interface SearchFormFrameProps<Draft extends SearchCommonDraft, Search> extends Omit<
  SearchFormProps<Draft, Search>,
  'loadLocations'
> {
  /** The form's accessible name. */
  label: string;
  tripType: TripType;
  /** The flight-domain schema the search is validated with. */
  schema: SearchSchema<Search>;
  /** The trip's own fields as the schema reads them (the common fields are added). */
  fields: Readonly<Record<string, unknown>>;
  /** The trip's own fields (legs, return date), above the common fields. */
  children: (form: TripFields<Draft>) => ReactNode;
}

/**
 * What the three search forms share: the draft validated with its schema (`useSearchForm`), the card, the
 * trip's own fields, the common fields and the submit button.
 */
export function SearchFormFrame<Draft extends SearchCommonDraft, Search>({
  label,
  tripType,
  schema,
  fields,
  value,
  onChange,
  onSubmit,
  defaultAdvancedOpen = false,
  submitting = false,
  children,
}: SearchFormFrameProps<Draft, Search>) {
  const { errors, submit, patch } = useSearchForm(schema, value, fields, onChange, onSubmit);
  // The common fields know only their part of the draft: merged into the whole draft as it is then. The
  // same function from one render to the next, as the common fields render only when it or their part
  // of the draft changes.
  const patchCommon = useCallback(
    (changes: DraftChanges<SearchCommonDraft>) => {
      onChange((current) => ({
        ...current,
        ...(typeof changes === 'function' ? changes(current) : changes),
      }));
    },
    [onChange],
  );
  return (
    <form aria-label={label} data-slot="search-form" data-trip-type={tripType} noValidate onSubmit={submit}>
      <Card size="3">
        <Flex direction="column" gap="4">
          {children({ errors, patch })}
          <SearchCommonFields
            value={value}
            onChange={patchCommon}
            errors={errors}
            defaultAdvancedOpen={defaultAdvancedOpen}
          />
          <Flex justify="end">
            <Button type="submit" size="3" loading={submitting}>
              {m.search_title()}
            </Button>
          </Flex>
        </Flex>
      </Card>
    </form>
  );
}
