import { createQueryClient } from '@comptoir/api';
import type { StartupConfig } from '@comptoir/flight-domain';
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
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
