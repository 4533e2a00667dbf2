import { Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { Link, useRouteContext } from '@tanstack/react-router';

/** Stands in for the home page until the search and booking issue builds it. */
export function HomePlaceholder() {
  const { config } = useRouteContext({ from: '__root__' });
  return (
    <>
      <Heading as="h1" size="6" mb="2">
        {config.appTitle ?? 'Comptoir'}
      </Heading>
      <Text as="p">
        <RadixLink asChild>
          <Link to="/search">Search flights</Link>
        </RadixLink>
      </Text>
    </>
  );
}
