import { documentTitle } from '@comptoir/flight-domain';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Titles the document with `page` (in the interface's language), then the app's name (`VITE_APP_TITLE`),
 * or the app's name alone. Called by the page's component, so a title travels in its page's chunk rather
 * than in the app's entry, and follows a change of language (`LocaleRoot` draws the pages again). The
 * title stays until the next page sets its own: while that page loads, the tab keeps the last one.
 *
 * @example
 * usePageTitle(m.tickets_title())
 */
export function usePageTitle(page?: string) {
  const { appTitle } = useRouter().options.context.config;
  const title = documentTitle(page, appTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
