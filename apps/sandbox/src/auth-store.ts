/**
 * Where better-auth keeps the sandbox's users, sessions, two-factor secrets and organizations:
 * better-auth's own memory adapter, over tables that are written to a JSON file after every write and
 * read back at start. Nothing is compiled at install, and a restart finds the data again.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { BetterAuthOptions, DBAdapter } from 'better-auth';
import { memoryAdapter, type MemoryDB } from 'better-auth/adapters/memory';
import { getSchema } from 'better-auth/db';

type Row = Record<string, unknown>;

/** The adapter calls that change the tables (a transaction changes them when it commits). */
const WRITES = new Set(['create', 'update', 'updateMany', 'delete', 'deleteMany', 'transaction']);

/**
 * Every table of the schema, empty unless the file holds rows for it. The memory adapter needs each
 * table to exist before it counts or searches it; JSON has no dates, so the schema's date fields are
 * turned back into `Date`s, which the adapter compares (session expiry).
 */
function readTables(file: string, schema: ReturnType<typeof getSchema>): MemoryDB {
  const saved = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Row[]>) : {};
  return Object.fromEntries(
    Object.entries(schema).map(([model, { fields }]) => [
      model,
      (saved[model] ?? []).map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([field, value]) => [
            field,
            fields[field]?.type === 'date' && typeof value === 'string' ? new Date(value) : value,
          ]),
        ),
      ),
    ]),
  );
}

/** Replaces the file whole (written aside, then renamed), so a stop mid-write leaves the last one. */
function writeTables(file: string, tables: MemoryDB): void {
  const pending = `${file}.writing`;
  writeFileSync(pending, JSON.stringify(tables));
  renameSync(pending, file);
}

/** The adapter, saving the tables once each write (or transaction) has settled. */
function savingAfterWrites(adapter: DBAdapter, save: () => void) {
  return new Proxy(adapter, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== 'string' || !WRITES.has(key) || typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        try {
          return (await Reflect.apply(value, target, args)) as unknown;
        } finally {
          save();
        }
      };
    },
  });
}

/** better-auth's `database` option: the memory adapter over the tables kept in `file`. */
export function fileBackedMemoryAdapter(file: string) {
  mkdirSync(dirname(file), { recursive: true });
  let tables: MemoryDB | undefined;
  return (options: BetterAuthOptions): DBAdapter => {
    tables ??= readTables(file, getSchema(options));
    const live = tables;
    return savingAfterWrites(memoryAdapter(live)(options), () => writeTables(file, live));
  };
}
