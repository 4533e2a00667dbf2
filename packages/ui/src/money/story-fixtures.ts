/**
 * Deterministic data for the money stories: fixed dates (the screenshots are the same every day), the
 * seeded organizations' names, ledgers whose balances are the running sums of their amounts.
 * Not part of the package's API.
 */
import {
  runningBalances,
  type BalanceEntity,
  type BalanceEntry,
  type LedgerKind,
  type MarkupRule,
  markupSchema,
} from '@comptoir/flight-domain';
import { SEED_MARKUPS, SEED_ORGANIZATIONS } from '@comptoir/mock-backend';
import type { BalancePoint } from './BalanceChart/balance-points';

const DAY_MS = 86_400_000;
const START = Date.parse('2026-01-05T09:00:00Z');

const dayOf = (index: number) => new Date(START + index * DAY_MS).toISOString().slice(0, 10);

/** A ledger of `count` movements, one every other day from 5 January 2026, newest first. */
function storyLedger(organizationId: string, count: number): BalanceEntry[] {
  const movements = Array.from({ length: count }, (_, index) => {
    const kind: LedgerKind = index === 0 || index % 9 === 4 ? 'credit' : index % 7 === 3 ? 'refund' : 'debit';
    const amount =
      index === 0 ? 8_000_000 : kind === 'credit' ? 2_500_000 : ((index * 7919) % 400_000) + 95_050;
    return { index, kind, amount: kind === 'debit' ? -amount : amount };
  });
  const balances = runningBalances(movements.map((movement) => movement.amount));
  return movements
    .map(({ index, kind, amount }) => ({
      id: `BAL-${String(index + 1).padStart(6, '0')}`,
      organizationId,
      amount,
      balanceAfter: balances[index] ?? 0,
      kind,
      description:
        index === 0
          ? 'Opening balance'
          : kind === 'credit'
            ? 'Top-up by bank transfer'
            : kind === 'refund'
              ? `Void of ticket 147240000${String(index).padStart(4, '0')}`
              : `Tickets for RAK${String(100 + index)} (2 travelers)`,
      ...(kind === 'credit' ? { reference: `VIR-${String(2026000 + index)}`, author: 'Salma Bennani' } : {}),
      ...(kind === 'debit' ? { reference: `RAK${String(100 + index)}` } : {}),
      createdAt: `${dayOf(index * 2)}T09:00:00Z`,
    }))
    .reverse();
}

/** The closing balance of each day of a ledger, oldest first. */
function storyHistory(entries: readonly BalanceEntry[]): BalancePoint[] {
  const byDay = new Map<string, number>();
  for (const entry of [...entries].reverse()) byDay.set(entry.createdAt.slice(0, 10), entry.balanceAfter);
  return [...byDay].map(([date, balance]) => ({ date, balance }));
}

/** A year of daily closing balances: a saw of debits and top-ups. */
export const YEAR_OF_POINTS: BalancePoint[] = Array.from({ length: 365 }, (_, index) => ({
  date: dayOf(index),
  balance: 5_000_000 + ((index * 104_729) % 3_000_000) - (index % 30) * 90_000,
}));

const BALANCES = [21_734_250, 6_482_910, 48_500] as const;
const PREVIOUS = [19_902_000, 7_130_440, 48_500] as const;

/** The seeded organizations with fixed balances: one up, one down, one flat. */
export const STORY_ENTITIES: BalanceEntity[] = SEED_ORGANIZATIONS.map((organization, index) => ({
  entityType: 'organization',
  entityId: organization.id,
  name: organization.name,
  balance: BALANCES[index] ?? 0,
  previousBalance: PREVIOUS[index] ?? 0,
  updatedAt: '2026-11-20T16:42:00+01:00',
}));

/** Menara Travel Marrakech's ledger (60 movements), as its entity with history. */
export const MARRAKECH_LEDGER = storyLedger('org_marrakech', 60);
export const MARRAKECH: BalanceEntity = {
  entityType: 'organization',
  entityId: 'org_marrakech',
  name: 'Menara Travel Marrakech',
  previousBalance: PREVIOUS[1],
  updatedAt: '2026-11-20T16:42:00+01:00',
  balance: MARRAKECH_LEDGER[0]?.balanceAfter ?? 0,
  history: storyHistory(MARRAKECH_LEDGER),
};

/** Markup rules of Menara Travel Marrakech, as the sandbox seeds them, plus an inactive airline rule. */
export const STORY_MARKUPS: MarkupRule[] = [
  ...SEED_MARKUPS.filter((markup) => markup.organizationId === 'org_marrakech').map((markup) =>
    markupSchema.parse(markup),
  ),
  {
    id: 'mkp_marrakech_at',
    organizationId: 'org_marrakech',
    name: 'Royal Air Maroc business',
    kind: 'percentage',
    value: 4,
    contentKind: 'ALL',
    airline: 'AT',
    cabin: 'Business',
    tripType: 'roundtrip',
    priority: 20,
    active: false,
    createdAt: '2026-03-12T10:30:00+01:00',
  },
];
