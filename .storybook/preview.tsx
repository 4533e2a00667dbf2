import '@comptoir/ui/styles.css';
import { createQueryClient } from '@comptoir/api';
import { changeLocale, LANGUAGE_NAMES, localeFor, locales } from '@comptoir/ui/i18n';
import { removeAllToasts, ThemeRoot } from '@comptoir/ui/kit';
import type { Preview } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect, useState, type ReactNode } from 'react';
import { startRecordingWorker, takeUnhandledRequests } from './unhandled-requests';
import { viewportOptions } from './viewports';

/** A QueryClient per story: nothing cached leaks from one story into the next. */
function StoryProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient({ queries: { retry: false } }));
  // A story's requests end with it: a search a story left hanging must not fail, and toast its
  // timeout, in whichever story runs 30 s later.
  useEffect(
    () => () => {
      void queryClient.cancelQueries(undefined, { silent: true });
      queryClient.clear();
    },
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeRoot data-story-root="">{children}</ThemeRoot>
    </QueryClientProvider>
  );
}

const preview = {
  loaders: [mswLoader(startRecordingWorker)],
  // Toasts live in one store for the whole page: none left by the previous story may show in this one;
  // nor may a request the previous story left unanswered count against this one.
  beforeEach: () => {
    removeAllToasts();
    takeUnhandledRequests();
  },
  // A request no handler answered fails the story (`unhandled-requests.ts`).
  afterEach: () => {
    const requests = takeUnhandledRequests();
    if (requests.length > 0) throw new Error(`Requests no mock handler answered:\n${requests.join('\n')}`);
  },
  decorators: [
    // The story's language (the toolbar's Language, or a story's `globals.locale`), set before it draws:
    // a story is drawn anew under another language, as the app's LocaleRoot does.
    (Story, { id, globals }) => {
      const locale = localeFor(globals.locale);
      changeLocale(locale);
      return (
        <StoryProviders key={`${id}:${locale}`}>
          <Story />
        </StoryProviders>
      );
    },
  ],
  globalTypes: {
    locale: {
      description: "The interface's language",
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: locales.map((locale) => ({ value: locale, title: LANGUAGE_NAMES[locale] })),
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    viewport: { options: viewportOptions },
  },
  initialGlobals: {
    viewport: { value: 'desktop', isRotated: false },
    locale: 'en',
  },
  tags: ['autodocs'],
} satisfies Preview;

export default preview;
