import { SEARCH_ROUTES, type TripType } from '@comptoir/flight-domain';
import { Button, Flex, Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { PlainLink } from '../../kit/AppShell/PlainLink';
import type { AppShellLinkComponent } from '../../kit/AppShell/types';
import { m } from '../../i18n/paraglide/messages.js';

/** What the search's dead-end pages take from the app: the trip's kind and the router's link. */
export interface SearchDeadEndLinkProps {
  /** The kind of trip the link was for: 'Search again' opens its form. */
  tripType: TripType;
  /** Renders the 'Search again' link (the app hands in its router's link). Default: a plain `<a>`. */
  linkComponent?: AppShellLinkComponent;
}

interface SearchDeadEndProps extends SearchDeadEndLinkProps {
  /** Names the page for styles and tests (`data-slot`). */
  slot: string;
  /** The page's `h1`: what went wrong. */
  title: string;
  /** What the user should know, between the title and the way back. */
  children: ReactNode;
  /** 'Search again' as the page's main action (solid), or beside an alert (soft). */
  buttonVariant: 'solid' | 'soft';
}

/**
 * A page of the search flow with nothing to show (a wrong link, an offer gone): what went wrong, and
 * 'Search again' back to the trip's search form.
 */
export function SearchDeadEnd({
  slot,
  title,
  children,
  buttonVariant,
  tripType,
  linkComponent: Link = PlainLink,
}: SearchDeadEndProps) {
  return (
    <Flex direction="column" gap="3" align="start" data-slot={slot}>
      <Heading as="h1" size="6">
        {title}
      </Heading>
      {children}
      <Button asChild variant={buttonVariant}>
        <Link href={SEARCH_ROUTES[tripType]}>{m.results_search_again()}</Link>
      </Button>
    </Flex>
  );
}
