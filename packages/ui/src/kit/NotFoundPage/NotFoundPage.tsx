import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { m } from '../../i18n/paraglide/messages.js';

export interface NotFoundPageProps {
  /** Called by the 'Return Home' button; the app navigates to `/`. */
  onReturnHome: () => void;
}

/** Shown for every unknown route (SPEC §2). */
export function NotFoundPage({ onReturnHome }: NotFoundPageProps) {
  return (
    <Flex
      asChild
      direction="column"
      align="center"
      justify="center"
      gap="4"
      p="6"
      className="min-h-screen text-center"
    >
      <main data-slot="not-found-page">
        <Text size="9" weight="bold" color="gray" aria-hidden>
          404
        </Text>
        <Heading as="h1" size="7">
          {m.not_found_title()}
        </Heading>
        <Text as="p" size="3" color="gray">
          {m.not_found_description()}
        </Text>
        <Button size="3" onClick={onReturnHome}>
          {m.not_found_return_home()}
        </Button>
      </main>
    </Flex>
  );
}
