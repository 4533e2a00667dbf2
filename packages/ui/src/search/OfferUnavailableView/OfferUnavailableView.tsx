import { Text } from '@radix-ui/themes';
import { SearchDeadEnd, type SearchDeadEndLinkProps } from '../SearchDeadEnd/SearchDeadEnd';
import { m } from '../../i18n/paraglide/messages.js';

export type OfferUnavailableViewProps = SearchDeadEndLinkProps;

/**
 * A booking link whose offer is gone from this tab (booked from another tab, an old link): nothing to
 * book, search again.
 */
export function OfferUnavailableView(props: OfferUnavailableViewProps) {
  return (
    <SearchDeadEnd slot="offer-unavailable" title={m.booking_offer_gone()} buttonVariant="solid" {...props}>
      <Text as="p" color="gray">
        {m.booking_offer_gone_text()}
      </Text>
    </SearchDeadEnd>
  );
}
