/**
 * For stories of views that open the global side panel: the panel's outlet beside the story, and the open
 * panel found in its portal. Not part of the package's API.
 */
import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { GlobalSidePanel } from '../GlobalSidePanel/GlobalSidePanel';
import { useSidePanelStore } from '../GlobalSidePanel/side-panel-store';
import { inBox } from './frames';
import { pageOverlayStory } from './overlay-demo';

const sidePanel = pageOverlayStory(GlobalSidePanel, useSidePanelStore);

/** Mounts the side panel's outlet after the story, closed, as the app's root does. */
export const withGlobalSidePanel: Decorator = sidePanel.withOutlet;

/** Starts each story with the side panel closed: it is one store for the whole page. */
export const closeSidePanelBeforeStory = sidePanel.closeBeforeStory;

/**
 * The frame of a page-wide view's stories that opens the side panel (the offer results, the results
 * page): the panel closed before each story, its outlet mounted, the view inset as on a page.
 */
export const pageWithSidePanel = {
  beforeEach: closeSidePanelBeforeStory,
  decorators: [withGlobalSidePanel, inBox({ p: { initial: '2', md: '4' } })] satisfies Decorator[],
};

/** Waits until no side panel is open. */
export async function expectNoSidePanel(canvasElement: HTMLElement): Promise<void> {
  await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
}
