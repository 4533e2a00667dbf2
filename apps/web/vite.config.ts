import { radixRootRule } from '@comptoir/ui/vite';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { firstLoadHints } from './config/first-load-hints';
import { guardCallsPreload } from './config/guard-calls-preload';
import { lowCostPluginBuild } from './config/low-cost-plugin-flag';
import { pageChunks } from './config/page-chunks';
import { preloadWhatIsMissing } from './config/preload-deps';
import { startupConfigCheck } from './config/startup-config-check';

export default defineConfig(({ mode }) => {
  // With or without the low-cost plugin (VITE_LOW_COST_PLUGIN): its route folder in the route tree or not.
  const lowCost = lowCostPluginBuild(mode, dirname(fileURLToPath(import.meta.url)));
  const preload = preloadWhatIsMissing();
  return {
    plugins: [
      startupConfigCheck(),
      guardCallsPreload(),
      tanstackRouter({
        ...lowCost.router,
        target: 'react',
        // Every route's loader and components in chunks of their own, its pending view too (the results'
        // skeleton, the lists' placeholders), so that the entry holds only the routes' guards and heads:
        // no page's first load carries another page's code or response schemas.
        autoCodeSplitting: true,
        codeSplittingOptions: {
          defaultBehavior: [
            ['loader'],
            ['component'],
            ['pendingComponent'],
            ['errorComponent'],
            ['notFoundComponent'],
          ],
        },
      }),
      react(),
      tailwindcss(),
      radixRootRule(),
      // The entry's chunk, and the pages' shared chunks grouped by the set of pages that load them, planned
      // on a first build (config/page-chunks.ts, docs/decisions/0030).
      pageChunks(fileURLToPath(import.meta.url)),
      preload.plugin,
      // The web server's Link header for each page: its route's chunks, and for the home page the module
      // of its blocks' calls, which its loader asks for (docs/decisions/0076).
      firstLoadHints({ '/': ['src/home/home-calls.ts'] }),
    ],
    resolve: { alias: lowCost.alias },
    build: {
      // dist/.vite/manifest.json: what each route's chunk loads, read by `pnpm bench:bundle` and the e2e budget.
      manifest: true,
      // What a chunk loaded on use needs, without what its importer has loaded already (config/preload-deps.ts).
      modulePreload: { resolveDependencies: preload.resolveDependencies },
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  };
});
