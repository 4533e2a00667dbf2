import { Button, Callout, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useEffect } from 'react';
import { loadOfferResults } from './load-offer-results';
import { m } from '../../i18n/paraglide/messages.js';

/**
 * The results page while the search runs (SPEC §2): 'Loading flight offers...' with 'Please wait while we
 * search for the best flights'. Meanwhile it fetches the offers' list code, so that the offers paint as
 * soon as they come (a failed fetch is retried, and shown, by the page that needs it).
 *
 * @example
 * <OfferResultsLoading />
 */
export function OfferResultsLoading() {
  useEffect(() => {
    loadOfferResults().catch(() => undefined);
  }, []);
  return (
    <Flex
      data-slot="offer-results-loading"
      role="status"
      direction="column"
      align="center"
      gap="3"
      py="9"
      px="4"
    >
      <Spinner size="3" />
      <Heading as="h2" size="4" align="center">
        {m.results_loading()}
      </Heading>
      <Text color="gray" align="center">
        {m.results_loading_wait()}
      </Text>
    </Flex>
  );
}

export interface OfferResultsErrorProps {
  /** What went wrong, as the api layer words it. */
  message: string;
  /** Runs the search again. Default: no retry button. */
  onRetry?: () => void;
}

/**
 * The results page when the search failed (SPEC §2, §8): the error's message and a way to try again.
 *
 * @example
 * <OfferResultsError message={error.message} onRetry={() => refetch()} />
 */
export function OfferResultsError({ message, onRetry }: OfferResultsErrorProps) {
  return (
    <Flex data-slot="offer-results-error" direction="column" gap="3" py="6" px="4" align="start">
      <Callout.Root color="red" role="alert" className="w-full">
        <Callout.Text>
          <Text weight="bold">{m.results_failed()}</Text> {message}
        </Callout.Text>
      </Callout.Root>
      {onRetry === undefined ? null : <Button onClick={onRetry}>{m.results_search_again()}</Button>}
    </Flex>
  );
}

export interface OfferResultsEmptyProps {
  /** Goes back to the search form. Default: no button. */
  onChangeSearch?: () => void;
}

/**
 * The results page when the search found no offer.
 *
 * @example
 * <OfferResultsEmpty onChangeSearch={() => navigate({ to: '/search' })} />
 */
export function OfferResultsEmpty({ onChangeSearch }: OfferResultsEmptyProps) {
  return (
    <Flex data-slot="offer-results-empty" direction="column" align="center" gap="3" py="9" px="4">
      <Heading as="h2" size="4" align="center">
        {m.results_empty_title()}
      </Heading>
      <Text color="gray" align="center">
        {m.results_empty_text()}
      </Text>
      {onChangeSearch === undefined ? null : (
        <Button variant="soft" onClick={onChangeSearch}>
          {m.results_change_search()}
        </Button>
      )}
    </Flex>
  );
}
