import { queueSummaryQuery } from '@comptoir/api/queue-summary';
import { m } from '@comptoir/ui/i18n/messages';
import { NavigationCount } from '@comptoir/ui/kit';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { queueCountsShown } from '../../queries/queue-counts';

const appRoute = getRouteApi('/_app');

/** How often the count asks again while the app is open: the airline acts on its own. */
const REFRESH_MS = 60_000;

/**
 * The navigation's count of the organization's items in the work queues (the low-cost holds' with the
 * plugin): loaded after the shell (lazily), kept current by the writes that change the queues (they
 * invalidate the queues' keys) and asked again every minute.
 */
export default function QueueCountBadge() {
  const { config } = appRoute.useRouteContext();
  const { data } = useQuery({
    ...queueSummaryQuery(),
    select: queueCountsShown(config.lowCostPluginEnabled),
    refetchInterval: REFRESH_MS,
  });
  if (data === undefined) return null;
  const count = Object.values(data).reduce((sum, queue) => sum + queue.organization, 0);
  return <NavigationCount count={count} of={m.queues_badge_items()} />;
}
