import { APP_ROUTES } from '@comptoir/flight-domain';
import type { QueueName } from '@comptoir/flight-domain/queues';

/** The address of one of the agency's queues' tabs. */
export const tabHref = (queue: QueueName) => `${APP_ROUTES.queues}?queue=${queue}`;

/** The agent's own zone: the time left before a deadline or a hold's limit reads in it. */
export const AGENT_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
