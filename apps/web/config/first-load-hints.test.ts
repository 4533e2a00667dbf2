import { describe, expect, it } from 'vitest';
import type { Manifest } from './first-load';
import { firstLoadLinks, nginxLinksMap, routePattern } from './first-load-hints';

/** An entry with a static import, a layout, two pages (one with a parameter) and a module a loader asks for. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_runtime.js'],
    css: ['assets/index.css'],
  },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['index.html'] },
  'src/routes/_app/route.tsx?tsr-split=component': { file: 'assets/route.js', imports: ['index.html'] },
  'src/routes/_app/index.tsx?tsr-split=component': {
    file: 'assets/home.js',
    imports: ['_shared.js'],
    css: ['assets/home.css'],
  },
  'src/routes/_app/reservations/$id/gds.tsx?tsr-split=component': {
    file: 'assets/gds.js',
    imports: ['_shared.js', 'index.html'],
  },
  'src/home/home-calls.ts': { file: 'assets/home-calls.js', imports: ['_calls.js', 'index.html'] },
  '_calls.js': { file: 'assets/calls.js' },
};

const hints = { '/': ['src/home/home-calls.ts'] };

describe('routePattern', () => {
  it('matches the page’s path whole, a query after it, one segment per parameter', () => {
    const home = new RegExp(routePattern('/'));
    expect(['/', '/?tab=1'].map((uri) => home.test(uri))).toEqual([true, true]);
    expect(['/search', '//'].map((uri) => home.test(uri))).toEqual([false, false]);
    const record = new RegExp(routePattern('/reservations/$id/gds'));
    expect(record.test('/reservations/res_12/gds?from=home')).toBe(true);
    expect(record.test('/reservations/res_12/gds/more')).toBe(false);
    expect(record.test('/reservations/a/b/gds')).toBe(false);
    expect(new RegExp(routePattern('/low-cost.x')).test('/low-costax')).toBe(false);
  });
});

describe('firstLoadLinks', () => {
  it('names each page’s files that index.html does not load, and its hinted modules', () => {
    expect(firstLoadLinks(manifest, hints)).toEqual([
      {
        route: '/',
        pattern: '^/(?:[?]|$)',
        links: [
          '</assets/route.js>; rel=modulepreload',
          '</assets/home.js>; rel=modulepreload',
          '</assets/home.css>; rel=preload; as=style; crossorigin=anonymous',
          '</assets/shared.js>; rel=modulepreload',
          '</assets/home-calls.js>; rel=modulepreload',
          '</assets/calls.js>; rel=modulepreload',
        ],
      },
      {
        route: '/reservations/$id/gds',
        pattern: '^/reservations/[^/?]+/gds(?:[?]|$)',
        links: [
          '</assets/route.js>; rel=modulepreload',
          '</assets/gds.js>; rel=modulepreload',
          '</assets/shared.js>; rel=modulepreload',
        ],
      },
    ]);
  });

  it('refuses a hint for no page, or for a module the build does not have', () => {
    expect(() => firstLoadLinks(manifest, { '/nowhere': [] })).toThrow('No page /nowhere to hint');
    expect(() => firstLoadLinks(manifest, { '/': ['src/gone.ts'] })).toThrow(
      'The build manifest has no chunk src/gone.ts',
    );
  });
});

describe('nginxLinksMap', () => {
  it('maps each page’s URI to its Link header, with no header by default', () => {
    const map = nginxLinksMap(firstLoadLinks(manifest, {}));
    expect(map).toContain('map $request_uri $comptoir_first_load_links {\n    default "";\n');
    expect(map).toContain(
      '    "~^/reservations/[^/?]+/gds(?:[?]|$)" "</assets/route.js>; rel=modulepreload, </assets/gds.js>; rel=modulepreload, </assets/shared.js>; rel=modulepreload";\n',
    );
  });
});
