import { FailurePanel } from '@comptoir/ui/kit';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useRouteLoadFailure } from '../../../queries/query-state';
import { m } from '@comptoir/ui/i18n/messages';
import { usePageTitle } from '../../../page-title';

/**
 * A record route's error component, in the layout under the page's title (`title`, read in the interface's
 * language, the document's title too): SPEC §8's fallback panel, or the refusal (SPEC §6's message for
 * another organization's record) shown at once; 'Try again' runs the loader again.
 */
export function recordLoadError(title: () => string) {
  return function RecordLoadError({ error }: ErrorComponentProps) {
    const { message, refused, onRetry } = useRouteLoadFailure(error);
    const heading = title();
    usePageTitle(heading);
    return <FailurePanel title={heading} error={message} refused={refused ?? false} onRetry={onRetry} />;
  };
}

/** When the reservation could not be loaded: the server's reason and a retry that runs the loader again. */
export const ReservationLoadError = recordLoadError(m.title_reservation);

/** When the ticket could not be loaded: the server's reason and a retry that runs the loader again. */
export const TicketLoadError = recordLoadError(m.title_ticket);
