import { Flex, Heading } from '@radix-ui/themes';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/search')({
  component: SearchPlaceholder,
});

/** Stands in for the one-way search form until the search and booking issue builds it. */
function SearchPlaceholder() {
  return (
    <Flex asChild p="6">
      <main>
        <Heading as="h1">Search flights</Heading>
      </main>
    </Flex>
  );
}
