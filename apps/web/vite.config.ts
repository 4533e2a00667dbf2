import { radixRootRule } from '@comptoir/ui/vite';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { startupConfigCheck } from './config/startup-config-check';

export default defineConfig({
  plugins: [
    startupConfigCheck(),
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    radixRootRule(),
  ],
  // dist/.vite/manifest.json: what each route's chunk loads, read by `pnpm bench:bundle` and the e2e budget.
  build: { manifest: true },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
