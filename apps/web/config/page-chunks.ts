import { createHash } from 'node:crypto';
import { build, type Plugin, type Rolldown } from 'vite';
import { entryFiles, isRouteChunkKey, pageFiles, type Manifest } from './first-load';

/** A chunk of a build's output, as far as the plan reads it. */
interface BuiltChunk {
  fileName: string;
  moduleIds: readonly string[];
}

/**
 * Where each module of the pages' shared chunks goes: one group a set of pages, named after the set.
 *
 * Rolldown cuts the modules that lazy chunks share into one chunk per set of chunks that import them, and
 * the widgets a page loads on use make those sets finer than the pages: a page's first load came in 7 to
 * 56 small chunks beyond the entry, and small files gzip worse. Here the chunks that exactly the same
 * pages load at first (`pageFiles`) make one group, so no page loads a module it did not load before,
 * in fewer files. The entry's chunks and the routes' own chunks stay as they are (the routes' keep the
 * manifest keys `pageFiles` reads), and so do the chunks that only widgets load, on use or on error.
 */
export function pageChunkPlan(manifest: Manifest, chunks: readonly BuiltChunk[]): Map<string, string> {
  const kept = new Set([
    ...entryFiles(manifest),
    ...Object.entries(manifest)
      .filter(([key]) => isRouteChunkKey(key))
      .map(([, chunk]) => chunk.file),
  ]);
  const pagesOf = new Map<string, string[]>();
  for (const { route, files } of pageFiles(manifest)) {
    for (const file of files) {
      if (!kept.has(file)) pagesOf.set(file, [...(pagesOf.get(file) ?? []), route]);
    }
  }
  const plan = new Map<string, string>();
  for (const chunk of chunks) {
    const pages = pagesOf.get(chunk.fileName);
    if (pages === undefined) continue;
    const name = `pages-${createHash('sha256').update(pages.sort().join('\n')).digest('hex').slice(0, 8)}`;
    for (const id of chunk.moduleIds) plan.set(id, name);
  }
  return plan;
}

/**
 * Puts the pages' shared chunks together (`pageChunkPlan`) in a production build, by a plan made on a
 * first build of the same configuration file (`configFile`) that writes nothing: where rolldown puts a
 * module depends on what the build keeps of it after tree-shaking, which a group's name function cannot
 * see (docs/decisions/0030). Its group comes after the configuration's own.
 */
export function pageChunks(configFile: string): Plugin {
  return {
    name: 'comptoir:page-chunks',
    apply: 'build',
    async config(_config, { mode }) {
      // Set while the plan's own build runs, which must not plan again.
      if (process.env.COMPTOIR_PAGE_CHUNK_PLANNING !== undefined) return;
      process.env.COMPTOIR_PAGE_CHUNK_PLANNING = 'yes';
      let result: Awaited<ReturnType<typeof build>>;
      try {
        result = await build({
          configFile,
          configLoader: 'runner',
          mode,
          logLevel: 'error',
          build: { write: false },
        });
      } finally {
        delete process.env.COMPTOIR_PAGE_CHUNK_PLANNING;
      }
      if (!('output' in result)) throw new Error('The chunk plan needs one build output');
      const manifest = result.output.find(
        (file): file is Rolldown.OutputAsset =>
          file.type === 'asset' && file.fileName === '.vite/manifest.json',
      );
      if (manifest === undefined) throw new Error('The chunk plan needs the build manifest');
      const plan = pageChunkPlan(
        JSON.parse(String(manifest.source)) as Manifest,
        result.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk'),
      );
      const group: Rolldown.CodeSplittingGroup = {
        name: (id) => plan.get(id) ?? null,
        debugName: 'pages',
        includeDependenciesRecursively: false,
      };
      return { build: { rolldownOptions: { output: { codeSplitting: { groups: [group] } } } } };
    },
  };
}
