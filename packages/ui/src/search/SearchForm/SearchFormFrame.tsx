import type { LocationSuggestion, TripType } from '@comptoir/flight-domain';
import { Button, Card, Flex } from '@radix-ui/themes';
import type { Dispatch, ReactNode, SetStateAction, SubmitEvent } from 'react';

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

interface SearchFormFrameProps {
  label: string;
  tripType: TripType;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  submitting: boolean;
  children: ReactNode;
}

/** The card and submit button around a search form's fields. */
export function SearchFormFrame({ label, tripType, onSubmit, submitting, children }: SearchFormFrameProps) {
  return (
    <form aria-label={label} data-slot="search-form" data-trip-type={tripType} noValidate onSubmit={onSubmit}>
      <Card size="3">
        <Flex direction="column" gap="4">
          {children}
          <Flex justify="end">
            <Button type="submit" size="3" loading={submitting}>
              Search flights
            </Button>
          </Flex>
        </Flex>
      </Card>
    </form>
  );
}
