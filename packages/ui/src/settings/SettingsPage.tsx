import { Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

interface SettingsPageProps {
  /** The page's `h1`. */
  title: string;
  /** The grey line under the title: whose settings these are, or what the page is for. */
  description: ReactNode;
  /** Names the page for styles and tests (`data-slot`), e.g. "members-view". */
  slot: string;
  children: ReactNode;
}

/** The frame of an organization's settings page (members, roles, organizations): its title, a line, its content. */
export function SettingsPage({ title, description, slot, children }: SettingsPageProps) {
  return (
    <Flex direction="column" gap="4" p={{ initial: '3', sm: '5' }} data-slot={slot}>
      <Flex direction="column" gap="1">
        <Heading as="h1" size={{ initial: '6', sm: '7' }}>
          {title}
        </Heading>
        <Text color="gray">{description}</Text>
      </Flex>
      {children}
    </Flex>
  );
}
