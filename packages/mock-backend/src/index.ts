/**
 * @comptoir/mock-backend: the simulated backend as MSW handlers over one in-memory database, shared by
 * Storybook (msw-storybook-addon), node tests (msw/node) and the sandbox server (apps/sandbox).
 *
 * ```ts
 * import { handlers, resetSandboxDatabase, setSandboxActor, seedActor } from '@comptoir/mock-backend';
 * const server = setupServer(...handlers);
 * setSandboxActor(seedActor('usr_casa_member'));
 * ```
 */
import type { HttpHandler } from 'msw';
import { ENDPOINTS } from '@comptoir/api/endpoints';
import { DEFAULT_ACTOR } from './seed';
import { setSandboxActor } from './context';
import { authHandlers } from './handlers/auth';
import { exchangeHandlers } from './handlers/exchange';
import { flightsHandlers } from './handlers/flight';
import { workbenchesHandlers } from './handlers/workbenches';
import { locationsHandlers } from './handlers/locations';
import { queuesHandlers } from './handlers/queues';
import { reservationsHandlers, ticketsHandlers } from './handlers/records';
import { balancesHandlers, markupsHandlers, rolesHandlers } from './handlers/settings';
import { uploadsHandlers } from './handlers/uploads';
import { organizationsHandlers, usersHandlers } from './handlers/users';

setSandboxActor(DEFAULT_ACTOR);

/** Every endpoint declaration the handlers serve, by resource (tests iterate it). */
export const ENDPOINT_GROUPS = ENDPOINTS;

/** Every application call of SPEC §7 and the work queues', one handler each, matching `<any origin>/api/...`. */
export const handlers: HttpHandler[] = [
  ...usersHandlers,
  ...organizationsHandlers,
  ...rolesHandlers,
  ...markupsHandlers,
  ...balancesHandlers,
  ...locationsHandlers,
  ...flightsHandlers,
  ...workbenchesHandlers,
  ...exchangeHandlers,
  ...reservationsHandlers,
  ...ticketsHandlers,
  ...queuesHandlers,
  ...uploadsHandlers,
];

/**
 * Everything Storybook and node tests need without a server: a stand-in for better-auth's calls
 * (get-session, sign-in, two-factor, organization, admin) followed by the application handlers.
 * The sandbox server serves the real better-auth and uses `handlers` only.
 */
export const browserHandlers: HttpHandler[] = [...authHandlers, ...handlers];

export { authHandlers };
export {
  ACTOR_HEADER,
  actorOf,
  encodeActor,
  FAULT_HEADER,
  getSandboxActor,
  getSandboxFaults,
  parseFaults,
  setSandboxActor,
  setSandboxFaults,
  handlersFor,
  parseWith,
  requireOrganizationId,
  SandboxError,
  type SandboxActor,
  type SandboxFaults,
} from './context';
export { organizationRoles } from './access';
export {
  assignQueueItem,
  countQueue,
  isQueueItemOpen,
  markQueueItemHandled,
  queueAssignee,
} from './queue-items';
export {
  advanceSandboxClock,
  db,
  debit,
  resetSandboxDatabase,
  setSandboxClock,
  balanceOf,
  nowMs,
} from './database';
export type { SandboxDatabase } from './tables';
export {
  ADDED_NDC_MARKUP,
  DEFAULT_ACTOR,
  SEED_CREATED_AT,
  SEED_MARKUPS,
  SEED_ORGANIZATIONS,
  SEED_USERS,
  seedActor,
  type SeedUser,
  type SeedUserId,
} from './seed';
export { AIRPORTS, findAirport, type Airport } from './data/airports';
export { AIRLINES, EQUIPMENT_NAMES, findAirline, type Airline } from './data/airlines';
export { generateOffers, type FlightSearch, type GeneratedOffer } from './offers';
export { searchLocations } from './handlers/locations';
export { uploadedFile } from './handlers/uploads';
export { requireOrganizationCreator } from './handlers/users';
export { createPdf } from './pdf';
export { seatMapFor } from './seat-maps';
export { STORY_CLOCK, storyRecords, type StoryRecords } from './story-records';
export { storyQueues, type StoryQueues } from './story-queues';
