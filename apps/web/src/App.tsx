import { createQueryClient } from '@comptoir/api';
import type { StartupConfig } from '@comptoir/flight-domain';
import { LocaleRoot } from '@comptoir/ui/i18n';
import { holdIdleWorkUntil } from '@comptoir/ui/kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { redirectOnSessionExpiry } from './auth/session-expiry';
import { firstPageSettled } from './first-page-settled';
import { createAppRouter } from './router';

export function App({ config }: { config: StartupConfig }) {
  const [queryClient] = useState(() => createQueryClient());
  const [router] = useState(() => {
    const created = createAppRouter({ queryClient, config });
    // What the first page's content does not need waits until it has come (the shell's menus, the
    // command bar, the toasts' outlet).
    holdIdleWorkUntil(firstPageSettled(created, queryClient));
    return created;
  });
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
