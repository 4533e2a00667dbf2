import { Heading, Text } from '@radix-ui/themes';

/** Stands in for an app page that a later issue builds: its name, so that guards can be tried. */
export function PlaceholderPage({ title }: { title: string }) {
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
