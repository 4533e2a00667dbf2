import { parseStartupConfig } from '@comptoir/flight-domain';
import { loadEnv, type Plugin } from 'vite';

/**
 * Makes `import.meta.env.VITE_LOW_COST_PLUGIN` the literal `'true'` or `'false'` in the app's code, read
 * with the startup configuration's rule (SPEC §5: a boolean, false by default). Code that tests it
 * (`src/low-cost-plugin.ts`) is then decided at build time, and a build without the plugin drops the
 * plugin's code. An invalid value is left to `startupConfigCheck`, which stops the build.
 */
export function lowCostPluginFlag(): Plugin {
  return {
    name: 'comptoir:low-cost-plugin-flag',
    config(config, { mode }) {
      const envDir = typeof config.envDir === 'string' ? config.envDir : (config.root ?? process.cwd());
      const result = parseStartupConfig(loadEnv(mode, envDir, 'VITE_'));
      if (!result.success) return;
      return {
        define: {
          'import.meta.env.VITE_LOW_COST_PLUGIN': JSON.stringify(String(result.config.lowCostPluginEnabled)),
        },
      };
    },
  };
}
