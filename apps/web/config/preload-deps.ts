import type { Plugin, Rolldown } from 'vite';

/** The files a chunk loads before it runs: itself and its static imports, transitively. */
function staticClosure(bundle: Rolldown.OutputBundle, fileName: string): Set<string> {
  const loaded = new Set<string>();
  const pending = [fileName];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (loaded.has(file)) continue;
    loaded.add(file);
    const output = bundle[file];
    if (output?.type === 'chunk') pending.push(...output.imports);
  }
  return loaded;
}

/**
 * The preload lists of dynamic imports, without the chunks the importing chunk has already loaded.
 *
 * Vite writes, in every chunk that imports another on use (`import()`), the list of the files that import
 * needs, so that they are fetched in parallel (`build.modulePreload`), and that list is part of the
 * chunk's bytes. The importing chunk's own static imports are loaded before it runs: listing them again
 * fetches nothing (the preload helper skips what is already there) and costs each page a few hundred
 * bytes of first load. `resolveDependencies` (Vite's documented filter) keeps the others; the plugin hands
 * it the bundle, which Vite's filter does not receive.
 *
 * @example
 * const preload = preloadWhatIsMissing();
 * defineConfig({ plugins: [preload.plugin], build: { modulePreload: { resolveDependencies: preload.resolveDependencies } } });
 */
export function preloadWhatIsMissing() {
  let bundle: Rolldown.OutputBundle | undefined;
  const plugin: Plugin = {
    name: 'comptoir:preload-what-is-missing',
    apply: 'build',
    // Before Vite's own step that writes the lists (in the same hook), so that the bundle is known.
    enforce: 'pre',
    generateBundle(_options, output) {
      bundle = output;
    },
  };
  function resolveDependencies(_url: string, deps: string[], { hostId }: { hostId: string }): string[] {
    if (bundle === undefined) return deps;
    const loaded = staticClosure(bundle, hostId);
    return deps.filter((dep) => !loaded.has(dep));
  }
  return { plugin, resolveDependencies };
}
