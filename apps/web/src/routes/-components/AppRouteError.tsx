import { RouteErrorFallback } from '@comptoir/ui/kit';
import type { ErrorComponentProps } from '@tanstack/react-router';

export function AppRouteError({ error, reset }: ErrorComponentProps) {
  return <RouteErrorFallback error={error} onRetry={reset} />;
}
