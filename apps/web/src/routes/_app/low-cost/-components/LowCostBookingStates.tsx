import { LoadedContent } from '@comptoir/ui/kit';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { searchParamIssues } from '../../../../flights/SearchRouteError';

/** The booking page while the airline prices the flights again. */
export function LowCostBookingLoading() {
  return (
    <LoadedContent
      state={{ status: 'pending' }}
      loadingText="Checking the flights with the airline…"
      slot="low-cost-booking"
    >
      {() => null}
    </LoadedContent>
  );
}

/** The booking page when the flights could not be priced again (or the link is wrong): why, and a retry. */
export function LowCostBookingFailed({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <LoadedContent
      state={{
        status: 'error',
        message: searchParamIssues(error).join(' '),
        onRetry: () => void router.invalidate(),
      }}
      loadingText=""
      slot="low-cost-booking"
    >
      {() => null}
    </LoadedContent>
  );
}
