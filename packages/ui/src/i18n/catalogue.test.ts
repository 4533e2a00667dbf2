import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { INVALID_EMAIL_MESSAGE, ORGANIZATION_ID_REQUIRED_MESSAGE } from '@comptoir/flight-domain';
import { afterAll, describe, expect, it } from 'vitest';
import { m } from './paraglide/messages.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const uiRoot = join(here, '..', '..');

type Message = string | { match: Record<string, string> }[];
type Catalogue = Record<string, Message>;

function catalogue(locale: string): Catalogue {
  const file = JSON.parse(readFileSync(join(here, 'messages', `${locale}.json`), 'utf8')) as Catalogue;
  return Object.fromEntries(Object.entries(file).filter(([key]) => key !== '$schema'));
}

/** The placeholders a message fills (`{count}`), over all its variants. */
function placeholders(message: Message): string[] {
  const texts =
    typeof message === 'string' ? [message] : message.flatMap((part) => Object.values(part.match));
  return [
    ...new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''))),
  ].sort();
}

const english = catalogue('en');
const french = catalogue('fr');

describe('the catalogues', () => {
  it('has every English message in French, and nothing French that English lacks', () => {
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
  });

  it('fills the same placeholders in both languages', () => {
    const differing = Object.keys(english).filter(
      (key) =>
        french[key] !== undefined &&
        placeholders(english[key] ?? '').join() !== placeholders(french[key] ?? '').join(),
    );
    expect(differing).toEqual([]);
  });
});

describe("SPEC's strings", () => {
  it('are in English letter for letter', () => {
    const english = { locale: 'en' } as const;
    expect(m.auth_email_invalid({}, english)).toBe(INVALID_EMAIL_MESSAGE);
    expect(m.members_organization_required({}, english)).toBe(ORGANIZATION_ID_REQUIRED_MESSAGE);
    // SPEC §8's fallback panel.
    expect(m.kit_failure_title({}, english)).toBe('Something went wrong!');
    expect(m.kit_failure_show({}, english)).toBe('Show Error');
    expect(m.kit_failure_hide({}, english)).toBe('Hide Error');
  });
});

describe('the compiled messages', () => {
  const outdir = mkdtempSync(join(tmpdir(), 'comptoir-paraglide-'));
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  /** Every file under a folder, by its path inside it. */
  function filesUnder(folder: string): Map<string, string> {
    return new Map(
      readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => {
          const path = join(entry.parentPath, entry.name);
          return [path.slice(folder.length), readFileSync(path, 'utf8')] as const;
        }),
    );
  }

  it('are those the catalogues compile to (run `pnpm --filter @comptoir/ui i18n` after editing them)', () => {
    const script = (
      JSON.parse(readFileSync(join(uiRoot, 'package.json'), 'utf8')) as { scripts: { i18n: string } }
    ).scripts.i18n;
    const args = script
      .split(' ')
      .slice(1)
      .map((arg) => (arg === 'src/i18n/paraglide' ? outdir : arg));
    execFileSync(join(uiRoot, 'node_modules', '.bin', 'paraglide-js'), args, { cwd: uiRoot, stdio: 'pipe' });
    expect(filesUnder(join(here, 'paraglide'))).toEqual(filesUnder(outdir));
  }, 60_000);
});
