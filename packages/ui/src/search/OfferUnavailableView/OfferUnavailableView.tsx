import { SEARCH_ROUTES, type TripType } from '@comptoir/flight-domain';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { PlainLink } from '../../kit/AppShell/PlainLink';
import type { AppShellLinkComponent } from '../../kit/AppShell/types';

export interface OfferUnavailableViewProps {
  /** The kind of trip of the booking link: 'Search again' opens its form. */
  tripType: TripType;
  /** Renders the 'Search again' link (the app hands in its router's link). Default: a plain `<a>`. */
  linkComponent?: AppShellLinkComponent;
}

/**
 * A booking link whose offer is gone from this tab (booked from another tab, an old link): nothing to
 * book, search again.
 */
export function OfferUnavailableView({
  tripType,
  linkComponent: Link = PlainLink,
}: OfferUnavailableViewProps) {
  return (
    <Flex direction="column" gap="3" align="start" data-slot="offer-unavailable">
      <Heading as="h1" size="6">
        This offer is no longer available
      </Heading>
      <Text as="p" color="gray">
        Offers are only kept while you book them from their search. Search again to choose a flight.
      </Text>
      <Button asChild>
        <Link href={SEARCH_ROUTES[tripType]}>Search again</Link>
      </Button>
    </Flex>
  );
}
