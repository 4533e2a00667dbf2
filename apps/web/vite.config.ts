import { radixRootRule } from '@comptoir/ui/vite';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { lowCostPluginFlag } from './config/low-cost-plugin-flag';
import { pageChunks } from './config/page-chunks';
import { startupConfigCheck } from './config/startup-config-check';

export default defineConfig({
  plugins: [
    startupConfigCheck(),
    lowCostPluginFlag(),
    tanstackRouter({
      target: 'react',
      // Every route's loader and components in chunks of their own, its pending view too (the results'
      // skeleton, the lists' placeholders), so that the entry holds only the routes' guards and heads:
      // no page's first load carries another page's code or response schemas (issue 27).
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
    // The pages' shared chunks grouped by the set of pages that load them, planned on a first build
    // (config/page-chunks.ts, docs/decisions/0030).
    pageChunks(fileURLToPath(import.meta.url)),
  ],
  build: {
    // dist/.vite/manifest.json: what each route's chunk loads, read by `pnpm bench:bundle` and the e2e budget.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically in one chunk beside it. Left to itself, rolldown cuts
          // the modules the entry shares with the lazy chunks (React, the router, zod, Radix's parts…)
          // into one small chunk per set of importers, about 27 files on every page, and small files
          // gzip worse: about 10 KiB more on every page's first load (docs/decisions/0030).
          groups: [{ name: 'initial', tags: ['$initial'] }],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
