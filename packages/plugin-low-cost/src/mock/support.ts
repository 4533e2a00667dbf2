/**
 * The agency backend's support calls (`lowCostSupportEndpoints`) over the simulated airline: the
 * organization's held bookings (`holdsOf`), assigned and handled as the agency queues' items, the XML messages it logged, per organization, and support
 * requests on the organization's bookings, which the
 * airline's desk answers `DESK_ANSWER_DELAY_MS` after they are opened (the same answer every run) and
 * the agent closes. Another organization's message or request is refused with SPEC §6's denial.
 */
import {
  handlersFor,
  nowMs,
  parseWith,
  requireOrganizationId,
  SandboxError,
  type SandboxActor,
} from '@comptoir/mock-backend';
import { pageOfList, PERMISSION_MESSAGES } from '@comptoir/flight-domain';
import { queueListQuerySchema } from '@comptoir/flight-domain/queues';
import type { HttpHandler } from 'msw';
import {
  lowCostSupportEndpoints,
  xmlExchangeQuerySchema,
  supportRequestSchema,
  xmlExchangeSchema,
  xmlExchangeSummarySchema,
  type SupportRequest,
} from '../client/support-api';
import {
  airlinePolicies,
  LOW_COST_AIRLINE,
  supportRequestDraftSchema,
  type AirlinePolicy,
  type SupportCategory,
} from '../rules';
import { findBooking } from './bookings';
import { assignHold, handleHold, holdsOf } from './holds';
import { allExchanges, type XmlExchange } from './message-log';

/** How long the simulated desk takes to answer a request. */
export const DESK_ANSWER_DELAY_MS = 2 * 60_000;

interface StoredRequest extends Omit<SupportRequest, 'status' | 'answer'> {
  organizationId: string;
}

let requests: StoredRequest[] = [];
let nextNumber = 1;

/** Forgets every support request (tests, sandbox reset). */
export function resetSupportRequests(): void {
  requests = [];
  nextNumber = 1;
}

const POLICY_OF: Record<SupportCategory, AirlinePolicy['topic']> = {
  baggage: 'bags',
  change: 'changes',
  refund: 'refunds',
  other: 'contact',
};

/** The desk's reply: the policy that applies to the category, quoted from the airline's rules. */
function deskAnswer(request: StoredRequest): string {
  const policy = airlinePolicies().find((entry) => entry.topic === POLICY_OF[request.category]);
  return `${LOW_COST_AIRLINE.name} agency desk, about ${request.bookingReference}: ${policy?.lines.join(' ') ?? ''}`;
}

/** A stored request as it stands now (the schema keeps the wire's fields): answered once the desk's delay has passed, unless closed first. */
function current(request: StoredRequest): SupportRequest {
  const answeredMs = Date.parse(request.openedAt) + DESK_ANSWER_DELAY_MS;
  const answered =
    nowMs() >= answeredMs && (request.closedAt === null || Date.parse(request.closedAt) >= answeredMs);
  return supportRequestSchema.parse({
    ...request,
    status: request.closedAt !== null ? 'closed' : answered ? 'answered' : 'open',
    answer: answered ? { text: deskAnswer(request), answeredAt: new Date(answeredMs).toISOString() } : null,
  });
}

/** The actor's own thing by id: 404 when it does not exist, 403 when it is another organization's. */
function ownedBy<Item extends { id: string; organizationId: string | null }>(
  items: readonly Item[],
  id: string,
  actor: SandboxActor,
  resource: string,
  missing: string,
): Item {
  const item = items.find((entry) => entry.id === id);
  if (item === undefined) throw new SandboxError(404, missing);
  if (item.organizationId !== requireOrganizationId(actor))
    throw new SandboxError(403, PERMISSION_MESSAGES.unknownResource(resource));
  return item;
}

/** What the backend sends of its log: the schemas keep the wire's fields only (no organization). */
const detailOf = (exchange: XmlExchange) => xmlExchangeSchema.parse(exchange);
const summaryOf = (exchange: XmlExchange) => xmlExchangeSummarySchema.parse(exchange);

export const lowCostSupportHandlers: HttpHandler[] = handlersFor(lowCostSupportEndpoints, {
  holds: ({ actor, query }) => {
    const { mine, ...list } = parseWith(queueListQuerySchema, query);
    return pageOfList(
      holdsOf(requireOrganizationId(actor)).filter(
        (hold) => mine !== true || hold.assignee?.id === actor.userId,
      ),
      list,
      (hold) => `${hold.reference} ${hold.leadTraveller}`,
    );
  },
  assignHold: async ({ actor, params, body }) => ({
    message: assignHold(actor, params.id, (await body()).assigneeId),
  }),
  handleHold: ({ actor, params }) => ({ message: handleHold(actor, params.id) }),
  xmlExchanges: ({ actor, query }) => {
    const organizationId = requireOrganizationId(actor);
    const { reference, date, search, page, limit } = parseWith(xmlExchangeQuerySchema, query);
    const needle = search?.toLowerCase();
    const found = allExchanges()
      .filter(
        (exchange) =>
          exchange.organizationId === organizationId &&
          (reference === undefined || exchange.bookingReference === reference) &&
          (date === undefined || exchange.requestedAt.startsWith(date)) &&
          (needle === undefined ||
            [exchange.message, exchange.echoToken, exchange.request, exchange.response].some((text) =>
              text.toLowerCase().includes(needle),
            )),
      )
      .sort((a, b) => b.requestedAt.localeCompare(a.requestedAt) || b.id.localeCompare(a.id));
    return {
      items: found.slice((page - 1) * limit, page * limit).map(summaryOf),
      total: found.length,
      page,
      limit,
    };
  },
  xmlExchange: ({ actor, params }) =>
    detailOf(ownedBy(allExchanges(), params.id, actor, 'low-cost-xml-message', 'No such XML message.')),
  supportRequests: ({ actor }) => {
    const organizationId = requireOrganizationId(actor);
    return requests
      .filter((request) => request.organizationId === organizationId)
      .map(current)
      .sort((a, b) => b.openedAt.localeCompare(a.openedAt) || b.id.localeCompare(a.id));
  },
  supportRequest: ({ actor, params }) =>
    current(ownedBy(requests, params.id, actor, 'low-cost-support-request', 'No such support request.')),
  openSupportRequest: async ({ actor, json }) => {
    const organizationId = requireOrganizationId(actor);
    const draft = parseWith(supportRequestDraftSchema, await json());
    if (findBooking(organizationId, draft.bookingReference) === undefined)
      throw new SandboxError(
        404,
        `No ${LOW_COST_AIRLINE.name} booking ${draft.bookingReference} in your organization: check the reference.`,
      );
    const stored: StoredRequest = {
      ...draft,
      id: `lcs_${String(nextNumber++).padStart(6, '0')}`,
      organizationId,
      openedAt: new Date(nowMs()).toISOString(),
      openedBy: actor.name,
      closedAt: null,
    };
    requests = [...requests, stored];
    return current(stored);
  },
  closeSupportRequest: ({ actor, params }) => {
    const stored = ownedBy(
      requests,
      params.id,
      actor,
      'low-cost-support-request',
      'No such support request.',
    );
    if (stored.closedAt !== null) throw new SandboxError(409, 'This support request is already closed.');
    stored.closedAt = new Date(nowMs()).toISOString();
    return current(stored);
  },
});
