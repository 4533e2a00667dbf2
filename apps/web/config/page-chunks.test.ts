import { describe, expect, it } from 'vitest';
import type { Manifest } from './first-load';
import { pageChunkPlan } from './page-chunks';

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
const chunks = Object.values(manifest).map(({ file }) => ({
  fileName: file,
  moduleIds: [
    `/app/${file.replace('assets/', '').replace('.js', '')}-a.ts`,
    `/app/${file.replace('assets/', '').replace('.js', '')}-b.ts`,
  ],
}));
const plan = pageChunkPlan(manifest, chunks);
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

  it("leaves the entry's chunks, the routes' own chunks and what only loads on use or on error", () => {
    for (const name of [
      'index',
      'initial',
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
});
