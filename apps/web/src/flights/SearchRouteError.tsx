import { isRefusal } from '@comptoir/api';
import type { TripType } from '@comptoir/flight-domain';
import { InvalidLinkView, OfferResultsError, type SearchLinkIssue } from '@comptoir/ui/search';
import { type ErrorComponentProps, SearchParamError, useRouter } from '@tanstack/react-router';
import { RouterLink } from '../components/RouterLink';

/** The problems of a link's search parameters that failed their schema: each issue's parameter and message. */
export function linkIssues(error: SearchParamError): SearchLinkIssue[] {
  const cause: unknown = error.cause;
  if (typeof cause !== 'object' || cause === null || !('issues' in cause) || !Array.isArray(cause.issues))
    return [{ message: error.message }];
  return cause.issues.flatMap((issue: unknown) =>
    typeof issue === 'object' &&
    issue !== null &&
    'message' in issue &&
    typeof issue.message === 'string' &&
    'path' in issue &&
    Array.isArray(issue.path)
      ? [{ parameter: issue.path.map(String).join('.'), message: issue.message }]
      : [],
  );
}

/**
 * What went wrong with a page that reads its search from the URL: each wrong parameter's message, or the
 * failure's own.
 */
export function searchParamIssues(error: unknown): string[] {
  if (error instanceof SearchParamError) return [...new Set(linkIssues(error).map(({ message }) => message))];
  return [error instanceof Error ? error.message : String(error)];
}

/**
 * Whether a page's failure is refused rather than failed — its link breaks a rule (a wrong search
 * parameter) or the server refused the call (SPEC §6) — so that its message is shown at once, not behind
 * SPEC §8's 'Show Error'.
 */
export function isRefusedLoad(error: unknown): boolean {
  return error instanceof SearchParamError || isRefusal(error);
}

/**
 * The error view of a page that reads its search from the URL: a wrong link says what is wrong with it;
 * a failed search or load shows the server's message and runs again on retry (SPEC §2, §8).
 */
export function searchRouteError(tripType: TripType) {
  return function SearchRouteError({ error }: ErrorComponentProps) {
    const router = useRouter();
    if (error instanceof SearchParamError)
      return <InvalidLinkView issues={linkIssues(error)} tripType={tripType} linkComponent={RouterLink} />;
    return (
      <OfferResultsError
        message={searchParamIssues(error).join(' ')}
        onRetry={() => void router.invalidate()}
      />
    );
  };
}
