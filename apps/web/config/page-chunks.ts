import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { build, mergeConfig, type InlineConfig, type Plugin, type Rolldown } from 'vite';
import {
  entryFiles,
  FIRST_LOAD_BUDGET,
  firstLoadsOf,
  isRouteChunkKey,
  pageFiles,
  type FirstLoad,
  type Manifest,
} from './first-load';

/** The group of the entry's chunk: what `index.html` loads, and the code that every page loads at first. */
export const ENTRY_GROUP = 'initial';
/** The planned groups' names begin so: `pages-` and a hash of their pages. */
const GROUP_PREFIX = 'pages';

/** A chunk of a build's output, as far as the plan reads it. */
interface BuiltChunk {
  fileName: string;
  /** The chunks it imports statically, by file name. */
  imports: readonly string[];
  moduleIds: readonly string[];
  code: string;
}

/** A group of the plan: the pages that load it at first, and the first build's chunks in it. */
interface PageGroup {
  pages: ReadonlySet<string>;
  chunks: readonly BuiltChunk[];
  /** Their code's size, gzip -9. */
  size: number;
}

const gzipSize = (code: string): number => gzipSync(code, { level: 9 }).length;

function pageGroup(pages: Iterable<string>, chunks: readonly BuiltChunk[]): PageGroup {
  return { pages: new Set(pages), chunks, size: gzipSize(chunks.map((chunk) => chunk.code).join('\n')) };
}

const merge = (a: PageGroup, b: PageGroup): PageGroup =>
  pageGroup([...a.pages, ...b.pages], [...a.chunks, ...b.chunks]);

/** A page's first load once two of its groups are merged: the merged one instead of either. */
function loadAfter(load: number, page: string, a: PageGroup, b: PageGroup, merged: PageGroup): number {
  return load - (a.pages.has(page) ? a.size : 0) - (b.pages.has(page) ? b.size : 0) + merged.size;
}

/** The groups a group's chunks import, and those they import in turn, by where each chunk is now. */
function importedGroups(group: PageGroup, groupOf: ReadonlyMap<string, PageGroup>): Set<PageGroup> {
  const found = new Set<PageGroup>();
  const toVisit = [group];
  for (let next = toVisit.pop(); next !== undefined; next = toVisit.pop()) {
    for (const file of next.chunks.flatMap((chunk) => chunk.imports)) {
      const imported = groupOf.get(file);
      if (imported === undefined || imported === group || found.has(imported)) continue;
      found.add(imported);
      toVisit.push(imported);
    }
  }
  return found;
}

/**
 * Merges groups that share a page, best merge first, while a merge makes the pages' first loads (`loads`,
 * the JS of each, gzip) smaller in all, a byte over the `budget` counting twice, and takes no page within
 * the budget over it. A group of a few hundred bytes costs its page more in a file of its own (the gzip
 * header, a dictionary that starts empty, the imports and exports between chunks) than in a larger one
 * that other pages load too, where those pages pay for its code; so a large group stays apart from pages
 * that do not need it. What a merged group imports counts too: a page that loads it loads the groups its
 * other part imports (a schema merged with the money's arithmetic it imports brings that arithmetic to
 * every page that reads the schema).
 */
function mergeGroups(
  initial: readonly PageGroup[],
  initialLoads: ReadonlyMap<string, number>,
  budget: number,
): PageGroup[] {
  const groups = [...initial];
  const loads = new Map(initialLoads);
  const groupOf = new Map(groups.flatMap((group) => group.chunks.map((chunk) => [chunk.fileName, group])));
  // A pair's merge stays the same from one round to the next: gzip it once.
  const merges = new WeakMap<PageGroup, WeakMap<PageGroup, PageGroup>>();
  const mergeOnce = (a: PageGroup, b: PageGroup): PageGroup => {
    const ofA = merges.get(a) ?? new WeakMap<PageGroup, PageGroup>();
    merges.set(a, ofA);
    const merged = ofA.get(b) ?? merge(a, b);
    ofA.set(b, merged);
    return merged;
  };
  const loadOf = (page: string) => loads.get(page) ?? 0;
  // What a page's load weighs in the sum: a byte over the budget counts twice.
  const cost = (load: number) => load + Math.max(0, load - budget);
  /** The groups a merge brings to pages that did not load them, by page, with their sizes. */
  const broughtBy = (a: PageGroup, b: PageGroup, merged: PageGroup) => {
    const imported = [...importedGroups(merged, groupOf)].filter((group) => group !== a && group !== b);
    return new Map(
      [...merged.pages].map((page) => [page, imported.filter((group) => !group.pages.has(page))] as const),
    );
  };
  for (;;) {
    let best:
      | {
          gain: number;
          a: PageGroup;
          b: PageGroup;
          merged: PageGroup;
          after: number[];
          brought: Map<string, PageGroup[]>;
        }
      | undefined;
    for (const [index, a] of groups.entries()) {
      for (const b of groups.slice(index + 1)) {
        if (![...a.pages].some((page) => b.pages.has(page))) continue;
        const merged = mergeOnce(a, b);
        const pages = [...merged.pages];
        const brought = broughtBy(a, b, merged);
        const after = pages.map(
          (page) =>
            loadAfter(loadOf(page), page, a, b, merged) +
            (brought.get(page) ?? []).reduce((sum, { size }) => sum + size, 0),
        );
        if (pages.some((page, at) => loadOf(page) <= budget && (after[at] ?? 0) > budget)) continue;
        const gain = pages.reduce((sum, page, at) => sum + cost(loadOf(page)) - cost(after[at] ?? 0), 0);
        if (gain > 0 && (best === undefined || gain > best.gain))
          best = { gain, a, b, merged, after, brought };
      }
    }
    if (best === undefined) return groups;
    const { a, b, merged, after, brought } = best;
    [...merged.pages].forEach((page, at) => loads.set(page, after[at] ?? 0));
    // The groups it brings are now loaded by those pages too.
    const newPages = new Map<PageGroup, string[]>();
    for (const [page, groupsBrought] of brought) {
      for (const group of groupsBrought) newPages.set(group, [...(newPages.get(group) ?? []), page]);
    }
    const replaced = groups
      .filter((group) => group !== a && group !== b)
      .map((group) => {
        const more = newPages.get(group);
        return more === undefined ? group : { ...group, pages: new Set([...group.pages, ...more]) };
      });
    groups.splice(0, groups.length, ...replaced, merged);
    for (const group of groups) for (const chunk of group.chunks) groupOf.set(chunk.fileName, group);
  }
}

/**
 * The pages that load a group once the plan is built: those that load one of its chunks at first, and
 * those that load a group importing it. A merged group imports what each of its chunks imported, so the
 * pages of one part load what another part imports (the form fields' group brings the option select's
 * to the sign-in pages that only use the text field).
 */
function loadedBy(group: PageGroup, importersOf: ReadonlyMap<PageGroup, readonly PageGroup[]>): Set<string> {
  const pages = new Set(group.pages);
  const seen = new Set([group]);
  const toVisit = [group];
  for (let next = toVisit.pop(); next !== undefined; next = toVisit.pop()) {
    for (const importer of importersOf.get(next) ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      importer.pages.forEach((page) => pages.add(page));
      toVisit.push(importer);
    }
  }
  return pages;
}

/** Each group's direct importers: the groups with a chunk that imports one of its chunks. */
function importersOf(groups: readonly PageGroup[]): Map<PageGroup, PageGroup[]> {
  const groupOf = new Map(
    groups.flatMap((group) => group.chunks.map((chunk) => [chunk.fileName, group] as const)),
  );
  const importers = new Map<PageGroup, PageGroup[]>();
  for (const importer of groups) {
    const imported = new Set(
      importer.chunks.flatMap((chunk) => chunk.imports.flatMap((file) => groupOf.get(file) ?? [])),
    );
    for (const group of imported) {
      if (group !== importer) importers.set(group, [...(importers.get(group) ?? []), importer]);
    }
  }
  return importers;
}

/**
 * Where each module of the pages' shared chunks goes: one group a set of pages, named after the set.
 *
 * Rolldown cuts the modules that lazy chunks share into one chunk per set of chunks that import them, and
 * the widgets a page loads on use make those sets finer than the pages: a page's first load came in 7 to
 * 56 small chunks beyond the entry, and small files gzip worse. Here the chunks that exactly the same
 * pages load at first (`pageFiles`) make one group, and groups that share a page are merged while that
 * makes the pages' first loads smaller in all (`mergeGroups`). The groups that every page loads at first
 * (`loadedBy`) join the entry's own modules (`ENTRY_GROUP`): every page pays for them anyway, and in the
 * entry they cost no file of their own (about 2 KiB a page, docs/decisions/0040). The routes' own
 * chunks stay as they are (they keep the manifest keys `pageFiles` reads), and so do the chunks that only
 * widgets load, on use or on error. `budget` is the first load the merges keep a page within, as the plan
 * reckons it from the first build's chunks (`FIRST_LOAD_BUDGET.js` unless given).
 */
export function pageChunkPlan(
  manifest: Manifest,
  chunks: readonly BuiltChunk[],
  budget: number = FIRST_LOAD_BUDGET.js,
): Map<string, string> {
  const entry = new Set(entryFiles(manifest));
  const kept = new Set([
    ...entry,
    ...Object.entries(manifest)
      .filter(([key]) => isRouteChunkKey(key))
      .map(([, chunk]) => chunk.file),
  ]);
  const pages = pageFiles(manifest);
  const pagesOf = new Map<string, string[]>();
  for (const { route, files } of pages) {
    for (const file of files) {
      if (!kept.has(file)) pagesOf.set(file, [...(pagesOf.get(file) ?? []), route]);
    }
  }
  const bySet = new Map<string, { pages: string[]; chunks: BuiltChunk[] }>();
  for (const chunk of [...chunks].sort((a, b) => a.fileName.localeCompare(b.fileName))) {
    const pages = pagesOf.get(chunk.fileName)?.sort();
    if (pages === undefined) continue;
    const key = pages.join('\n');
    bySet.set(key, { pages, chunks: [...(bySet.get(key)?.chunks ?? []), chunk] });
  }
  const initial = [...bySet.values()].map(({ pages: inPages, chunks: inSet }) => pageGroup(inPages, inSet));
  // Each page's JS as first grouped: the entry's and its routes' chunks (kept), and its groups.
  const keptSizes = new Map(
    chunks.filter((chunk) => kept.has(chunk.fileName)).map((chunk) => [chunk.fileName, gzipSize(chunk.code)]),
  );
  const loads = new Map(
    pages.map(({ route, files }) => [
      route,
      files.reduce((sum, file) => sum + (keptSizes.get(file) ?? 0), 0) +
        initial.filter((group) => group.pages.has(route)).reduce((sum, { size }) => sum + size, 0),
    ]),
  );
  const groups = mergeGroups(initial, loads, budget);
  const importers = importersOf(groups);
  const toEntry = new Set(groups.filter((group) => loadedBy(group, importers).size === pages.length));
  const plan = new Map<string, string>();
  const inEntry = [
    ...chunks.filter(({ fileName }) => entry.has(fileName)),
    ...[...toEntry].flatMap((group) => group.chunks),
  ];
  for (const chunk of inEntry) {
    for (const id of chunk.moduleIds) plan.set(id, ENTRY_GROUP);
  }
  for (const { pages: groupPages, chunks: inGroup } of groups.filter((group) => !toEntry.has(group))) {
    const name = `${GROUP_PREFIX}-${createHash('sha256')
      .update([...groupPages].sort().join('\n'))
      .digest('hex')
      .slice(0, 8)}`;
    for (const id of inGroup.flatMap((chunk) => chunk.moduleIds)) plan.set(id, name);
  }
  return plan;
}

/**
 * Everything `index.html` loads statically in one chunk beside the entry: left to itself, rolldown cuts
 * the modules the entry shares with the lazy chunks (React, the router, zod, Radix's parts…) into one small
 * chunk per set of importers, about 27 files on every page, and small files gzip worse: about 10 KiB more
 * on every page's first load (docs/decisions/0030). The plan's first build groups so.
 */
const entryGroup: Rolldown.CodeSplittingGroup = { name: ENTRY_GROUP, tags: ['$initial'] };

/**
 * A planned group's file is named by its content's hash alone (`assets/Cmw-Lhu7.js`), the others as Vite
 * names them (`assets/TicketExchangeSteps-BPrKnbWV.js`): a group's name (`pages-` and a hash of its pages)
 * tells a reader nothing, and a chunk's name stands in each import of it and in each preload list that
 * names it, on every page: about 1 KiB of every page's first load.
 */
export function chunkFileNames({ name }: Rolldown.PreRenderedChunk): string {
  return name.startsWith(`${GROUP_PREFIX}-`) ? 'assets/[hash].js' : 'assets/[name]-[hash].js';
}

/**
 * The budgets the plan is made with, one build each: the plan reckons a page's load from the first
 * build's small chunks, with their imports and exports between them, 5 to 7 KiB above what the planned
 * build loads, and how its merges fall moves a page's load by a few hundred bytes either way. So the plan
 * is made against a few budgets around the real one, and the one whose build loads least is kept.
 */
const PLAN_BUDGETS = [0, 2, 4, 6, 8].map((kib) => FIRST_LOAD_BUDGET.js + kib * 1024);

/**
 * How a plan's build loads, to compare plans: its bytes over the budget, summed over the pages, then the
 * pages' first loads summed, each the JS gzip -9.
 */
function planCost(loads: readonly FirstLoad[]): [over: number, total: number] {
  return [
    loads.reduce((sum, { js }) => sum + Math.max(0, js - FIRST_LOAD_BUDGET.js), 0),
    loads.reduce((sum, { js }) => sum + js, 0),
  ];
}

/** A build that writes nothing, as the plan reads it: its manifest, its chunks and each page's first load. */
async function buildInMemory(configFile: string, mode: string, stage: string, config: InlineConfig = {}) {
  // Read by this plugin in that build, which must not plan again.
  process.env.COMPTOIR_PAGE_CHUNK_PLANNING = stage;
  let result: Awaited<ReturnType<typeof build>>;
  try {
    result = await build(
      mergeConfig(config, {
        configFile,
        configLoader: 'runner',
        mode,
        logLevel: 'error',
        build: { write: false },
      }),
    );
  } finally {
    delete process.env.COMPTOIR_PAGE_CHUNK_PLANNING;
  }
  if (!('output' in result)) throw new Error('The chunk plan needs one build output');
  const files = new Map(
    result.output.map((file) => [file.fileName, file.type === 'chunk' ? file.code : file.source] as const),
  );
  const manifestFile = files.get('.vite/manifest.json');
  if (manifestFile === undefined) throw new Error('The chunk plan needs the build manifest');
  const manifest = JSON.parse(String(manifestFile)) as Manifest;
  return {
    manifest,
    chunks: result.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk'),
    loads: () =>
      firstLoadsOf(manifest, (file) => {
        const content = files.get(file);
        if (content === undefined) throw new Error(`The build has no file ${file}`);
        return content;
      }),
  };
}

/** The build options that group the chunks so. */
const groupedAs = (group: Rolldown.CodeSplittingGroup) => ({
  build: { rolldownOptions: { output: { codeSplitting: { groups: [group] }, chunkFileNames } } },
});

/** The build options of a plan: each module of its groups in its group. */
const plannedAs = (plan: ReadonlyMap<string, string>) =>
  groupedAs({
    name: (id) => plan.get(id) ?? null,
    debugName: GROUP_PREFIX,
    includeDependenciesRecursively: false,
  });

/**
 * Groups the chunks of a production build, by a plan made on builds of the same configuration file
 * (`configFile`) that write nothing. A first build groups the entry's chunk alone (`entryGroup`); on its
 * output (where rolldown puts a module depends on what the build keeps of it after tree-shaking, which a
 * group's name function cannot see, docs/decisions/0030), `pageChunkPlan` puts the entry's modules and
 * what every page loads at first in the entry's group, the pages' shared chunks in theirs, once for each
 * of `PLAN_BUDGETS`. Each plan is built, and the one whose pages load least (`planCost`) groups this
 * build.
 */
export function pageChunks(configFile: string): Plugin {
  return {
    name: 'comptoir:page-chunks',
    apply: 'build',
    async config(_config, { mode }) {
      const stage = process.env.COMPTOIR_PAGE_CHUNK_PLANNING;
      if (stage === 'first') return groupedAs(entryGroup);
      // A plan's build: the plan's groups come with the build's own options.
      if (stage === 'plan') return undefined;
      const first = await buildInMemory(configFile, mode, 'first');
      let best: { plan: Map<string, string>; cost: [number, number] } | undefined;
      const tried = new Set<string>();
      for (const budget of PLAN_BUDGETS) {
        const plan = pageChunkPlan(first.manifest, first.chunks, budget);
        const key = JSON.stringify([...plan].sort());
        if (tried.has(key)) continue;
        tried.add(key);
        const cost = planCost((await buildInMemory(configFile, mode, 'plan', plannedAs(plan))).loads());
        if (
          best === undefined ||
          cost[0] < best.cost[0] ||
          (cost[0] === best.cost[0] && cost[1] < best.cost[1])
        )
          best = { plan, cost };
      }
      if (best === undefined) throw new Error('No chunk plan was made');
      return plannedAs(best.plan);
    },
  };
}
