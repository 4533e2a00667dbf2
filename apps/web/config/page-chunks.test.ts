import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_BUDGET, type Manifest } from './first-load';
import { chunkFileNames, ENTRY_GROUP, pageChunkPlan } from './page-chunks';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_initial.js'] },
  '_initial.js': { file: 'assets/initial.js' },
  'src/routes/auth/login.tsx?tsr-split=component': {
    file: 'assets/login.js',
    imports: ['_initial.js', '_form.js', '_fields.js'],
  },
  'src/routes/auth/login.tsx?tsr-split=errorComponent': {
    file: 'assets/login-error.js',
    imports: ['_alert.js'],
  },
  'src/routes/_app/route.tsx?tsr-split=component': { file: 'assets/layout.js', imports: ['_shell.js'] },
  'src/routes/_app/search.tsx?tsr-split=component': {
    file: 'assets/search.js',
    imports: ['_form.js', '_fields.js', '_table.js'],
  },
  'src/routes/_app/tickets.tsx?tsr-split=loader': {
    file: 'assets/tickets-loader.js',
    imports: ['_table.js'],
  },
  'src/Widget.tsx': { file: 'assets/widget.js', imports: ['_form.js', '_widget-parts.js'] },
  '_form.js': { file: 'assets/form.js' },
  '_fields.js': { file: 'assets/fields.js' },
  '_shell.js': { file: 'assets/shell.js' },
  '_table.js': { file: 'assets/table.js' },
  '_alert.js': { file: 'assets/alert.js' },
  '_widget-parts.js': { file: 'assets/widget-parts.js' },
};
/** Code that gzip cannot shrink much and that shares nothing with another seed's: 4,096 hex digits. */
const codeOf = (seed: string) =>
  Array.from({ length: 64 }, (_, index) =>
    createHash('sha256')
      .update(`${seed}${String(index)}`)
      .digest('hex'),
  ).join('');
const chunksOf = (ofManifest: Manifest, code: (file: string) => string = codeOf) =>
  Object.values(ofManifest).map(({ file, imports = [] }) => ({
    fileName: file,
    imports: imports.flatMap((key) => ofManifest[key]?.file ?? []),
    moduleIds: [
      `/app/${file.replace('assets/', '').replace('.js', '')}-a.ts`,
      `/app/${file.replace('assets/', '').replace('.js', '')}-b.ts`,
    ],
    code: code(file),
  }));
const plan = pageChunkPlan(manifest, chunksOf(manifest));
const groupOf = (name: string) => [plan.get(`/app/${name}-a.ts`), plan.get(`/app/${name}-b.ts`)];

describe('pageChunkPlan', () => {
  it('puts the chunks that the same pages load at first in one group, whatever else loads them', () => {
    const [form, formToo] = groupOf('form');
    expect(form).toMatch(/^pages-[0-9a-f]{8}$/);
    expect(formToo).toBe(form);
    expect(groupOf('fields')).toEqual([form, form]);
  });

  it('counts a layout chunk for every page under it', () => {
    // The shell comes with both pages under `_app` (the layout), the table with both through their own chunks.
    const [shell] = groupOf('shell');
    expect(shell).toMatch(/^pages-/);
    expect(groupOf('table')).toEqual([shell, shell]);
    expect(shell).not.toBe(groupOf('form')[0]);
  });

  it("puts the entry's modules in the entry's group", () => {
    expect(groupOf('index')).toEqual([ENTRY_GROUP, ENTRY_GROUP]);
    expect(groupOf('initial')).toEqual([ENTRY_GROUP, ENTRY_GROUP]);
  });

  it("leaves the routes' own chunks and what only loads on use or on error", () => {
    for (const name of [
      'login',
      'layout',
      'search',
      'tickets-loader',
      'widget',
      'widget-parts',
      'alert',
      'login-error',
    ]) {
      expect(groupOf(name), name).toEqual([undefined, undefined]);
    }
  });

  it('puts what every page loads at first in the entry, with what it imports', () => {
    // `/a` and `/b` load the shared chunk, which imports the helpers; `/a` loads a chunk of its own too.
    const everyPage: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true },
      'src/routes/a.tsx?tsr-split=component': { file: 'assets/a.js', imports: ['_shared.js', '_own.js'] },
      'src/routes/b.tsx?tsr-split=component': { file: 'assets/b.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js', imports: ['_helpers.js'] },
      '_helpers.js': { file: 'assets/helpers.js' },
      '_own.js': { file: 'assets/own.js' },
    };
    const everyPagePlan = pageChunkPlan(everyPage, chunksOf(everyPage));
    expect(everyPagePlan.get('/app/shared-a.ts')).toBe(ENTRY_GROUP);
    expect(everyPagePlan.get('/app/helpers-b.ts')).toBe(ENTRY_GROUP);
    expect(everyPagePlan.get('/app/own-a.ts')).toMatch(/^pages-[0-9a-f]{8}$/);
    expect(everyPagePlan.get('/app/a-a.ts')).toBeUndefined();
  });

  // Every page loads the text field; `/b` the select too, which imports the option list; `/c` the option
  // list itself.
  const fields: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true },
    'src/routes/a.tsx?tsr-split=component': { file: 'assets/a.js', imports: ['_text.js'] },
    'src/routes/b.tsx?tsr-split=component': { file: 'assets/b.js', imports: ['_text.js', '_select.js'] },
    'src/routes/c.tsx?tsr-split=component': { file: 'assets/c.js', imports: ['_text.js', '_option.js'] },
    '_text.js': { file: 'assets/text.js' },
    '_select.js': { file: 'assets/select.js', imports: ['_option.js'] },
    '_option.js': { file: 'assets/option.js' },
  };
  /** The plan of `fields`, the select small and close to the text field, the option list `optionCode`. */
  const fieldsPlanWith = (optionCode: string) =>
    pageChunkPlan(
      fields,
      chunksOf(fields, (file) =>
        file === 'assets/select.js'
          ? codeOf('assets/text.js').slice(0, 400)
          : file === 'assets/option.js'
            ? optionCode
            : codeOf(file),
      ),
    );

  it('puts in the entry what a group there imports, which every page then loads', () => {
    // The select merges into the text field's group, which every page loads: so does the small option
    // list it imports, though `/a` did not load it before.
    const fieldsPlan = fieldsPlanWith(codeOf('assets/option.js').slice(0, 40));
    expect(fieldsPlan.get('/app/select-a.ts')).toBe(ENTRY_GROUP);
    expect(fieldsPlan.get('/app/option-a.ts')).toBe(ENTRY_GROUP);
  });

  it('counts what a merged group imports: a merge that would bring a large import to a page is not made', () => {
    // Merged with the text field, the select would bring its whole option list to `/a`.
    const fieldsPlan = fieldsPlanWith(codeOf('assets/option.js'));
    expect(fieldsPlan.get('/app/select-a.ts')).toMatch(/^pages-[0-9a-f]{8}$/);
    expect(fieldsPlan.get('/app/select-a.ts')).not.toBe(fieldsPlan.get('/app/text-a.ts'));
    expect(fieldsPlan.get('/app/option-a.ts')).not.toBe(ENTRY_GROUP);
  });

  describe('merging groups that share a page', () => {
    // Three pages under no layout: `/a` loads the common chunk and a chunk of its own, `/b` the common
    // one, `/c` neither (so that the common chunk is not one every page loads, which goes in the entry).
    const twoPages: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true },
      'src/routes/a.tsx?tsr-split=component': { file: 'assets/a.js', imports: ['_common.js', '_own.js'] },
      'src/routes/b.tsx?tsr-split=component': { file: 'assets/b.js', imports: ['_common.js'] },
      'src/routes/c.tsx?tsr-split=component': { file: 'assets/c.js' },
      '_common.js': { file: 'assets/common.js' },
      '_own.js': { file: 'assets/own.js' },
    };
    const planWith = (ownCode: string, entryCode = codeOf('index')) => {
      const twoPlan = pageChunkPlan(
        twoPages,
        chunksOf(twoPages, (file) =>
          file === 'assets/own.js' ? ownCode : file === 'assets/index.js' ? entryCode : codeOf(file),
        ),
      );
      return { common: twoPlan.get('/app/common-a.ts'), own: twoPlan.get('/app/own-a.ts') };
    };
    // Half of it found in the common chunk, half new: merged, it costs `/b` about 100 bytes.
    const halfShared = codeOf('assets/common.js').slice(0, 400) + codeOf('own').slice(0, 200);

    it('merges a small chunk into a larger one its page loads too, when that costs the other page less than it saves', () => {
      // Alone, the chunk costs `/a` a file of its own; in the common chunk, a few bytes of back-reference.
      const { common, own } = planWith(codeOf('assets/common.js').slice(0, 400));
      expect(common).toMatch(/^pages-[0-9a-f]{8}$/);
      expect(own).toBe(common);
    });

    it('merges a chunk that costs the other page a little, while that page stays within the budget', () => {
      const { common, own } = planWith(halfShared);
      expect(own).toBe(common);
    });

    it('keeps a chunk apart whose merge would take the other page over the budget', () => {
      // An entry that leaves `/b` (the entry, its route chunk and the common chunk) 50 bytes under the budget.
      const gzipped = (code: string) => gzipSync(code, { level: 9 }).length;
      const rest = gzipped(codeOf('assets/b.js')) + gzipped(codeOf('assets/common.js'));
      const padding = Array.from({ length: 96 }, (_, seed) => codeOf(`entry${String(seed)}`)).join('');
      // The longest start of the padding that keeps `/b` at least 50 bytes under the budget.
      let [low, high] = [0, padding.length];
      while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        if (gzipped(padding.slice(0, middle)) + rest <= FIRST_LOAD_BUDGET.js - 50) low = middle;
        else high = middle - 1;
      }
      const entryCode = padding.slice(0, low);
      const { common, own } = planWith(halfShared, entryCode);
      expect(own).toMatch(/^pages-[0-9a-f]{8}$/);
      expect(own).not.toBe(common);
    });

    it('keeps a chunk apart that would cost the other page more than its own page saves', () => {
      const { common, own } = planWith(codeOf('own'));
      expect(own).toMatch(/^pages-[0-9a-f]{8}$/);
      expect(common).toMatch(/^pages-[0-9a-f]{8}$/);
      expect(own).not.toBe(common);
    });
  });
});

describe('chunkFileNames', () => {
  const named = (name: string) => chunkFileNames({ name } as Rolldown.PreRenderedChunk);

  it('names a planned group’s file by its hash alone, and the other chunks by their name', () => {
    expect(named('pages-0f2fe6c6')).toBe('assets/[hash].js');
    expect(named(ENTRY_GROUP)).toBe('assets/[name]-[hash].js');
    expect(named('TicketExchangeSteps')).toBe('assets/[name]-[hash].js');
  });
});
