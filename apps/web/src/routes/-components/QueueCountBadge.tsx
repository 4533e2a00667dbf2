import { queueSummaryQuery } from '@comptoir/api/queues';
import { QUEUE_NAMES } from '@comptoir/flight-domain/queues';
import { NavigationCount } from '@comptoir/ui/kit';
import { useQuery } from '@tanstack/react-query';

/** How often the count asks again while the app is open: the airline acts on its own. */
const REFRESH_MS = 60_000;

/**
 * The navigation's count of the organization's items in the work queues: loaded after the shell (lazily),
 * kept current by the writes that change the queues (they invalidate the queues' keys) and asked again
 * every minute.
 */
export default function QueueCountBadge() {
  const { data } = useQuery({ ...queueSummaryQuery(), refetchInterval: REFRESH_MS });
  if (data === undefined) return null;
  const count = QUEUE_NAMES.reduce((sum, queue) => sum + data[queue].organization, 0);
  return <NavigationCount count={count} of="items in the queues" />;
}
