import { AirlineRulesError } from '@comptoir/plugin-low-cost/rules';
import { LowCostBookingStatus, lowCostLinkWords } from '@comptoir/plugin-low-cost/views';
import { type ErrorComponentProps, SearchParamError, useRouter } from '@tanstack/react-router';
import { isRefusedLoad, linkIssues, searchParamIssues } from '../../../../flights/SearchRouteError';

/** Whether a plugin page's failure is refused, its message shown at once: a link that breaks the airline's rules too. */
export const isRefusedLowCostLoad = (error: unknown) =>
  isRefusedLoad(error) || error instanceof AirlineRulesError;

/**
 * What a plugin page's failure says: each wrong part of its link, or each of the airline's rules it
 * breaks, in the interface's language; a failed call's own message as it came.
 */
export function lowCostFailureMessage(error: unknown): string {
  const issues =
    error instanceof SearchParamError
      ? linkIssues(error)
      : error instanceof AirlineRulesError
        ? error.messages.map((message) => ({ message }))
        : null;
  if (issues === null) return searchParamIssues(error).join(' ');
  return [...new Set(issues.map(lowCostLinkWords))].join(' ');
}

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
        message: lowCostFailureMessage(error),
        refused: isRefusedLowCostLoad(error),
        onRetry: () => void router.invalidate(),
      }}
    />
  );
}
