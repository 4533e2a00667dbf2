/**
 * `@comptoir/api/queue-keys`: the work queues' keys alone, for a page that keys its cache like the
 * queues' own queries without loading their calls at once (the home page); out of the package's index,
 * which every page's first load carries.
 */
import { queuesRootKey } from './keys';

/** The work queues' keys: the counts, and each queue's pages (`queuesListKey`). */
export const queuesKeys = {
  all: queuesRootKey,
  summary: () => [...queuesRootKey, 'summary'] as const,
  lists: () => [...queuesRootKey, 'list'] as const,
};
