import { Text } from '@radix-ui/themes';
import { SearchDeadEnd, type SearchDeadEndLinkProps } from '../SearchDeadEnd/SearchDeadEnd';

export type OfferUnavailableViewProps = SearchDeadEndLinkProps;

/**
 * A booking link whose offer is gone from this tab (booked from another tab, an old link): nothing to
 * book, search again.
 */
export function OfferUnavailableView(props: OfferUnavailableViewProps) {
  return (
    <SearchDeadEnd
      slot="offer-unavailable"
      title="This offer is no longer available"
      buttonVariant="solid"
      {...props}
    >
      <Text as="p" color="gray">
        Offers are only kept while you book them from their search. Search again to choose a flight.
      </Text>
    </SearchDeadEnd>
  );
}
