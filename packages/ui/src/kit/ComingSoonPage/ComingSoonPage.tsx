import { Heading, Text } from '@radix-ui/themes';

export interface ComingSoonPageProps {
  /** The page's name, its heading. */
  title: string;
}

/**
 * Stands in for an app page that a later issue builds: its name, so that the navigation and the route
 * guards can be tried on it.
 */
export function ComingSoonPage({ title }: ComingSoonPageProps) {
  return (
    <>
      <Heading as="h1" size="6" mb="2">
        {title}
      </Heading>
      <Text as="p" size="2" color="gray">
        This page is coming soon.
      </Text>
    </>
  );
}
