import { Flex, Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** A list screen: its `h1` over its table. `slot` names the screen for styles and tests (`data-slot`). */
export function ListViewFrame({
  title,
  slot,
  children,
}: {
  title: string;
  slot: string;
  children: ReactNode;
}) {
  return (
    <Flex direction="column" gap="4" data-slot={slot}>
      <Heading as="h1" size="6">
        {title}
      </Heading>
      {children}
    </Flex>
  );
}
