import { configureApi } from '@comptoir/api';
import { useQueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { createAppRouter } from '../router';

/** Where the stories' backend lives: MSW answers it (`parameters.msw.handlers`). */
const STORY_BACKEND_URL = 'http://sandbox.test';

export interface AppAtPathProps {
  /** The URL the app opens at, e.g. `/auth/login?redirect=%2Ftickets`. */
  path: string;
}

/**
 * The whole app — its real routes, guards and pages — opened at one URL in memory, for page stories.
 * The story's QueryClient is the router's, so each story starts signed out of any cache.
 */
export function AppAtPath({ path }: AppAtPathProps) {
  const queryClient = useQueryClient();
  const [router] = useState(() => {
    configureApi({ backendUrl: STORY_BACKEND_URL });
    return createAppRouter(
      { queryClient, config: { backendUrl: STORY_BACKEND_URL, lowCostPluginEnabled: false } },
      createMemoryHistory({ initialEntries: [path] }),
    );
  });
  return <RouterProvider router={router} />;
}
