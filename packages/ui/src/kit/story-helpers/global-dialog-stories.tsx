/**
 * For stories of views that open the global dialog: the dialog's outlet beside the story, closed before
 * each story. Not part of the package's API.
 */
import type { Decorator } from '@storybook/react-vite';
import { useDialogStore } from '../GlobalDialog/dialog-store';
import { GlobalDialog } from '../GlobalDialog/GlobalDialog';
import { pageOverlayStory } from './overlay-demo';

const globalDialog = pageOverlayStory(GlobalDialog, useDialogStore);

/** Shows the story with the global dialog beside it, as every page of the app has it. */
export const withGlobalDialog: Decorator = globalDialog.withOutlet;

/** Starts each story with the dialog closed: it is one store for the whole page. */
export const closeDialogBeforeStory = globalDialog.closeBeforeStory;

/**
 * The frame of the stories of a view that opens the global dialog (a record page, an editor): the dialog
 * closed before each story and its outlet beside the view.
 */
export const pageWithGlobalDialog = {
  beforeEach: closeDialogBeforeStory,
  decorators: [withGlobalDialog] satisfies Decorator[],
};
