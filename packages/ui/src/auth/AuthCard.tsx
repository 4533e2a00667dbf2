import { Box, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { AppShellLinkComponent } from '../kit/AppShell/types';
import { ErrorCallout } from '../kit/ErrorCallout/ErrorCallout';

export interface AuthCardProps {
  /** The page's heading. */
  title: string;
  /** One sentence under the heading. */
  description?: ReactNode;
  /** The server's refusal, shown above the form (kept until the next attempt). */
  error?: string | null;
  /** The app's name above the card. Default: 'Comptoir'. */
  appTitle?: string;
  /** What the page is for, as a `data-slot`. */
  slot: string;
  children: ReactNode;
}

/** The frame of every auth page: no app layout, a centred card with a heading and the server's error. */
export function AuthCard({
  title,
  description,
  error,
  appTitle = 'Comptoir',
  slot,
  children,
}: AuthCardProps) {
  return (
    <Flex asChild direction="column" align="center" justify="center" gap="4" p="4" className="min-h-screen">
      <main data-slot={slot}>
        <Text size="5" weight="bold" highContrast>
          {appTitle}
        </Text>
        <Card size={{ initial: '2', sm: '4' }} className="w-full max-w-[420px]">
          <Flex direction="column" gap="4">
            <Box>
              <Heading as="h1" size="6" mb="1">
                {title}
              </Heading>
              {description === undefined ? null : (
                <Text as="p" size="2" color="gray">
                  {description}
                </Text>
              )}
            </Box>
            {error ? <ErrorCallout message={error} slot="auth-error" /> : null}
            {children}
          </Flex>
        </Card>
      </main>
    </Flex>
  );
}

export { PlainLink } from '../kit/AppShell/PlainLink';
export type { AppShellLinkComponent as AuthLinkComponent };
