import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The budgets for a page's first load, gzip -9 bytes: what `pnpm bench:bundle` and the e2e run
 * enforce on every page, with the low-cost plugin built in or not (docs/performance.md).
 */
export const FIRST_LOAD_BUDGET = { js: 170 * 1024, css: 60 * 1024 } as const;

/** One chunk of Vite's build manifest (`build.manifest`), as far as this reads it. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** What a page downloads before it can paint: the files, and their JS and CSS gzip sizes. */
export interface FirstLoad {
  /** The page's path pattern (`/`, `/auth/login`, `/reservations/$id/gds`). */
  route: string;
  files: string[];
  js: number;
  css: number;
}

const ROUTES_DIR = 'src/routes/';
const SPLIT = '?tsr-split=';
const FIRST_LOAD_PARTS = new Set(['loader', 'component', 'pendingComponent']);

/** Whether a manifest key is a chunk TanStack Router split from a route file (any of its parts). */
export function isRouteChunkKey(key: string): boolean {
  return key.startsWith(ROUTES_DIR) && key.includes(SPLIT);
}

/**
 * The split chunks of a route file that the router loads with it: its `loader`, `component` and
 * `pendingComponent` (error and not-found components are loaded when needed).
 */
function componentChunkKeys(manifest: Manifest, routeFile: string): string[] {
  return Object.keys(manifest).filter((key) => {
    const [file, groups] = key.split(SPLIT);
    const parts = groups?.split('---') ?? [];
    return file === routeFile && parts.some((part) => FIRST_LOAD_PARTS.has(part));
  });
}

/** The route files of the build, leaves and layouts (`route.tsx`, or `x.tsx` beside a folder `x/`). */
function routeFiles(manifest: Manifest): { leaves: string[]; layouts: Set<string> } {
  const files = [
    ...new Set(
      Object.keys(manifest)
        .filter(isRouteChunkKey)
        .map((key) => key.split(SPLIT)[0] ?? key),
    ),
  ].sort();
  const layouts = new Set(
    files.filter(
      (file) =>
        file.endsWith('/route.tsx') ||
        files.some((other) => other.startsWith(`${file.replace(/\.tsx$/, '')}/`)),
    ),
  );
  return { leaves: files.filter((file) => !layouts.has(file)), layouts };
}

/** The layouts around a route file, outermost first: `a/route.tsx` and `a.tsx` for each folder `a` above it. */
function layoutsAround(routeFile: string, layouts: Set<string>): string[] {
  const folders = routeFile.slice(ROUTES_DIR.length).split('/').slice(0, -1);
  return folders.flatMap((_, index) => {
    const folder = ROUTES_DIR + folders.slice(0, index + 1).join('/');
    return [`${folder}.tsx`, `${folder}/route.tsx`].filter((file) => layouts.has(file));
  });
}

/** `src/routes/_app/reservations/$id/gds.tsx` → `/reservations/$id/gds` (pathless `_x` and `index` dropped). */
function routePath(routeFile: string): string {
  const segments = routeFile
    .slice(ROUTES_DIR.length)
    .replace(/\.tsx$/, '')
    .split('/')
    .filter((segment) => !segment.startsWith('_') && segment !== 'index' && segment !== 'route');
  return `/${segments.join('/')}`;
}

/** Every file a set of manifest chunks loads before running: the chunks, their static imports, their CSS. */
export function closure(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

/** The files of what `index.html` loads: the entry chunks and their static imports. */
export function entryFiles(manifest: Manifest): string[] {
  return closure(
    manifest,
    Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
  );
}

/**
 * Each page's first load in a build manifest: what `index.html` loads, plus the `loader`, `component` and
 * `pendingComponent` chunks of the page's route file and of each layout around it, with their static
 * imports and CSS. Widgets a page imports on use (`import()` from a component) are not part of it.
 */
export function pageFiles(manifest: Manifest): { route: string; files: string[] }[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const { leaves, layouts } = routeFiles(manifest);
  return leaves
    .map((leaf) => {
      const chunks = [...layoutsAround(leaf, layouts), leaf].flatMap((file) =>
        componentChunkKeys(manifest, file),
      );
      return { route: routePath(leaf), files: closure(manifest, [...entries, ...chunks]) };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * Each page's first load in a build's manifest, as `pageFiles` finds it, with its sizes gzip -9, as
 * nginx's precompressed files are; `contentOf` gives a file of the build's output.
 */
export function firstLoadsOf(
  manifest: Manifest,
  contentOf: (file: string) => string | Uint8Array,
): FirstLoad[] {
  const gzipped = new Map<string, number>();
  const size = (file: string) => {
    let bytes = gzipped.get(file);
    if (bytes === undefined) {
      bytes = gzipSync(contentOf(file), { level: 9 }).length;
      gzipped.set(file, bytes);
    }
    return bytes;
  };
  return pageFiles(manifest).map(({ route, files }) => {
    const total = (extension: string) =>
      files.filter((file) => file.endsWith(extension)).reduce((sum, file) => sum + size(file), 0);
    return { route, files, js: total('.js'), css: total('.css') };
  });
}

/** Each page's first load in a production build of the app (`distDir`, built with `build.manifest`). */
export function firstLoads(distDir: string): FirstLoad[] {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`No build manifest at ${manifestPath}: build the app first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  return firstLoadsOf(manifest, (file) => readFileSync(join(distDir, file)));
}

/** Bytes as KiB with one decimal. */
function kib(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

/** Whether a first load is over a budget: the JS, the CSS, or both, named. */
export function overBudget(load: FirstLoad): string[] {
  return [load.js > FIRST_LOAD_BUDGET.js ? 'JS' : '', load.css > FIRST_LOAD_BUDGET.css ? 'CSS' : ''].filter(
    Boolean,
  );
}

/** The first loads as a table, each against the budgets. */
export function firstLoadTable(loads: FirstLoad[]): string {
  const width = Math.max(...loads.map((load) => load.route.length), 'route'.length);
  const row = (route: string, js: string, css: string, total: string, verdict: string) =>
    `${route.padEnd(width)}  ${js.padStart(7)}  ${css.padStart(7)}  ${total.padStart(9)}  ${verdict}`;
  const lines = loads.map((load) => {
    const over = overBudget(load);
    return row(
      load.route,
      kib(load.js),
      kib(load.css),
      kib(load.js + load.css),
      over.length ? `OVER BUDGET (${over.join(', ')})` : 'ok',
    );
  });
  return [
    row(
      'route',
      'JS KiB',
      'CSS KiB',
      'total KiB',
      `budget ${kib(FIRST_LOAD_BUDGET.js)} / ${kib(FIRST_LOAD_BUDGET.css)}`,
    ),
    ...lines,
  ].join('\n');
}
