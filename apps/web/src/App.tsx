import type { QueryClient } from '@tanstack/react-query';
import { LocaleRoot } from '@comptoir/ui/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { followSessionChanges } from './auth/session-changes';
import type { AppRouter } from './router';

export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  useEffect(() => followSessionChanges(queryClient, router), [queryClient, router]);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Pages drawn again in the new language when it changes; the router and the cache are kept. */}
      <LocaleRoot>
        <RouterProvider router={router} />
      </LocaleRoot>
    </QueryClientProvider>
  );
}
