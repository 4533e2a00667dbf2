/**
 * The one in-memory sandbox database that every handler reads and writes: users, organizations, members,
 * roles, markups, the balance ledger, offers, reservations, tickets and workbenches (their record types
 * are in `tables.ts`). Money is kept in integer centimes and converted to the backend's decimal amounts at
 * the wire.
 */
import {
  type Centimes,
  formatMoney,
  fromCentimes,
  type Markup,
  type MarkupContext,
  markupOfRule,
  ORGANIZATION_ROLE_STATEMENTS,
  type priceSchema,
  type pricingSchema,
  selectMarkupRule,
  toCentimes,
} from '@comptoir/flight-domain';
import type { z } from 'zod';
import { conflict, SandboxError } from './context';
import type { PriceLines, PricingLines } from './offer-fares';
import { letterCode, seededRandom } from './random';
import { ticketNumber } from './record-shapes';
import { SEED_CREATED_AT, SEED_MARKUPS, SEED_ORGANIZATIONS, SEED_TREASURER, SEED_USERS } from './seed';
import { seedHistory } from './seed-history';
import { airlineCancelsOverdue, seedQueues } from './seed-queues';
import type {
  LedgerEntry,
  MemberRecord,
  OfferRegistration,
  OrganizationRecord,
  SandboxDatabase,
} from './tables';

/** How many generated offers the database remembers for booking (oldest forgotten first). */
const OFFER_MEMORY = 20_000;
const DAY_MS = 86_400_000;

let clock: () => number = () => Date.now();

/** Sets the sandbox's clock (tests); `undefined` restores the real one. */
export function setSandboxClock(now: (() => number) | undefined): void {
  clock = now ?? (() => Date.now());
}

/**
 * Moves the sandbox's clock forward by `ms`; then the airline cancels every booking whose ticketing
 * deadline the clock passed since it last looked (`airlineCancelsOverdue`).
 */
export function advanceSandboxClock(ms: number): void {
  const before = clock;
  clock = () => before() + ms;
  airlineCancelsOverdue(db, clock());
}

export function nowMs(): number {
  return clock();
}

/** The current time as an ISO timestamp with offset (UTC, `+00:00`). */
export function nowIso(offsetMs = 0): string {
  return new Date(clock() + offsetMs).toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

/** The seed of one day (its users, organizations… and seeded history), kept to be copied on each reset. */
let seedOfDay: { anchorMs: number; database: SandboxDatabase } | undefined;

/**
 * A fresh copy of the seed, its history placed relative to the start of the clock's UTC day: built once a
 * day (or once per fixed clock in tests and stories), then copied.
 */
function seedDatabase(): SandboxDatabase {
  const anchorMs = Math.floor(clock() / DAY_MS) * DAY_MS;
  if (seedOfDay?.anchorMs !== anchorMs) seedOfDay = { anchorMs, database: buildSeed(anchorMs) };
  const database = structuredClone(seedOfDay.database);
  seedQueues(database, clock());
  return database;
}

function buildSeed(anchorMs: number): SandboxDatabase {
  const database: SandboxDatabase = {
    users: SEED_USERS.map((user) => ({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      twoFactorEnabled: user.twoFactorEnabled,
      banned: false,
      createdAt: SEED_CREATED_AT,
    })),
    organizations: SEED_ORGANIZATIONS.map((organization) => ({
      id: organization.id,
      name: organization.name,
      slug: organization.slug,
      city: organization.city,
      createdAt: SEED_CREATED_AT,
    })),
    members: SEED_USERS.flatMap((user) =>
      user.memberships.map(([organizationId, role]) => ({
        id: `mem_${user.id.slice(4)}_${organizationId.slice(4)}`,
        organizationId,
        userId: user.id,
        role,
        createdAt: SEED_CREATED_AT,
      })),
    ),
    roles: Object.entries(ORGANIZATION_ROLE_STATEMENTS).map(([name, statements]) => ({
      id: `role_${name}`,
      name,
      description: `Built-in ${name} role`,
      organizationId: null,
      permissions: Object.fromEntries(
        Object.entries(statements).map(([resource, actions]: [string, readonly string[]]) => [
          resource,
          [...actions],
        ]),
      ),
      createdAt: SEED_CREATED_AT,
    })),
    markups: SEED_MARKUPS.map((markup) => ({ ...markup })),
    ledger: [],
    reservations: [],
    tickets: [],
    workbenches: new Map(),
    offers: new Map(),
    exchangeOffers: new Map(),
    uploads: [],
    counters: {},
    queueItems: {},
    airlineCheckedAt: anchorMs,
  };
  for (const organization of SEED_ORGANIZATIONS) {
    appendLedger(database, {
      organizationId: organization.id,
      amount: toCentimes(organization.openingBalance),
      kind: 'credit',
      description: 'Opening balance',
      reference: 'SEED',
      author: SEED_TREASURER,
      createdAt: SEED_CREATED_AT,
    });
  }
  seedHistory(database, anchorMs, (organizationId, context) => markupFor(organizationId, context, database));
  return database;
}

/** The database every handler uses. */
export let db: SandboxDatabase = seedDatabase();

/** Restores the seed: every test and story starts from the same state. */
export function resetSandboxDatabase(): void {
  db = seedDatabase();
}

/** `RES-000001`: the next id of a kind, stable from a reset. */
export function nextId(prefix: string, database: SandboxDatabase = db): string {
  const next = (database.counters[prefix] ?? 0) + 1;
  database.counters[prefix] = next;
  return `${prefix}-${String(next).padStart(6, '0')}`;
}

/** A new 6-letter record locator, unique in the database. */
export function nextLocator(): string {
  for (;;) {
    const counter = (db.counters.locator ?? 0) + 1;
    db.counters.locator = counter;
    const locator = letterCode(seededRandom(`locator|${String(counter)}`), 6);
    if (!db.reservations.some((reservation) => reservation.locator === locator)) return locator;
  }
}

/** A 13-digit ticket number: the validating carrier's accounting code and a serial. */
export function nextTicketNumber(carrierCode: string): string {
  const counter = (db.counters.ticket ?? 0) + 1;
  db.counters.ticket = counter;
  return ticketNumber(carrierCode, 2_400_000_000 + counter);
}

export function balanceOf(organizationId: string, database: SandboxDatabase = db): Centimes {
  return database.ledger
    .filter((entry) => entry.organizationId === organizationId)
    .reduce((sum, entry) => sum + entry.amount, 0);
}

/** Adds a movement to the ledger, keeping `balanceAfter` the running sum. */
export function appendLedger(
  database: SandboxDatabase,
  entry: Omit<LedgerEntry, 'id' | 'balanceAfter' | 'createdAt'> & { createdAt?: string },
): LedgerEntry {
  const balanceAfter = balanceOf(entry.organizationId, database) + entry.amount;
  const record: LedgerEntry = {
    ...entry,
    id: nextId('BAL', database),
    balanceAfter,
    createdAt: entry.createdAt ?? nowIso(),
  };
  database.ledger.push(record);
  return record;
}

/** What a debit and a refund both name: the organization, the amount, what for, its reference, who did it. */
type LedgerMovement = [
  organizationId: string,
  amount: Centimes,
  description: string,
  reference: string,
  author: string,
];

/**
 * Debits an organization, refusing with 402 and a clear message when the balance is short. `author` is
 * who did it (the agent who ticketed), kept on the entry.
 */
export function debit(
  ...[organizationId, amount, description, reference, author]: LedgerMovement
): LedgerEntry {
  const balance = balanceOf(organizationId);
  if (balance < amount) {
    const name =
      db.organizations.find((organization) => organization.id === organizationId)?.name ?? organizationId;
    throw new SandboxError(
      402,
      `Insufficient balance: ${name} has ${formatMoney(balance)}, ${reference} needs ${formatMoney(amount)}. Top up the balance and try again.`,
    );
  }
  return appendLedger(db, { organizationId, amount: -amount, kind: 'debit', description, reference, author });
}

/** Credits an organization back (a void, a fare difference); `author` is who did it. */
export function refund(
  ...[organizationId, amount, description, reference, author]: LedgerMovement
): LedgerEntry {
  return appendLedger(db, { organizationId, amount, kind: 'refund', description, reference, author });
}

/** The organization's markup for an offer: the rule flight-domain's `selectMarkupRule` picks, if any. */
export function markupFor(
  organizationId: string,
  context: MarkupContext,
  database: SandboxDatabase = db,
): Markup {
  const rules = database.markups.filter((markup) => markup.organizationId === organizationId);
  return markupOfRule(selectMarkupRule(rules, context));
}

export function registerOffers(registrations: OfferRegistration[]): void {
  for (const registration of registrations) {
    db.offers.delete(registration.offer.offerId);
    db.offers.set(registration.offer.offerId, registration);
  }
  for (const key of db.offers.keys()) {
    if (db.offers.size <= OFFER_MEMORY) break;
    db.offers.delete(key);
  }
}

export function findOrganization(id: string): OrganizationRecord {
  const organization = db.organizations.find((candidate) => candidate.id === id);
  if (organization === undefined) throw new SandboxError(404, `Organization ${id} not found`);
  return organization;
}

/**
 * A membership with its user's id, name and email, as better-auth's organization calls and the app's
 * member calls both send it; a user the database lacks is named by its id, with `missingEmail`.
 */
export function memberWithUser(member: MemberRecord, missingEmail: string) {
  const user = db.users.find((candidate) => candidate.id === member.userId);
  return {
    ...member,
    user: { id: member.userId, name: user?.name ?? member.userId, email: user?.email ?? missingEmail },
  };
}

/** Conflict unless the condition holds. */
export function ensure(condition: boolean, message: string): asserts condition {
  if (!condition) throw conflict(message);
}

// Wire conversions: centimes → the decimal amounts the backend sends.

export function priceWire(lines: PriceLines): z.input<typeof priceSchema> {
  return {
    currency: 'MAD',
    base: fromCentimes(lines.base),
    taxes: fromCentimes(lines.taxes),
    markup: fromCentimes(lines.markup),
    total: fromCentimes(lines.total),
  };
}

export function pricingWire(pricing: PricingLines): z.input<typeof pricingSchema> {
  return {
    total: priceWire(pricing.total),
    perPassenger: pricing.perPassenger.map((line) => ({
      passengerType: line.passengerType,
      count: line.count,
      price: priceWire(line.price),
    })),
  };
}
