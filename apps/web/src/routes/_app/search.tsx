import { SEARCH_ROUTES } from '@comptoir/flight-domain';
import { Flex, Heading, TabNav } from '@radix-ui/themes';
import { createFileRoute, Link, Outlet, useRouterState } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/search')({ component: SearchLayout });

const TABS = [
  { to: SEARCH_ROUTES.oneway, label: 'One-way' },
  { to: SEARCH_ROUTES.roundtrip, label: 'Round-trip' },
  { to: SEARCH_ROUTES['multi-city'], label: 'Multi-city' },
] as const;

/** The three search forms (SPEC §2), one tab each. */
function SearchLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        Search flights
      </Heading>
      <TabNav.Root aria-label="Kind of trip">
        {TABS.map(({ to, label }) => (
          <TabNav.Link key={to} asChild active={pathname === to || pathname === `${to}/`}>
            <Link to={to}>{label}</Link>
          </TabNav.Link>
        ))}
      </TabNav.Root>
      <Outlet />
    </Flex>
  );
}
