import { RouteErrorFallback } from '@comptoir/ui/kit';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';

/** SPEC §8's fallback panel; 'Try Again' runs the failed route's guards and loaders again. */
export function AppRouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return <RouteErrorFallback error={error} onRetry={() => void router.invalidate()} />;
}
