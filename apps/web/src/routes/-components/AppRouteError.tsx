import { isRefusal } from '@comptoir/api';
import { FailurePanel } from '@comptoir/ui/kit';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';

/**
 * SPEC §8's fallback panel for a route that failed as a whole (its guard or loader threw); 'Try again'
 * runs the failed route's guards and loaders again.
 */
export function AppRouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return <FailurePanel error={error} refused={isRefusal(error)} onRetry={() => router.invalidate()} />;
}
