import type { QueueName } from '@comptoir/flight-domain/queues';
import { m } from './paraglide/messages.js';

/** Each work queue's name in the interface's language (flight-domain's `QUEUE_LABELS` in English). */
const QUEUE_MESSAGES: Readonly<Record<QueueName, () => string>> = {
  deadlines: m.queue_deadlines,
  'schedule-changes': m.queue_schedule_changes,
  tickets: m.queue_tickets,
};

/** A work queue's name in the interface's language: `queueLabel('deadlines')` → 'Ticketing deadlines'. */
export function queueLabel(queue: QueueName): string {
  return QUEUE_MESSAGES[queue]();
}
