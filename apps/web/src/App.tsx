import { createQueryClient } from '@comptoir/api';
import type { StartupConfig } from '@comptoir/flight-domain';
import { LocaleRoot } from '@comptoir/ui/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { redirectOnSessionExpiry } from './auth/session-expiry';
import { createAppRouter } from './router';

export function App({ config }: { config: StartupConfig }) {
  const [queryClient] = useState(() => createQueryClient());
  const [router] = useState(() => createAppRouter({ queryClient, config }));
  useEffect(() => redirectOnSessionExpiry(queryClient, router), [queryClient, router]);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Pages drawn again in the new language when it changes; the router and the cache are kept. */}
      <LocaleRoot>
        <RouterProvider router={router} />
      </LocaleRoot>
    </QueryClientProvider>
  );
}
