import { AirlineRulesError } from '@comptoir/plugin-low-cost/rules';
import { LowCostBookingStatus } from '@comptoir/plugin-low-cost/views';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { isRefusedLoad, searchParamIssues } from '../../../../flights/SearchRouteError';

/** Whether a plugin page's failure is refused, its message shown at once: a link that breaks the airline's rules too. */
export const isRefusedLowCostLoad = (error: unknown) =>
  isRefusedLoad(error) || error instanceof AirlineRulesError;

/** The booking page while the airline prices the flights again. */
export function LowCostBookingLoading() {
  return <LowCostBookingStatus state={{ status: 'pending' }} />;
}

/** The booking page when the flights could not be priced again (or the link is wrong): why, and a retry. */
export function LowCostBookingFailed({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <LowCostBookingStatus
      state={{
        status: 'error',
        message: searchParamIssues(error).join(' '),
        refused: isRefusedLowCostLoad(error),
        onRetry: () => void router.invalidate(),
      }}
    />
  );
}
