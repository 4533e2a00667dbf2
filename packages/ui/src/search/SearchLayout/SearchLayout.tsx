import { SEARCH_ROUTES, TRIP_TYPES, type TripType } from '@comptoir/flight-domain';
import { Flex, Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { PlainLink } from '../../kit/AppShell/PlainLink';
import type { AppShellLinkComponent } from '../../kit/AppShell/types';
import { TabNavigation } from '../../kit/TabNavigation/TabNavigation';
import { m } from '../../i18n/paraglide/messages.js';

export interface SearchLayoutProps {
  /** The current path: its tab is marked as the current page. */
  currentPath: string;
  /** The search form of the current tab. */
  children: ReactNode;
  /** Renders the tabs' links (the app hands in its router's link). Default: a plain `<a>`. */
  linkComponent?: AppShellLinkComponent;
}

/** The kinds of trip (flight-domain's `TRIP_TYPE_LABELS`, English) in the interface's language. */
const TRIP_TYPE_WORDS: Readonly<Record<TripType, () => string>> = {
  oneway: m.search_trip_oneway,
  roundtrip: m.search_trip_roundtrip,
  'multi-city': m.search_trip_multi_city,
};

/** Whether a tab's path is the current one, with or without a trailing slash. */
const isCurrent = (path: string, currentPath: string) => currentPath === path || currentPath === `${path}/`;

/** The three search forms (SPEC §2): the page's heading and one tab per kind of trip above the form. */
export function SearchLayout({ currentPath, children, linkComponent = PlainLink }: SearchLayoutProps) {
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        {m.search_title()}
      </Heading>
      <TabNavigation
        aria-label={m.search_trip_kind()}
        links={TRIP_TYPES.map((tripType) => ({
          href: SEARCH_ROUTES[tripType],
          label: TRIP_TYPE_WORDS[tripType](),
          current: isCurrent(SEARCH_ROUTES[tripType], currentPath),
        }))}
        linkComponent={linkComponent}
      />
      {children}
    </Flex>
  );
}
