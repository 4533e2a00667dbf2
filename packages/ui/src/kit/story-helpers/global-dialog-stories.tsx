/**
 * Story scaffolding: a view shown with the app's global dialog. Not part of the package's API.
 */
import type { Decorator } from '@storybook/react-vite';
import { GlobalDialog } from '../GlobalDialog/GlobalDialog';

/** Shows the story with the global dialog beside it, as every page of the app has it. */
export const withGlobalDialog: Decorator = (Story) => (
  <>
    <Story />
    <GlobalDialog />
  </>
);
