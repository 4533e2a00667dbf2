/**
 * The query keys of the airline's support, under the plugin's root key (`['low-cost', …]`): queries read
 * them, mutations invalidate them.
 */
import { queueListQuerySchema, type QueueListQueryInput } from '@comptoir/flight-domain/queues';
import { xmlExchangeQuerySchema, type XmlExchangeQuery } from './support-api';

const root = ['low-cost'] as const;

export const lowCostSupportKeys = {
  xmlExchangeLists: () => [...root, 'xml-messages', 'list'] as const,
  xmlExchanges: (query: XmlExchangeQuery) =>
    [...lowCostSupportKeys.xmlExchangeLists(), xmlExchangeQuerySchema.parse(query)] as const,
  xmlExchange: (id: string) => [...root, 'xml-messages', 'detail', id] as const,
  supportRequests: () => [...root, 'support-requests', 'list'] as const,
  supportRequest: (id: string) => [...root, 'support-requests', 'detail', id] as const,
  holdLists: () => [...root, 'holds'] as const,
  holds: (query: QueueListQueryInput) =>
    [...lowCostSupportKeys.holdLists(), queueListQuerySchema.parse(query)] as const,
};
