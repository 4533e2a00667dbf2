import { createQueryClient } from '@comptoir/api';
import type { StartupConfig } from '@comptoir/flight-domain';
import { LocaleRoot } from '@comptoir/ui/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { redirectOnSessionExpiry } from './auth/session-expiry';
import { holdIdleWorkWhilePagesLoad } from './idle-work-hold';
import { createAppRouter } from './router';

export function App({ config }: { config: StartupConfig }) {
  const [queryClient] = useState(() => createQueryClient());
  const [router] = useState(() => createAppRouter({ queryClient, config }));
  useEffect(() => redirectOnSessionExpiry(queryClient, router), [queryClient, router]);
  // What a page's content does not need (the shell's menus, the command bar, the toasts' outlet) waits
  // while pages load. Set before any idle moment: the page's own effects, which ask for that work, run
  // in the same commit.
  useEffect(() => holdIdleWorkWhilePagesLoad(router, queryClient), [queryClient, router]);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Pages drawn again in the new language when it changes; the router and the cache are kept. */}
      <LocaleRoot>
        <RouterProvider router={router} />
      </LocaleRoot>
    </QueryClientProvider>
  );
}
