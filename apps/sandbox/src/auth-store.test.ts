import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileBackedMemoryAdapter } from './auth-store';

const folders: string[] = [];

/** A store file in a folder of its own that does not exist yet (the adapter creates it). */
function storeFile(): string {
  const folder = mkdtempSync(join(tmpdir(), 'comptoir-auth-store-'));
  folders.push(folder);
  return join(folder, 'data', 'auth.json');
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const user = {
  name: 'Amina Alaoui',
  email: 'amina@comptoir.test',
  emailVerified: true,
  createdAt: new Date('2026-01-05T08:00:00Z'),
  updatedAt: new Date('2026-01-05T08:00:00Z'),
};

describe('the file-backed memory adapter', () => {
  it('starts with every table of the schema, so an empty store can be counted and searched', async () => {
    const adapter = fileBackedMemoryAdapter(storeFile())({});
    expect(await adapter.count({ model: 'user' })).toBe(0);
    expect(await adapter.findMany({ model: 'session', where: [{ field: 'userId', value: 'u' }] })).toEqual(
      [],
    );
  });

  it('writes the tables after a write, and a new adapter on the file reads them back with their dates', async () => {
    const file = storeFile();
    const created = await fileBackedMemoryAdapter(file)({}).create<typeof user & { id: string }>({
      model: 'user',
      data: user,
    });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      user: [{ email: 'amina@comptoir.test', createdAt: '2026-01-05T08:00:00.000Z' }],
    });
    const found = await fileBackedMemoryAdapter(file)({}).findOne<typeof user>({
      model: 'user',
      where: [{ field: 'id', value: created.id }],
    });
    expect(found).toMatchObject({ email: user.email, emailVerified: true });
    expect(found?.createdAt).toBeInstanceOf(Date);
    expect(found?.createdAt.toISOString()).toBe('2026-01-05T08:00:00.000Z');
  });

  it('saves what a transaction wrote once it commits, and deletions too', async () => {
    const file = storeFile();
    const adapter = fileBackedMemoryAdapter(file)({});
    const created = await adapter.transaction((transaction) =>
      transaction.create<typeof user & { id: string }>({ model: 'user', data: user }),
    );
    expect(await fileBackedMemoryAdapter(file)({}).count({ model: 'user' })).toBe(1);
    await adapter.delete({ model: 'user', where: [{ field: 'id', value: created.id }] });
    expect(await fileBackedMemoryAdapter(file)({}).count({ model: 'user' })).toBe(0);
    expect(existsSync(`${file}.writing`)).toBe(false);
  });
});
