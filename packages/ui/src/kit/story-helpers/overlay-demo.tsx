/**
 * Story scaffolding: a page for the overlays' stories. Not part of the package's API.
 */
import { Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/**
 * A page as any screen of the app: a line of text, then what the story puts on it (the button that opens
 * the overlay, and the overlay's outlet).
 *
 * @example
 * <OverlayDemoPage note="The dialog opens over whatever screen is shown.">…</OverlayDemoPage>
 */
export function OverlayDemoPage({ note, children }: { note: string; children: ReactNode }) {
  return (
    <Flex p="4" gap="3" direction="column" align="start">
      <Text as="p" size="2" color="gray">
        {note}
      </Text>
      {children}
    </Flex>
  );
}
