/**
 * Story scaffolding: a page for the overlays' stories, and the outlet and reset of a page-wide overlay.
 * Not part of the package's API.
 */
import { Flex, Text } from '@radix-ui/themes';
import type { Decorator } from '@storybook/react-vite';
import type { ComponentType, ReactNode } from 'react';
import type { StoreApi } from 'zustand';

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

/**
 * The story pieces of a page-wide overlay (the global dialog, the side panel): a decorator that mounts
 * its outlet after the story, as the app's root does, and a `beforeEach` that closes it, since it is one
 * store for the whole page.
 *
 * @example
 * const { withOutlet, closeBeforeStory } = pageOverlayStory(GlobalDialog, useDialogStore);
 */
export function pageOverlayStory<State>(
  Outlet: ComponentType,
  store: Pick<StoreApi<State>, 'setState' | 'getInitialState'>,
): { withOutlet: Decorator; closeBeforeStory: () => void } {
  return {
    withOutlet: (Story) => (
      <>
        <Story />
        <Outlet />
      </>
    ),
    closeBeforeStory: () => {
      store.setState(store.getInitialState(), true);
    },
  };
}
